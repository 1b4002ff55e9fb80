"""Ingest a folder's or repository's documents into a project (docs/ingestion.md)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from memoryapp.domain.documents import DEFAULT_GLOBS
from memoryapp.errors import ServiceError
from memoryapp.operations.sources import ingest_folder
from memoryapp.services.tokens import project_ensure


class Command(BaseCommand):
    help = "Ingest the text documents of a folder or repository as the project's memories."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("path", help="the folder or repository to read")
        parser.add_argument("--project", required=True, help="project slug (created if missing)")
        parser.add_argument(
            "--glob",
            action="append",
            dest="globs",
            help=f"a .gitignore-style pattern of files to read (repeatable; default: "
            f"{' '.join(DEFAULT_GLOBS)})",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            project = project_ensure(slug=options["project"])
            outcome = ingest_folder(
                project=project,
                root=Path(options["path"]),
                globs=options["globs"] or DEFAULT_GLOBS,
                label="manage.py ingest",
            )
        except ServiceError as error:
            raise CommandError(error.message) from error
        self.stdout.write(json.dumps(outcome.model_dump(mode="json"), indent=2))
