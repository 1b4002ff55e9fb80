"""Keep a memory's embedding in its row instead of in the TOAST table.

pgvector stores vectors EXTERNAL: a row over ~2 kB (a 384-d vector is 1.5 kB, plus the content
and the tsvector) has its vector moved out of line, and every read of it then costs a TOAST
index lookup and another page. An exact search over one project's few hundred rows spent most
of its time there. Here the vector stays in the row (STORAGE MAIN) and rows up to a page
stay whole (toast_tuple_target); a long content is still compressed or moved out first. It
applies to rows written from now on; ``VACUUM FULL memoryapp_memory`` rewrites existing ones.
"""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [("memoryapp", "0012_indexes_other_indexes_cover")]

    operations = [
        migrations.RunSQL(
            [
                "ALTER TABLE memoryapp_memory SET (toast_tuple_target = 8160)",
                "ALTER TABLE memoryapp_memory ALTER COLUMN embedding SET STORAGE MAIN",
            ],
            [
                "ALTER TABLE memoryapp_memory ALTER COLUMN embedding SET STORAGE EXTERNAL",
                "ALTER TABLE memoryapp_memory RESET (toast_tuple_target)",
            ],
        )
    ]
