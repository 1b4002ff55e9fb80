"""Who may see the owner's pages: signing in and out, and the check every page makes."""

from __future__ import annotations

from functools import wraps
from typing import Any
from urllib.parse import urlencode

from django.conf import settings
from django.contrib.auth import views as auth_views
from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied
from django.http import HttpResponse
from django.http.response import HttpResponseBase
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET
from django_htmx.http import HttpResponseClientRedirect

from review.views.base import HtmxHttpRequest, View, current_project

login = auth_views.LoginView.as_view(
    template_name="review/login.html", redirect_authenticated_user=True
)
logout = auth_views.LogoutView.as_view(next_page="/login/")


def owner_view(view: View) -> View:
    """Only the owner (an authenticated staff or superuser account) gets the page, with the
    project in view (``current_project``) as its second argument; an htmx request of someone
    signed out is sent to the login page as a whole."""

    @wraps(view)
    def wrapped(request: HtmxHttpRequest, *args: Any, **kwargs: Any) -> HttpResponseBase:
        user = request.user
        if not user.is_authenticated:
            if request.htmx:
                query = urlencode({"next": request.htmx.current_url_abs_path or "/"})
                return HttpResponseClientRedirect(f"{settings.LOGIN_URL}?{query}")
            return redirect_to_login(request.get_full_path())
        if not (user.is_staff or user.is_superuser):
            raise PermissionDenied("the owner's pages need a staff account")
        project = current_project(request)
        if project is None:
            return render(request, "review/no_project.html")
        return view(request, project, *args, **kwargs)

    return wrapped


@require_GET
def index(request: HtmxHttpRequest) -> HttpResponse:
    """The landing page (and LOGIN_REDIRECT_URL's target) is the overview."""
    return redirect("review:overview")
