"""Run the evaluation suite under the memory conditions N0..N5 (docs/evaluation.md).

Each scenario is loaded into a new project of the database the command runs against; run it
in a throwaway one with ``make evaluate`` (or ``bench/evaluate.py``), which start an ephemeral
embedded PostgreSQL and Redis for it.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from memoryapp.evaluation.conditions import BY_NAME, conditions_named
from memoryapp.evaluation.reader import Reader, ReaderUnavailable, reader_from_settings
from memoryapp.evaluation.report import plot, table
from memoryapp.evaluation.run import evaluation_run
from memoryapp.evaluation.scenarios import ScenarioError, read_suite


class Command(BaseCommand):
    help = "Evaluate memory by intervention: the suite's tasks under each memory condition."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--suite", required=True, type=Path, help="e.g. eval/scenarios")
        parser.add_argument(
            "--conditions",
            default=",".join(BY_NAME),
            help=f"comma-separated, from {','.join(BY_NAME)} (default: all)",
        )
        parser.add_argument("--reader", choices=("none", "openai"), default="none")
        parser.add_argument(
            "--judge", action="store_true", help="also ask the reader's model to judge answers"
        )
        parser.add_argument("--json", type=Path, dest="json_out", help="write the report here")
        parser.add_argument("--plot", type=Path, help="write a PNG of the conditions here")
        parser.add_argument(
            "--slug-prefix",
            default="",
            help="prefix of the projects created (default: eval-<UTC time>)",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            conditions = conditions_named(
                [name.strip() for name in options["conditions"].split(",") if name.strip()]
            )
            scenarios = read_suite(options["suite"])
        except (ValueError, ScenarioError) as error:
            raise CommandError(str(error)) from None
        if not scenarios:
            raise CommandError(f"no scenarios under {options['suite']} (<family>/<id>.json)")
        if options["judge"] and options["reader"] != "openai":
            raise CommandError("--judge needs --reader openai")
        reader: Reader | None = None
        if options["reader"] == "openai":
            try:
                reader = reader_from_settings(settings, judge=options["judge"])
            except (ReaderUnavailable, ValueError) as error:
                raise CommandError(str(error)) from None
        prefix = options["slug_prefix"] or "eval-" + datetime.now(UTC).strftime("%Y%m%d%H%M%S")
        self.stdout.write(
            f"{len(scenarios)} scenarios, {sum(len(s.tasks) for s in scenarios)} tasks, "
            f"conditions {', '.join(c.name for c in conditions)}, reader "
            f"{reader.name if reader else 'none'}; projects {prefix}-NNN"
        )
        report = evaluation_run(
            scenarios=scenarios,
            conditions=conditions,
            slug_prefix=prefix,
            reader=reader,
            progress=lambda line: self.stdout.write(line, ending="\n"),
        )
        self.stdout.write(table(report["conditions"]))
        for step, moved in report["changes"].items():
            self.stdout.write(f"{step}: " + ", ".join(f"{k} {v}" for k, v in moved.items()))
        for pair, tasks in report["frames"].items():
            repaired, lost = (", ".join(tasks[key]) or "none" for key in ("repaired", "lost"))
            self.stdout.write(
                f"frames {pair} over {tasks['tasks']} tasks: repaired {repaired}; lost {lost}"
            )
        if not report["suite"]["frames_setting"]:
            self.stdout.write("MEMORY_FRAMES is off: frames were only recorded, never applied")
        if reader is None:
            self.stdout.write("reader: not run (--reader openai to score answers)")
        else:
            for name, answers in report["answers"].items():
                self.stdout.write(f"reader {name}: {answers}")
        if options["json_out"]:
            options["json_out"].write_text(json.dumps(report, indent=2) + "\n")
            self.stdout.write(f"wrote {options['json_out']}")
        if options["plot"]:
            plot(report, options["plot"])
            self.stdout.write(f"wrote {options['plot']}")
        self.stdout.write(self.style.SUCCESS(f"done in {report['seconds']} s"))
