"""``last_retrieved_at`` moves from the memory row to a narrow table of its own.

Every /context call sets it on the memories it hands out. On the ~2 kB memory row that UPDATE
often could not stay on its page (migration 0006's fill factor notwithstanding: a page holds
two or three rows and one spare version), so PostgreSQL put a new version of the row into every
index of the table, the HNSW index included. A row of this table is a few dozen bytes, its
only index is the primary key, and its update never touches it. Existing values are copied
across; going back copies them into the column again.
"""

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [("memoryapp", "0009_trace_candidates_packed")]

    operations = [
        migrations.CreateModel(
            name="MemoryRetrieval",
            fields=[
                (
                    "memory",
                    models.OneToOneField(
                        on_delete=django.db.models.deletion.CASCADE,
                        primary_key=True,
                        related_name="retrieval",
                        serialize=False,
                        to="memoryapp.memory",
                    ),
                ),
                ("last_retrieved_at", models.DateTimeField()),
            ],
        ),
        # Room on each page for new versions of its rows, so the update stays on the page.
        migrations.RunSQL(
            "ALTER TABLE memoryapp_memoryretrieval SET (fillfactor = 70)",
            migrations.RunSQL.noop,
        ),
        migrations.RunSQL(
            "INSERT INTO memoryapp_memoryretrieval (memory_id, last_retrieved_at) "
            "SELECT id, last_retrieved_at FROM memoryapp_memory "
            "WHERE last_retrieved_at IS NOT NULL",
            "UPDATE memoryapp_memory m SET last_retrieved_at = r.last_retrieved_at "
            "FROM memoryapp_memoryretrieval r WHERE r.memory_id = m.id",
        ),
        migrations.RemoveField(model_name="memory", name="last_retrieved_at"),
    ]
