"""Database-enforced invariants of the memory model, as triggers.

Every violation raises SQLSTATE 23000 (integrity_constraint_violation) with a message that
starts with ``memory_invariant:`` and names the rule, so Django surfaces it as IntegrityError
and the services can tell it from other failures. TRUNCATE is left alone on purpose: it is the
database owner's tool (the test suite uses it to reset tables), not an application path.
"""

from django.db import migrations

FORWARD = r"""
CREATE OR REPLACE FUNCTION memoryapp_memory_guard_update() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
    walker uuid;
    steps integer := 0;
BEGIN
    IF NEW.id IS DISTINCT FROM OLD.id
       OR NEW.project_id IS DISTINCT FROM OLD.project_id
       OR NEW.type IS DISTINCT FROM OLD.type
       OR NEW.content IS DISTINCT FROM OLD.content
       OR NEW.actor IS DISTINCT FROM OLD.actor
       OR NEW.actor_label IS DISTINCT FROM OLD.actor_label
       OR NEW.recorded_at IS DISTINCT FROM OLD.recorded_at
       OR NEW.source IS DISTINCT FROM OLD.source
       OR NEW.confidence IS DISTINCT FROM OLD.confidence
       OR NEW.session_id IS DISTINCT FROM OLD.session_id
       OR NEW.valid_from IS DISTINCT FROM OLD.valid_from
       OR NEW.valid_to IS DISTINCT FROM OLD.valid_to
       OR NEW.supersession_kind IS DISTINCT FROM OLD.supersession_kind
       OR NEW.supersedes_on_confirm_id IS DISTINCT FROM OLD.supersedes_on_confirm_id
    THEN
        RAISE EXCEPTION 'memory_invariant: immutable column changed on memory %', OLD.id
            USING ERRCODE = 'integrity_constraint_violation';
    END IF;

    IF OLD.superseded_by_id IS NOT NULL
       AND NEW.superseded_by_id IS DISTINCT FROM OLD.superseded_by_id THEN
        RAISE EXCEPTION 'memory_invariant: superseded_by is set once (memory %)', OLD.id
            USING ERRCODE = 'integrity_constraint_violation';
    END IF;

    IF OLD.superseded_by_id IS NULL AND NEW.superseded_by_id IS NOT NULL THEN
        -- Walk forward from the new successor; reaching this row again would close a loop.
        walker := NEW.superseded_by_id;
        WHILE walker IS NOT NULL LOOP
            IF walker = NEW.id THEN
                RAISE EXCEPTION 'memory_invariant: superseded_by would form a cycle (memory %)',
                    OLD.id USING ERRCODE = 'integrity_constraint_violation';
            END IF;
            steps := steps + 1;
            IF steps > 100000 THEN
                RAISE EXCEPTION 'memory_invariant: supersede chain too long (memory %)', OLD.id
                    USING ERRCODE = 'integrity_constraint_violation';
            END IF;
            SELECT superseded_by_id INTO walker FROM memoryapp_memory WHERE id = walker;
        END LOOP;
    END IF;

    IF NEW.status IS DISTINCT FROM OLD.status AND NOT (
        (OLD.status, NEW.status) IN (
            ('pending', 'active'), ('pending', 'rejected'), ('active', 'archived'),
            ('archived', 'active'), ('rejected', 'pending')
        )
    ) THEN
        RAISE EXCEPTION 'memory_invariant: status cannot move from % to % (memory %)',
            OLD.status, NEW.status, OLD.id USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    RETURN NEW;
END;
$$;

CREATE OR REPLACE FUNCTION memoryapp_memory_guard_links() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    -- Links never cross a project boundary.
    IF NEW.superseded_by_id IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM memoryapp_memory WHERE id = NEW.superseded_by_id
        AND project_id = NEW.project_id) THEN
        RAISE EXCEPTION 'memory_invariant: superseded_by must be in the same project (memory %)',
            NEW.id USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    IF NEW.near_duplicate_of_id IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM memoryapp_memory WHERE id = NEW.near_duplicate_of_id
        AND project_id = NEW.project_id) THEN
        RAISE EXCEPTION 'memory_invariant: near_duplicate_of must be in the same project (memory %)',
            NEW.id USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    IF NEW.supersedes_on_confirm_id IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM memoryapp_memory WHERE id = NEW.supersedes_on_confirm_id
        AND project_id = NEW.project_id) THEN
        RAISE EXCEPTION 'memory_invariant: supersedes_on_confirm must be in the same project (memory %)',
            NEW.id USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    RETURN NEW;
END;
$$;

CREATE OR REPLACE FUNCTION memoryapp_memory_guard_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF coalesce(current_setting('memoryapp.purge', true), '') <> 'on' THEN
        RAISE EXCEPTION 'memory_invariant: memories are never deleted, only purged by the owner (memory %)',
            OLD.id USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    IF NOT EXISTS (
        SELECT 1 FROM memoryapp_memoryevent WHERE memory_id = OLD.id AND kind = 'purged') THEN
        RAISE EXCEPTION 'memory_invariant: a purge must leave a tombstone event (memory %)',
            OLD.id USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    RETURN OLD;
END;
$$;

CREATE OR REPLACE FUNCTION memoryapp_event_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'memory_invariant: the audit log is append-only (event %)', OLD.id
        USING ERRCODE = 'integrity_constraint_violation';
END;
$$;

CREATE OR REPLACE FUNCTION memoryapp_entity_link_same_project() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF (SELECT project_id FROM memoryapp_memory WHERE id = NEW.memory_id)
       IS DISTINCT FROM (SELECT project_id FROM memoryapp_entity WHERE id = NEW.entity_id) THEN
        RAISE EXCEPTION 'memory_invariant: a memory links only entities of its own project'
            USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    RETURN NEW;
END;
$$;

CREATE TRIGGER memory_guard_update BEFORE UPDATE ON memoryapp_memory
    FOR EACH ROW EXECUTE FUNCTION memoryapp_memory_guard_update();
CREATE TRIGGER memory_guard_links
    BEFORE INSERT OR UPDATE OF superseded_by_id, near_duplicate_of_id, supersedes_on_confirm_id
    ON memoryapp_memory
    FOR EACH ROW EXECUTE FUNCTION memoryapp_memory_guard_links();
CREATE TRIGGER memory_guard_delete BEFORE DELETE ON memoryapp_memory
    FOR EACH ROW EXECUTE FUNCTION memoryapp_memory_guard_delete();
CREATE TRIGGER memory_event_append_only BEFORE UPDATE OR DELETE ON memoryapp_memoryevent
    FOR EACH ROW EXECUTE FUNCTION memoryapp_event_append_only();
CREATE TRIGGER memory_entity_same_project BEFORE INSERT OR UPDATE ON memoryapp_memoryentity
    FOR EACH ROW EXECUTE FUNCTION memoryapp_entity_link_same_project();
"""

BACKWARD = r"""
DROP TRIGGER IF EXISTS memory_entity_same_project ON memoryapp_memoryentity;
DROP TRIGGER IF EXISTS memory_event_append_only ON memoryapp_memoryevent;
DROP TRIGGER IF EXISTS memory_guard_delete ON memoryapp_memory;
DROP TRIGGER IF EXISTS memory_guard_links ON memoryapp_memory;
DROP TRIGGER IF EXISTS memory_guard_update ON memoryapp_memory;
DROP FUNCTION IF EXISTS memoryapp_entity_link_same_project();
DROP FUNCTION IF EXISTS memoryapp_event_append_only();
DROP FUNCTION IF EXISTS memoryapp_memory_guard_delete();
DROP FUNCTION IF EXISTS memoryapp_memory_guard_links();
DROP FUNCTION IF EXISTS memoryapp_memory_guard_update();
"""


class Migration(migrations.Migration):
    dependencies = [("memoryapp", "0001_initial")]

    operations = [migrations.RunSQL(FORWARD, BACKWARD)]
