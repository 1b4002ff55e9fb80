"""A captured event's capturer and kind never change once stored.

A typed event that waits is reduced later with the authority it names (``actor``,
``actor_label``), so rewriting either would let a stored agent event speak as the owner. The
database refuses it, as it refuses changing a memory's actor (migrations 0002 and 0008).
"""

from django.db import migrations

FORWARD = """
CREATE FUNCTION memoryapp_event_guard_capturer() RETURNS trigger AS $$
BEGIN
    IF NEW.actor IS DISTINCT FROM OLD.actor
       OR NEW.actor_label IS DISTINCT FROM OLD.actor_label
       OR NEW.kind IS DISTINCT FROM OLD.kind
       OR NEW.project_id IS DISTINCT FROM OLD.project_id THEN
        RAISE EXCEPTION 'event_invariant: capturer or kind changed on event %', OLD.id
            USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    RETURN NEW;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER event_guard_capturer
    BEFORE UPDATE OF actor, actor_label, kind, project_id ON memoryapp_canonicalevent
    FOR EACH ROW EXECUTE FUNCTION memoryapp_event_guard_capturer();
"""

BACKWARD = """
DROP TRIGGER event_guard_capturer ON memoryapp_canonicalevent;
DROP FUNCTION memoryapp_event_guard_capturer();
"""


class Migration(migrations.Migration):
    dependencies = [("memoryapp", "0026_signin_events")]

    operations = [migrations.RunSQL(FORWARD, BACKWARD)]
