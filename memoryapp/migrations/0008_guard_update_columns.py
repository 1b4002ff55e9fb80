"""Fire the memory update guard only for statements that set a column it guards.

``memory_guard_update`` (migration 0002) checks the immutable columns, that ``superseded_by``
is set once and without a cycle, and the status transitions. It fired for every UPDATE,
including the one a /context call makes to move ``last_retrieved_at`` on the memories it hands
out: about 75 µs a row in PL/pgSQL, 1.5 ms for a bundle of 20, on the hot path.

``BEFORE UPDATE OF <columns>`` fires whenever one of the columns is a target of the UPDATE,
whatever its new value, and a column cannot change unless it is a target (no other BEFORE
trigger on the table rewrites a guarded column). So the guard is as strict as before for
every statement that could break what it guards, and skipped for bookkeeping-only updates
(``last_retrieved_at``, ``last_confirmed_at``, ``review_note``, embeddings, the link columns,
which ``memory_guard_links`` checks). A column added to the guard's checks must be added here.
"""

from django.db import migrations

GUARDED = (
    "id, project_id, type, content, actor, actor_label, recorded_at, source, confidence, "
    "session_id, valid_from, valid_to, supersession_kind, supersedes_on_confirm_id, "
    "superseded_by_id, status"
)

FORWARD = f"""
DROP TRIGGER memory_guard_update ON memoryapp_memory;
CREATE TRIGGER memory_guard_update BEFORE UPDATE OF {GUARDED} ON memoryapp_memory
    FOR EACH ROW EXECUTE FUNCTION memoryapp_memory_guard_update();
"""

BACKWARD = """
DROP TRIGGER memory_guard_update ON memoryapp_memory;
CREATE TRIGGER memory_guard_update BEFORE UPDATE ON memoryapp_memory
    FOR EACH ROW EXECUTE FUNCTION memoryapp_memory_guard_update();
"""


class Migration(migrations.Migration):
    dependencies = [("memoryapp", "0007_review_queue_index")]

    operations = [migrations.RunSQL(FORWARD, BACKWARD)]
