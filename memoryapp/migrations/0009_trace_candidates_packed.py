"""ContextTrace.candidates is written packed as columns (``memoryapp.trace_storage``).

Only the field's Python side changes (the column stays jsonb): new traces are stored packed,
traces already stored keep their list of objects, and reading gives the list of objects for
both, so no row is rewritten.
"""

from django.db import migrations

import memoryapp.models


class Migration(migrations.Migration):
    dependencies = [("memoryapp", "0008_guard_update_columns")]

    operations = [
        migrations.AlterField(
            model_name="contexttrace",
            name="candidates",
            field=memoryapp.models.CandidatesField(default=list),
        ),
    ]
