"""Revoke an API token by its id or by its secret."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from memoryapp.errors import NotFound
from memoryapp.models import ApiToken
from memoryapp.services.tokens import token_hash, token_revoke


class Command(BaseCommand):
    help = "Revoke an API token: --id N, or --token SECRET."

    def add_arguments(self, parser: CommandParser) -> None:
        group = parser.add_mutually_exclusive_group(required=True)
        group.add_argument("--id", type=int)
        group.add_argument("--token")

    def handle(self, *args: Any, **options: Any) -> None:
        token_id = options["id"]
        if options["token"]:
            found = ApiToken.objects.filter(token_hash=token_hash(options["token"])).first()
            if found is None:
                raise CommandError("no such token")
            token_id = found.id
        try:
            token = token_revoke(token_id=token_id)
        except NotFound as error:
            raise CommandError(error.message) from error
        self.stdout.write(f"Revoked token #{token.id} ({token}).")
