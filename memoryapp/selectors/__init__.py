"""Selectors: the engine's reads (memories and chains, tokens, export, sessions;
subjects and open loops). Services write; selectors only read."""
