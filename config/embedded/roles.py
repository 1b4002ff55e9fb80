"""The embedded server's roles: the superuser ``postgres`` administers the cluster (initdb,
the pgvector extension, which is not a trusted extension, replication, upgrades); the service
connects as :data:`APP_ROLE`, which owns its database and what is in it and is no superuser.

:func:`hand_over` moves a database made by an older release, whose objects the superuser owns,
to the service's role; it changes owners only, so the data stays as it is."""

from __future__ import annotations

from typing import Any

from psycopg import sql

from config.embedded.paths import APP_ROLE

# What the service may do beyond owning its database: create databases (the test runner makes
# a throwaway one). It cannot read other databases' data, change roles or bypass row security.
_ATTRIBUTES = "LOGIN NOSUPERUSER CREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS"

# Every schema, relation, routine and type of the current database that the superuser owns,
# except what belongs to an extension and sequences that go with their table's owner.
_HAND_OVER = """
DO $$
DECLARE
  statement text;
BEGIN
  FOR statement IN
    SELECT format('ALTER SCHEMA %I OWNER TO {role}', n.nspname)
      FROM pg_namespace n
     WHERE n.nspowner = 'postgres'::regrole
       AND n.nspname NOT IN ('pg_catalog', 'information_schema')
       AND n.nspname NOT LIKE 'pg\\_%'
       AND NOT EXISTS (SELECT 1 FROM pg_depend d
                        WHERE d.classid = 'pg_namespace'::regclass AND d.objid = n.oid
                          AND d.deptype = 'e')
    UNION ALL
    SELECT format('ALTER %s %s OWNER TO {role}',
                  CASE c.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW'
                                 WHEN 'm' THEN 'MATERIALIZED VIEW'
                                 WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END,
                  c.oid::regclass)
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relowner = 'postgres'::regrole
       AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
       AND n.nspname NOT IN ('pg_catalog', 'information_schema')
       AND n.nspname NOT LIKE 'pg\\_%'
       AND NOT EXISTS (SELECT 1 FROM pg_depend d
                        WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid
                          AND d.deptype IN ('e', 'a', 'i'))
    UNION ALL
    SELECT format('ALTER ROUTINE %s OWNER TO {role}', p.oid::regprocedure)
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE p.proowner = 'postgres'::regrole
       AND n.nspname NOT IN ('pg_catalog', 'information_schema')
       AND NOT EXISTS (SELECT 1 FROM pg_depend d
                        WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid
                          AND d.deptype = 'e')
    UNION ALL
    SELECT format('ALTER TYPE %s OWNER TO {role}', t.oid::regtype)
      FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
     WHERE t.typowner = 'postgres'::regrole
       AND t.typtype IN ('e', 'd', 'r')
       AND n.nspname NOT IN ('pg_catalog', 'information_schema')
       AND NOT EXISTS (SELECT 1 FROM pg_depend d
                        WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid
                          AND d.deptype = 'e')
  LOOP
    EXECUTE statement;
  END LOOP;
END $$
"""


def ensure_app_role(conn: Any, password: str) -> None:
    """The service's role exists, may log in with ``password``, and is no superuser (whatever
    an older folder or a hand had made of it)."""
    exists = conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (APP_ROLE,)).fetchone()
    conn.execute(
        sql.SQL("{verb} ROLE {role} " + _ATTRIBUTES + " PASSWORD {password}").format(
            verb=sql.SQL("ALTER" if exists else "CREATE"),
            role=sql.Identifier(APP_ROLE),
            password=sql.Literal(password),
        )
    )


def databases_to_hand_over(conn: Any) -> list[str]:
    """The cluster's databases that the superuser still owns, but for its own."""
    rows = conn.execute(
        "SELECT datname FROM pg_database WHERE datdba = 'postgres'::regrole "
        "AND datname NOT IN ('postgres', 'template0', 'template1') ORDER BY datname"
    ).fetchall()
    return [name for (name,) in rows]


def hand_over(conn: Any) -> None:
    """Give what the superuser owns in ``conn``'s database to the service's role, then the
    database itself (last, so an interrupted hand-over is taken up again at the next start)."""
    role = sql.Identifier(APP_ROLE).as_string(conn)
    conn.execute(_HAND_OVER.replace("{role}", role))
    conn.execute(
        sql.SQL("ALTER DATABASE {database} OWNER TO {role}").format(
            database=sql.Identifier(conn.info.dbname), role=sql.Identifier(APP_ROLE)
        )
    )
