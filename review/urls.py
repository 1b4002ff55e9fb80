from django.contrib.auth import views as auth_views
from django.urls import path

from review import views

app_name = "review"

urlpatterns = [
    path(
        "login/",
        auth_views.LoginView.as_view(
            template_name="review/login.html", redirect_authenticated_user=True
        ),
        name="login",
    ),
    path("logout/", auth_views.LogoutView.as_view(next_page="/login/"), name="logout"),
    path("", views.index, name="index"),
    path("review/", views.review_queue, name="queue"),
    path("review/bulk/", views.review_bulk, name="bulk"),
    path("review/<uuid:memory_id>/confirm/", views.review_confirm, name="confirm"),
    path("review/<uuid:memory_id>/reject/", views.review_reject, name="reject"),
    path("review/<uuid:memory_id>/edit/", views.review_edit, name="edit"),
    path("review/<uuid:memory_id>/supersede/", views.review_supersede, name="supersede"),
    path("review/<uuid:memory_id>/merge/", views.review_merge, name="merge"),
    path("review/<uuid:memory_id>/undo/", views.review_undo, name="undo"),
    path("review/<uuid:memory_id>/restore/", views.review_restore, name="restore"),
    path("memories/", views.memory_list, name="memories"),
    path("memories/export/", views.memory_export_view, name="export"),
    path("memories/<uuid:memory_id>/", views.memory_detail, name="memory"),
    path("memories/<uuid:memory_id>/archive/", views.memory_archive, name="memory_archive"),
    path("memories/<uuid:memory_id>/restore/", views.memory_restore, name="memory_restore"),
    path("memories/<uuid:memory_id>/standing/", views.memory_standing, name="memory_standing"),
    path("events/", views.event_list, name="events"),
    path("traces/", views.trace_list, name="traces"),
    path("traces/<uuid:trace_id>/", views.trace_detail, name="trace"),
    path("health/", views.health, name="health"),
    path("tokens/", views.tokens, name="tokens"),
    path("tokens/<int:token_id>/", views.token_detail, name="token"),
    path("tokens/<int:token_id>/revoke/", views.token_revoke_view, name="token_revoke"),
    path("tokens/<int:token_id>/pause/", views.token_pause_view, name="token_pause"),
    path("tokens/<int:token_id>/resume/", views.token_resume_view, name="token_resume"),
]
