"""``python -m memory_hook``: the same as ``memory-hook``."""

import sys

from memory_hook.command import main

sys.exit(main())
