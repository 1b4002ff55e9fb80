"""Harvest every captured turn that was never extracted (e.g. captured while extraction was off).

Runs the extraction in this process, turn by turn with progress lines, so it works whether or
not a Celery worker is up; the runs are the same idempotent rows the worker uses.
"""

from __future__ import annotations

import time
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from memoryapp.models import CanonicalEvent, ExtractionRun
from memoryapp.selectors.memories import extraction_enabled
from memoryapp.services.extraction import (
    TransientExtractionError,
    extraction_queue_turn,
    extraction_run,
)


class Command(BaseCommand):
    help = "Extract the turns that await extraction (all projects, or --project SLUG)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--project", help="only this project slug")

    def handle(self, *args: Any, **options: Any) -> None:
        if not extraction_enabled():
            raise CommandError("extraction is off: set MEMORY_LLM_URL (and MEMORY_LLM_MODEL)")
        turns = CanonicalEvent.objects.filter(turn_complete=True).exclude(
            extraction_state=CanonicalEvent.Extraction.DONE
        )
        if options["project"]:
            turns = turns.filter(project__slug=options["project"])
        ends = list(turns.select_related("project").order_by("id"))
        self.stdout.write(f"{len(ends)} turns await extraction")
        started, facts, dropped = time.monotonic(), 0, 0
        for number, end in enumerate(ends, start=1):
            run = extraction_queue_turn(project=end.project, turn_event=end)
            if run is None or run.state in (ExtractionRun.State.DONE, ExtractionRun.State.DROPPED):
                continue
            try:
                outcome = extraction_run(run_id=run.id)
            except TransientExtractionError as error:
                self.stdout.write(f"  turn {end.event_id}: will retry later ({error})")
                continue
            if outcome is not None:
                facts += outcome.facts
                dropped += outcome.state == ExtractionRun.State.DROPPED
            elapsed = time.monotonic() - started
            self.stdout.write(
                f"  {number}/{len(ends)} turns, {facts} memories proposed, {dropped} dropped "
                f"({number / elapsed * 60:.0f} turns/min)"
            )
        self.stdout.write(self.style.SUCCESS(f"Done: {facts} memories from {len(ends)} turns."))
