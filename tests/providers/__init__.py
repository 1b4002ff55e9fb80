"""Tests of the embedding providers (no database)."""
