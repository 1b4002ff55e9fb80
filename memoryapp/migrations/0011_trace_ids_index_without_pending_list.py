"""The GIN index on ``ContextTrace.memory_ids`` is written without a pending list.

With ``fastupdate`` on (PostgreSQL's default) each insert appends to a pending list, and the
insert that finds it past ``gin_pending_list_limit`` (4 MB) merges all of it into the index
before it returns: one /context call in several thousand took ~400 ms (a copy of the trace
table's index in bench/latency.py's database: 12,000 inserts of 20 ids, p50 0.19 ms and max
423 ms with the pending list, p50 0.34 ms and max 4.8 ms without). The index is altered in
place and its pending list merged now, rather than rebuilt.
"""

import django.contrib.postgres.indexes
from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [("memoryapp", "0010_memory_retrieval_table")]

    operations = [
        migrations.SeparateDatabaseAndState(
            database_operations=[
                migrations.RunSQL(
                    "ALTER INDEX trace_memory_ids SET (fastupdate = off); "
                    "SELECT gin_clean_pending_list('trace_memory_ids'::regclass)",
                    "ALTER INDEX trace_memory_ids RESET (fastupdate)",
                )
            ],
            state_operations=[
                migrations.RemoveIndex(model_name="contexttrace", name="trace_memory_ids"),
                migrations.AddIndex(
                    model_name="contexttrace",
                    index=django.contrib.postgres.indexes.GinIndex(
                        fastupdate=False, fields=["memory_ids"], name="trace_memory_ids"
                    ),
                ),
            ],
        )
    ]
