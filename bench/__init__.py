"""Benchmarks: run from the project root, results under bench/results/."""
