"""``python -m config.embedded run|exec|urls|upgrade``."""

import sys

from config.embedded import main

sys.exit(main())
