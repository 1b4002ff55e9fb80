from django.urls import path

from review.views import (
    auth,
    events,
    health,
    loops,
    memories,
    queue,
    queue_actions,
    subjects,
    tokens,
    traces,
)

app_name = "review"

urlpatterns = [
    path("login/", auth.login, name="login"),
    path("logout/", auth.logout, name="logout"),
    path("", auth.index, name="index"),
    path("review/", queue.review_queue, name="queue"),
    path("review/bulk/", queue.review_bulk, name="bulk"),
    path("review/<uuid:memory_id>/confirm/", queue_actions.review_confirm, name="confirm"),
    path("review/<uuid:memory_id>/reject/", queue_actions.review_reject, name="reject"),
    path("review/<uuid:memory_id>/edit/", queue_actions.review_edit, name="edit"),
    path("review/<uuid:memory_id>/supersede/", queue_actions.review_supersede, name="supersede"),
    path("review/<uuid:memory_id>/merge/", queue_actions.review_merge, name="merge"),
    path("review/<uuid:memory_id>/undo/", queue_actions.review_undo, name="undo"),
    path("review/<uuid:memory_id>/restore/", queue_actions.review_restore, name="restore"),
    path("memories/", memories.memory_list, name="memories"),
    path("memories/export/", memories.memory_export_view, name="export"),
    path("memories/<uuid:memory_id>/", memories.memory_detail, name="memory"),
    path("memories/<uuid:memory_id>/archive/", memories.memory_archive, name="memory_archive"),
    path("memories/<uuid:memory_id>/restore/", memories.memory_restore, name="memory_restore"),
    path("memories/<uuid:memory_id>/standing/", memories.memory_standing, name="memory_standing"),
    path("memories/<uuid:memory_id>/subject/", memories.memory_subject, name="memory_subject"),
    path("events/", events.event_list, name="events"),
    path("traces/", traces.trace_list, name="traces"),
    path("traces/<uuid:trace_id>/", traces.trace_detail, name="trace"),
    path("health/", health.health, name="health"),
    path("loops/", loops.open_loops, name="loops"),
    path("subjects/<str:subject>/", subjects.subject_state, name="subject"),
    path("tokens/", tokens.tokens, name="tokens"),
    path("tokens/<int:token_id>/", tokens.token_detail, name="token"),
    path("tokens/<int:token_id>/revoke/", tokens.token_revoke_view, name="token_revoke"),
    path("tokens/<int:token_id>/pause/", tokens.token_pause_view, name="token_pause"),
    path("tokens/<int:token_id>/resume/", tokens.token_resume_view, name="token_resume"),
]
