"""WSGI entry point: gunicorn serves ``config.wsgi:application`` (see ``config/gunicorn.py``,
whose worker start-up hook tunes the process; importing this module changes nothing else)."""

import os

from django.conf import settings
from django.core.wsgi import get_wsgi_application

from config.serving import check_secret_key

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
application = get_wsgi_application()
check_secret_key(debug=settings.DEBUG, from_environment=settings.SECRET_KEY_FROM_ENVIRONMENT)
