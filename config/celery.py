"""The Celery application; tasks live in ``memoryapp/tasks.py``."""

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

app = Celery("memory")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()


def _connect_signals() -> None:
    from celery import signals

    from memoryapp.observability import celery_signals

    # weak=False: the receivers are module functions, kept alive by their module anyway.
    signals.before_task_publish.connect(celery_signals.stamp_published_task, weak=False)
    signals.task_prerun.connect(celery_signals.enter_task, weak=False)
    signals.task_postrun.connect(celery_signals.leave_task, weak=False)
    signals.setup_logging.connect(celery_signals.configure_worker_logging, weak=False)


_connect_signals()
