"""Who may see the owner's pages: signing in and out, and the check every page makes."""

from __future__ import annotations

from functools import wraps
from typing import Any
from urllib.parse import urlencode

from django.conf import settings
from django.contrib.auth import views as auth_views
from django.contrib.auth.forms import AuthenticationForm
from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.http.response import HttpResponseBase
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET
from django_htmx.http import HttpResponseClientRedirect

from memoryapp.domain.signin import COUNTER_UNAVAILABLE
from memoryapp.services.signin import (
    SignInCheck,
    signin_check,
    signin_failure_record,
    signin_success_record,
)
from review.views.base import HtmxHttpRequest, View, current_project

# What the sign-in page says when it refuses to check a password at all. Which of the two
# lockouts holds is left unsaid: it would tell a guesser whether the account exists.
LOCKED = "Too many failed sign-ins for this account or from this address."
UNCOUNTED = "Sign-in is unavailable for a moment: failed attempts cannot be counted."


class ThrottledLoginView(auth_views.LoginView):
    """Django's sign-in, refused with 429 (503 when Redis cannot count) while the account or
    the client's address is locked out after failed passwords (``memoryapp.services.signin``);
    a refused attempt's password is not checked."""

    template_name = "review/login.html"
    redirect_authenticated_user = True

    def _who(self) -> tuple[str, str]:
        username = str(self.request.POST.get("username", ""))[:150]
        # The peer's address; behind a proxy this is the proxy's (docs/owner-ui.md).
        return username, str(self.request.META.get("REMOTE_ADDR", ""))

    def post(self, request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        username, address = self._who()
        check = signin_check(username=username, address=address)
        if not check.decision.allowed:
            return self._refused(check)
        return super().post(request, *args, **kwargs)

    def form_invalid(self, form: AuthenticationForm) -> HttpResponse:
        username, address = self._who()
        check = signin_failure_record(username=username, address=address)
        if not check.decision.allowed:
            return self._refused(check)
        return super().form_invalid(form)

    def form_valid(self, form: AuthenticationForm) -> HttpResponse:
        signin_success_record(username=self._who()[0])
        return super().form_valid(form)

    def _refused(self, check: SignInCheck) -> HttpResponse:
        uncounted = COUNTER_UNAVAILABLE in check.decision.reasons
        minutes = max(1, -(-check.retry_after // 60))
        message = (
            UNCOUNTED
            if uncounted
            else f"{LOCKED} Try again in {minutes} minute{'s' if minutes > 1 else ''}."
        )
        form = self.get_form_class()(self.request, initial={"username": self._who()[0]})
        context = self.get_context_data(form=form, refused=message)
        status = 503 if uncounted else 429
        response = self.render_to_response(context, status=status)
        response["Retry-After"] = str(check.retry_after)
        return response


login = ThrottledLoginView.as_view()
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
