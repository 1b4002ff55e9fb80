"""``python -m memory_client.hooks``: the same as ``memory-hook``."""

import sys

from memory_client.hooks.command import main

sys.exit(main())
