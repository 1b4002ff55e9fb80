"""The review queue reads a project's pending heads newest first, in index order.

``memory_heads_by_status_recent`` (project, status, recorded_at DESC, id DESC) over chain heads
gives the queue, the rejected list and the memory browser's status filter their page straight
from the index, whatever else they filter by (type, actor, confidence, source): the first 26
matching rows, not a sort of every pending head of the project (review UI, issue #6).
"""

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [("memoryapp", "0006_memory_fillfactor")]

    operations = [
        migrations.AddIndex(
            model_name="memory",
            index=models.Index(
                condition=models.Q(("superseded_by__isnull", True)),
                fields=["project", "status", "-recorded_at", "-id"],
                name="memory_heads_by_status_recent",
            ),
        ),
    ]
