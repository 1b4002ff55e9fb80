"""Re-embed a project's memories with the configured model (after a model change).

Rows embedded by another model keep that vector until their turn comes and are never compared
with the new one: similarity queries filter on ``embedding_model``. The HNSW index for the
configured model is created first if it is missing.
"""

from __future__ import annotations

import time
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from memoryapp.db.vector_index import ensure_vector_index
from memoryapp.models import Memory, Project
from memoryapp.providers.embeddings import EmbeddingError
from memoryapp.services.embeddings import memory_embed_batch


class Command(BaseCommand):
    help = "Embed every memory of a project that lacks a vector from the configured model."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--project", required=True, help="project slug")
        parser.add_argument("--all", action="store_true", help="re-embed even current vectors")
        parser.add_argument("--batch", type=int, default=64)

    def handle(self, *args: Any, **options: Any) -> None:
        if settings.MEMORY_EMBEDDINGS == "none":
            raise CommandError("MEMORY_EMBEDDINGS=none: there is no model to embed with")
        project = Project.objects.filter(slug=options["project"]).first()
        if project is None:
            raise CommandError(f"no project {options['project']!r}")
        index = ensure_vector_index()
        model = settings.MEMORY_EMBEDDINGS_MODEL
        rows = Memory.objects.filter(project=project)
        if not options["all"]:
            rows = rows.exclude(embedding_model=model)
        ids = list(rows.order_by("recorded_at").values_list("id", flat=True))
        self.stdout.write(
            f"{len(ids)} memories of '{project.slug}' to embed with {model} ({index})"
        )
        started, done = time.monotonic(), 0
        batch = max(1, options["batch"])
        for start in range(0, len(ids), batch):
            try:
                done += memory_embed_batch(
                    memory_ids=ids[start : start + batch], force=options["all"]
                )
            except EmbeddingError as error:
                raise CommandError(f"after {done} memories: {error}") from error
            elapsed = time.monotonic() - started
            self.stdout.write(
                f"  {min(start + batch, len(ids))}/{len(ids)} "
                f"({done / elapsed if elapsed else 0:.0f}/s)"
            )
        self.stdout.write(self.style.SUCCESS(f"Embedded {done} memories."))
