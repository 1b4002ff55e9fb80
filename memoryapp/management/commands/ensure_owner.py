"""Make sure the owner account exists (``make run`` calls this on every start)."""

from __future__ import annotations

import os
import secrets
from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand
from django.db import transaction


class Command(BaseCommand):
    help = "Create the owner account if missing; MEMORY_OWNER_PASSWORD sets its password."

    @transaction.atomic
    def handle(self, *args: Any, **options: Any) -> None:
        username = settings.MEMORY_OWNER_USERNAME
        password = os.environ.get("MEMORY_OWNER_PASSWORD") or ""
        user_model = get_user_model()
        user = user_model.objects.select_for_update().filter(username=username).first()
        if user is None:
            generated = not password
            password = password or secrets.token_urlsafe(12)
            user_model.objects.create_superuser(username=username, email="", password=password)
            if generated:
                # Printed exactly once: the account exists from now on and keeps this password.
                self.stdout.write(
                    self.style.WARNING(
                        f"Created the owner account '{username}' with password: {password}\n"
                        "Keep it now; it is not shown again (set MEMORY_OWNER_PASSWORD to choose)."
                    )
                )
            else:
                self.stdout.write(f"Created the owner account '{username}'.")
            return
        if password and not user.check_password(password):
            user.set_password(password)
            user.save(update_fields=["password"])
            self.stdout.write(
                f"Owner account '{username}': password set from MEMORY_OWNER_PASSWORD."
            )
        else:
            self.stdout.write(f"Owner account '{username}' exists.")
