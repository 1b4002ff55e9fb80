"""Follow-up work sent to the Celery worker by task name, once the caller's transaction commits.

Services name the task instead of importing it: ``memoryapp.tasks`` imports the services, so
importing it back would close a cycle. The worker registers each task under the name defined
here (``memoryapp/tasks.py``).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from celery import current_app
from django.db import transaction
from kombu.exceptions import OperationalError as BrokerError

logger = logging.getLogger(__name__)

EMBED_MEMORIES = "memory.embed_memories"
EXTRACT_TURN = "memory.extract_turn"


def enqueue_on_commit(task_name: str, messages: Sequence[tuple[object, ...]]) -> None:
    """Send one message per tuple of arguments once the caller's transaction commits.

    This runs inside an agent's request, after its data is committed: a broker that is down or
    refuses the message must neither fail nor stall that request. The work stays recorded in
    the database (a queued run, a row without its vector) and a sweeper sends it again once the
    broker is back; health counts it as backlog meanwhile. How long a publish may take is
    bounded by the broker settings (``CELERY_BROKER_TRANSPORT_OPTIONS``,
    ``CELERY_TASK_PUBLISH_RETRY_POLICY``).
    """
    if not messages:
        return
    pending = list(messages)

    def send() -> None:
        for sent, args in enumerate(pending):
            unsent = len(pending) - sent
            try:
                current_app.send_task(task_name, args=args)
            except BrokerError as error:
                # Broker unreachable, silent or refusing writes (kombu wraps Redis's errors,
                # OOM included); the rest would fail the same way, slowly.
                logger.warning(
                    "could not queue %d %s (the sweeper will): %s", unsent, task_name, error
                )
                return
            except Exception:
                # Anything else (another kombu error, a bug) must not turn a write that is
                # already stored into a 500 either; the sweeper still finds the work.
                logger.exception("could not queue %d %s (the sweeper will)", unsent, task_name)
                return

    transaction.on_commit(send)
