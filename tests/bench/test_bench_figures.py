"""The benchmarks' percentiles: the figures quoted in docs/benchmarks.md come from here."""

from __future__ import annotations

import math

import numpy as np
import pytest

from bench.common import latency_summary, percentile


@pytest.mark.parametrize("count", [1, 2, 3, 10, 101])
@pytest.mark.parametrize("p", [0, 50, 95, 99, 100])
def test_a_percentile_is_numpys_linear_interpolation(count: int, p: int) -> None:
    values = [((i * 7919) % 103) / 3 for i in range(count)]
    assert percentile(values, p) == pytest.approx(float(np.percentile(values, p)))


def test_no_values_have_no_percentile_and_a_summary_of_none() -> None:
    assert math.isnan(percentile([], 50))
    assert latency_summary([]) == {"n": 0}


def test_a_latency_summary_names_count_tail_mean_and_worst() -> None:
    summary = latency_summary([10.0, 20.0, 30.0, 40.0])
    assert summary == {"n": 4, "p50": 25.0, "p95": 38.5, "p99": 39.7, "mean": 25.0, "max": 40.0}
