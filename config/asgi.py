"""ASGI entry point (the shipped server is WSGI: ``config.wsgi``)."""

import os

from django.conf import settings
from django.core.asgi import get_asgi_application

from config.serving import check_secret_key

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
application = get_asgi_application()
check_secret_key(debug=settings.DEBUG, from_environment=settings.SECRET_KEY_FROM_ENVIRONMENT)
