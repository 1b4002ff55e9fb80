"""The heartbeat the replica monitor stamps on the primary and reads back on each replica
(memoryapp/replicas.py): one row, no model, never read by the ORM."""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("memoryapp", "0027_event_capturer_immutable"),
    ]

    operations = [
        migrations.RunSQL(
            sql=[
                "CREATE TABLE memoryapp_replica_heartbeat ("
                " id smallint PRIMARY KEY CHECK (id = 1),"
                " beat_at timestamptz NOT NULL)",
                "INSERT INTO memoryapp_replica_heartbeat (id, beat_at) VALUES (1, now())",
            ],
            reverse_sql="DROP TABLE memoryapp_replica_heartbeat",
        ),
    ]
