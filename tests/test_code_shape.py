"""The code's shape, checked: a module stays under 600 lines and a function fits on a screen
(60 lines) in product code (the apps, the configuration, the clients and the benchmarks).
A function is measured from its ``def`` line to its last line, docstring included.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PRODUCT = ("memoryapp", "review", "config", "clients", "bench")
MAX_MODULE_LINES = 600
MAX_FUNCTION_LINES = 60


def product_modules() -> Iterator[Path]:
    for top in PRODUCT:
        for path in sorted((ROOT / top).rglob("*.py")):
            parts = set(path.relative_to(ROOT).parts)
            if not parts & {"migrations", "node_modules"}:
                yield path


def long_functions() -> set[str]:
    found = set()
    for path in product_modules():
        for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                assert node.end_lineno is not None
                if node.end_lineno - node.lineno + 1 > MAX_FUNCTION_LINES:
                    found.add(f"{path.relative_to(ROOT)}::{node.name}")
    return found


def test_no_module_is_over_600_lines() -> None:
    long = {
        str(path.relative_to(ROOT)): lines
        for path in product_modules()
        if (lines := len(path.read_text().splitlines())) > MAX_MODULE_LINES
    }
    assert long == {}


def test_no_function_is_over_60_lines() -> None:
    assert long_functions() == set()
