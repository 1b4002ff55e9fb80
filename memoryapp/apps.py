from django.apps import AppConfig
from django.db.models.signals import post_migrate


class MemoryAppConfig(AppConfig):
    name = "memoryapp"
    verbose_name = "Memory"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from memoryapp.vector_index import ensure_vector_index_after_migrate

        post_migrate.connect(ensure_vector_index_after_migrate, sender=self)
