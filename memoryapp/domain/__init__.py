"""The memory engine's pure rules: plain data in, decisions with stable reason codes out.

Nothing in this package may import Django or any other part of ``memoryapp``; the services
layer calls it, never the other way round, so every rule here is testable in milliseconds.
"""
