"""Create an API token (and the project, if new); the token is the last line printed."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from memoryapp.errors import InvalidInput
from memoryapp.services.tokens import project_ensure, token_issue


class Command(BaseCommand):
    help = "Issue a bearer token bound to one project and one role."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--project", required=True, help="project slug (created if missing)")
        parser.add_argument("--role", required=True, choices=["agent", "owner"])
        parser.add_argument("--name", default="", help="a label to tell tokens apart")

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            project = project_ensure(slug=options["project"])
            issued = token_issue(project=project, role=options["role"], name=options["name"])
        except InvalidInput as error:
            raise CommandError(error.message) from error
        self.stderr.write(
            f"Token #{issued.token.id} for project '{project.slug}' (role {issued.token.role}); "
            "it is shown only once:"
        )
        self.stdout.write(issued.secret)
