"""Each canonical event keeps who captured it (actor, actor_label).

A typed event that waits for an event it names is reduced later, during another capture; it
must be reduced with its own capturer's authority, never the trigger's. Events captured before
this migration take their token's role (an owner token is the owner, any other token or none
the agent: the least authority) and its label.
"""

from django.db import migrations, models

BACKFILL = """
UPDATE memoryapp_canonicalevent AS e
   SET actor = CASE WHEN t.role = 'owner' THEN 'owner' ELSE 'agent' END,
       actor_label = 'token:' || COALESCE(NULLIF(t.name, ''), t.prefix)
  FROM memoryapp_apitoken AS t
 WHERE e.token_id = t.id
"""


class Migration(migrations.Migration):

    dependencies = [
        ('memoryapp', '0024_trace_request_id'),
    ]

    operations = [
        migrations.AddField(
            model_name='canonicalevent',
            name='actor',
            field=models.CharField(choices=[('owner', 'owner'), ('user', 'user'), ('agent', 'agent'), ('extractor', 'extractor'), ('import', 'import')], default='agent', max_length=16),
        ),
        migrations.AddField(
            model_name='canonicalevent',
            name='actor_label',
            field=models.CharField(blank=True, default='', max_length=200),
        ),
        migrations.RunSQL(BACKFILL, reverse_sql=migrations.RunSQL.noop),
        migrations.AddConstraint(
            model_name='canonicalevent',
            constraint=models.CheckConstraint(condition=models.Q(('actor__in', ['owner', 'user', 'agent', 'extractor', 'import'])), name='canonical_event_actor_valid'),
        ),
    ]
