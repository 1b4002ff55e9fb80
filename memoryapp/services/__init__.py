"""The only writers of the memory engine. See each module for its rules."""
