# A context call's project frame, recorded with its trace (docs/frames.md).

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("memoryapp", "0034_project_frames"),
    ]

    operations = [
        migrations.AddField(
            model_name="contexttrace",
            name="frame",
            field=models.JSONField(blank=True, db_default={}, default=dict),
        ),
    ]
