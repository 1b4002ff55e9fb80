"""Every trace's candidates in the packed form, and its reason codes in a column of their own.

Traces written before migration 0009 still hold their candidates as a list of objects, which
every reader had to tell apart from the packed form; they are packed here, so the readers know
one form. The new ``reason_codes`` column (text[]) holds the distinct reason codes of a trace's
candidates, written with the trace, and a filter by reason reads it instead of searching the
candidate rows' JSON. It is filled here for every trace already stored.

The packing below is a copy frozen at this migration, not an import of
``memoryapp.trace_storage``, which may change later: what it writes is the format
``candidates-columns-v1`` as it is defined today. The old writer only ever stored lists of
objects with one key set; a list that does not fit the columns stops the migration, naming the
trace, rather than being rewritten into something that would read back differently.
"""

import json
from typing import Any

from django.db import migrations, models

import memoryapp.models

FORMAT = "candidates-columns-v1"
BATCH = 500

# The distinct strings in the "reason" column of each packed trace's rows, in code point order.
FILL_REASON_CODES = """
UPDATE memoryapp_contexttrace AS trace
SET reason_codes = ARRAY(
    SELECT DISTINCT (candidate.row ->> (reason.at - 1)::int) COLLATE "C"
    FROM jsonb_array_elements_text(trace.candidates -> 'keys') WITH ORDINALITY AS reason(key, at),
         jsonb_array_elements(trace.candidates -> 'rows') AS candidate(row)
    WHERE reason.key = 'reason'
      AND jsonb_typeof(candidate.row -> (reason.at - 1)::int) = 'string'
    ORDER BY 1
)
WHERE trace.candidates ->> 'format' = %s
"""


def _unfit(trace_id: Any, why: str) -> ValueError:
    return ValueError(f"trace {trace_id}: its candidates do not fit the columns ({why})")


def _leg_cells(trace_id: Any, legs: Any, names: list[str]) -> list[Any]:
    if not isinstance(legs, dict) or list(legs) != names:
        raise _unfit(trace_id, "the legs differ")
    cells: list[Any] = []
    for hit in legs.values():
        if hit is not None and (not isinstance(hit, dict) or list(hit) != ["rank", "score"]):
            raise _unfit(trace_id, "a leg entry is not {rank, score} or null")
        cells.append(None if hit is None else [hit["rank"], hit["score"]])
    return cells


def packed(trace_id: Any, candidates: list[Any]) -> dict[str, Any]:
    """The packed form of one old trace's list of candidate objects."""
    if not candidates:
        return {"format": FORMAT, "keys": [], "legs": [], "rows": []}
    if not all(isinstance(candidate, dict) for candidate in candidates):
        raise _unfit(trace_id, "a candidate is not an object")
    keys = list(candidates[0])
    legs = candidates[0].get("legs")
    names = list(legs) if "legs" in keys and isinstance(legs, dict) else []
    rows = []
    for candidate in candidates:
        if list(candidate) != keys:
            raise _unfit(trace_id, "the keys differ")
        rows.append(
            [
                _leg_cells(trace_id, value, names) if key == "legs" else value
                for key, value in candidate.items()
            ]
        )
    return {"format": FORMAT, "keys": keys, "legs": names, "rows": rows}


def pack_old_traces(apps: Any, schema_editor: Any) -> None:
    with schema_editor.connection.cursor() as cursor:
        while True:
            # Each batch packs what the last one matched, so the loop ends when none is left.
            cursor.execute(
                "SELECT id, candidates::text FROM memoryapp_contexttrace "
                "WHERE jsonb_typeof(candidates) = 'array' ORDER BY id LIMIT %s",
                [BATCH],
            )
            old = cursor.fetchall()
            if not old:
                break
            for trace_id, text in old:
                cursor.execute(
                    "UPDATE memoryapp_contexttrace SET candidates = %s::jsonb WHERE id = %s",
                    [json.dumps(packed(trace_id, json.loads(text))), trace_id],
                )
        cursor.execute(FILL_REASON_CODES, [FORMAT])


class Migration(migrations.Migration):
    dependencies = [("memoryapp", "0018_token_attribution")]

    operations = [
        migrations.AddField(
            model_name="contexttrace",
            name="reason_codes",
            field=memoryapp.models.ReasonCodesField(
                base_field=models.TextField(), blank=True, default=list, size=None
            ),
        ),
        # Reversing leaves the traces packed: the code before this migration reads both forms.
        migrations.RunPython(pack_old_traces, migrations.RunPython.noop),
    ]
