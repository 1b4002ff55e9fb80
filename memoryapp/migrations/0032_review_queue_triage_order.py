"""The review queue in triage order (repeats, conflicts, confidence, recency) and its groups.

``memory_queue_order`` gives the pending queue its page straight from the index in that order;
``memory_queue_groups`` finds a card's group by its key (``memoryapp.models.queue_order``).
Both cover pending heads only (review UI, issue 32).
"""

import django.db.models.functions.comparison
import django.db.models.functions.text
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("memoryapp", "0031_proposal_repeats"),
    ]

    operations = [
        migrations.AddIndex(
            model_name="memory",
            index=models.Index(
                models.F("project"),
                models.OrderBy(models.F("repeat_count"), descending=True),
                models.OrderBy(
                    models.ExpressionWrapper(
                        models.Q(("possible_conflict_of__isnull", False)),
                        output_field=models.BooleanField(),
                    ),
                    descending=True,
                ),
                models.OrderBy(
                    django.db.models.functions.comparison.Coalesce(
                        models.F("confidence"), models.Value(-1.0), output_field=models.FloatField()
                    ),
                    descending=True,
                ),
                models.OrderBy(models.F("recorded_at"), descending=True),
                models.OrderBy(models.F("id"), descending=True),
                condition=models.Q(("status", "pending"), ("superseded_by__isnull", True)),
                name="memory_queue_order",
            ),
        ),
        migrations.AddIndex(
            model_name="memory",
            index=models.Index(
                models.F("project"),
                models.Case(
                    models.When(
                        models.Q(("subject", ""), _negated=True),
                        then=django.db.models.functions.text.Concat(
                            models.Value("s:"),
                            django.db.models.functions.comparison.Cast(
                                "subject", models.TextField()
                            ),
                            output_field=models.TextField(),
                        ),
                    ),
                    models.When(
                        possible_conflict_of__isnull=False,
                        then=django.db.models.functions.text.Concat(
                            models.Value("h:"),
                            django.db.models.functions.comparison.Cast(
                                "possible_conflict_of", models.TextField()
                            ),
                            output_field=models.TextField(),
                        ),
                    ),
                    models.When(
                        supersedes_on_confirm__isnull=False,
                        then=django.db.models.functions.text.Concat(
                            models.Value("h:"),
                            django.db.models.functions.comparison.Cast(
                                "supersedes_on_confirm", models.TextField()
                            ),
                            output_field=models.TextField(),
                        ),
                    ),
                    models.When(
                        near_duplicate_of__isnull=False,
                        then=django.db.models.functions.text.Concat(
                            models.Value("d:"),
                            django.db.models.functions.comparison.Cast(
                                "near_duplicate_of", models.TextField()
                            ),
                            output_field=models.TextField(),
                        ),
                    ),
                    default=django.db.models.functions.text.Concat(
                        models.Value("d:"),
                        django.db.models.functions.comparison.Cast("id", models.TextField()),
                        output_field=models.TextField(),
                    ),
                    output_field=models.TextField(),
                ),
                models.OrderBy(models.F("repeat_count"), descending=True),
                models.OrderBy(
                    models.ExpressionWrapper(
                        models.Q(("possible_conflict_of__isnull", False)),
                        output_field=models.BooleanField(),
                    ),
                    descending=True,
                ),
                models.OrderBy(
                    django.db.models.functions.comparison.Coalesce(
                        models.F("confidence"), models.Value(-1.0), output_field=models.FloatField()
                    ),
                    descending=True,
                ),
                models.OrderBy(models.F("recorded_at"), descending=True),
                models.OrderBy(models.F("id"), descending=True),
                condition=models.Q(("status", "pending"), ("superseded_by__isnull", True)),
                name="memory_queue_groups",
            ),
        ),
    ]
