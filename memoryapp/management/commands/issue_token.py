"""Create an API token (and the project, if new); the token is the last line printed."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from memoryapp.errors import Conflict, InvalidInput
from memoryapp.services.tokens import project_ensure, token_allow_ingest, token_issue


class Command(BaseCommand):
    help = "Issue a bearer token bound to one project and one role."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--project", required=True, help="project slug (created if missing)")
        parser.add_argument("--role", required=True, choices=["agent", "owner"])
        parser.add_argument("--name", default="", help="a label to tell tokens apart")
        parser.add_argument(
            "--may-ingest",
            action="store_true",
            help="an agent token may ingest documents (the hooks' session-start ingest)",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            project = project_ensure(slug=options["project"])
            issued = token_issue(project=project, role=options["role"], name=options["name"])
            if options["may_ingest"]:
                token_allow_ingest(project=project, token_id=issued.token.id, allowed=True)
        except (InvalidInput, Conflict) as error:
            raise CommandError(error.message) from error
        self.stderr.write(
            f"Token #{issued.token.id} for project '{project.slug}' (role {issued.token.role}); "
            "it is shown only once:"
        )
        self.stdout.write(issued.secret)
