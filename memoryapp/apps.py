from django.apps import AppConfig
from django.core.signals import setting_changed
from django.db.backends.signals import connection_created
from django.db.models.signals import post_migrate, pre_migrate


class MemoryAppConfig(AppConfig):
    name = "memoryapp"
    verbose_name = "Memory"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from memoryapp.db.pools import record_pool
        from memoryapp.db.vector_index import (
            ensure_vector_index_after_migrate,
            refuse_old_vector_before_migrate,
        )

        pre_migrate.connect(refuse_old_vector_before_migrate, sender=self)
        post_migrate.connect(ensure_vector_index_after_migrate, sender=self)
        setting_changed.connect(_reset_providers)
        connection_created.connect(record_pool, dispatch_uid="memoryapp.db.pools.record_pool")


def _reset_providers(*, setting: str, **_: object) -> None:
    # Tests (and override_settings) switch providers; the cached one must follow.
    if setting.startswith("MEMORY_EMBEDDINGS"):
        from memoryapp.providers import reset_embedding_provider

        reset_embedding_provider()
