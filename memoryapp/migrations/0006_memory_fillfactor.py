"""Leave room on each memory page for one more version of a row.

A /context call sets ``last_retrieved_at`` on the memories it hands out. On a full page that
UPDATE cannot be HOT (heap-only), so PostgreSQL inserts a new entry into every index of the
table, the HNSW index included: several milliseconds per call and a growing index. Rows are
about 2 kB (the embedding is most of it), so a fill factor of 80 keeps one row's worth free
per page. It applies to pages written from now on; ``VACUUM FULL memoryapp_memory`` rewrites
existing ones.
"""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [("memoryapp", "0005_extraction")]

    operations = [
        migrations.RunSQL(
            "ALTER TABLE memoryapp_memory SET (fillfactor = 80)",
            "ALTER TABLE memoryapp_memory RESET (fillfactor)",
        )
    ]
