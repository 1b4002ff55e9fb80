"""Every reason code is spelt once, as a constant of ``memoryapp/domain/``: product code outside
the domain names a code only through that constant, never as a string of its own.

The families (``policy``, ``dedup``, ``loop``, ...) are read from the domain's own constants, so a
family the domain adds is covered without touching this test. Docstrings are prose, not codes.
"""

from __future__ import annotations

import ast
import importlib
import pkgutil
import re
from collections.abc import Iterator
from pathlib import Path

import memoryapp.domain

ROOT = Path(__file__).resolve().parents[1]
PRODUCT = ("memoryapp", "review", "config", "clients", "bench")
DOMAIN = ROOT / "memoryapp" / "domain"
CODE = re.compile(r"[a-z]+(\.[a-z_]+)+")

# Strings that share a family's first word but are no reason code.
NOT_CODES = {
    "review.urls",  # the review app's URL module
    "review.json",  # a bench's default output file
    "review.project_id",  # session keys of the owner's pages
    "review.undo",
}


def domain_codes() -> set[str]:
    """Every module-level constant of the domain whose value is shaped like a reason code."""
    codes = set()
    for module in pkgutil.walk_packages(memoryapp.domain.__path__, "memoryapp.domain."):
        for name, value in vars(importlib.import_module(module.name)).items():
            if name.isupper() and isinstance(value, str) and CODE.fullmatch(value):
                codes.add(value)
    return codes


def families() -> set[str]:
    return {code.split(".")[0] for code in domain_codes()}


def product_modules() -> Iterator[Path]:
    for top in PRODUCT:
        for path in sorted((ROOT / top).rglob("*.py")):
            parts = set(path.relative_to(ROOT).parts)
            if not parts & {"migrations", "node_modules"} and DOMAIN not in path.parents:
                yield path


def docstrings(tree: ast.AST) -> set[int]:
    """The ids of the docstring nodes of ``tree``'s module, classes and functions."""
    found = set()
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
            and node.body
        ):
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def spelt_codes(source: str, shape: re.Pattern[str]) -> list[tuple[int, str]]:
    """(line, text) of every string constant of ``source`` shaped like a code, docstrings
    skipped; an f-string's literal head ("supersession.{kind}") counts too."""
    tree = ast.parse(source)
    skip = docstrings(tree)
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in skip
        and shape.fullmatch(node.value)
        and node.value not in NOT_CODES
    ]


def code_shape() -> re.Pattern[str]:
    alternatives = "|".join(sorted(map(re.escape, families())))
    return re.compile(rf"(?:{alternatives})\.[a-z_.]*")


def test_the_domain_defines_the_families() -> None:
    assert {"policy", "dedup", "temporal", "selected", "standing", "loop", "route"} <= families()


def test_no_reason_code_is_spelt_outside_the_domain() -> None:
    shape = code_shape()
    found = [
        f"{path.relative_to(ROOT)}:{line}: {text!r}"
        for path in product_modules()
        for line, text in spelt_codes(path.read_text(), shape)
    ]
    assert found == []


def domain_definitions() -> Iterator[tuple[str, str]]:
    """("path:line", value) of every code-shaped string of the domain, docstrings skipped; a
    module-level constant's value is marked "=" after its place."""
    shape = code_shape()
    for path in sorted(DOMAIN.rglob("*.py")):
        tree = ast.parse(path.read_text())
        skip = docstrings(tree)
        constants = {
            id(node.value)
            for node in tree.body
            if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None
        }
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and id(node) not in skip
                and shape.fullmatch(node.value)
            ):
                mark = "=" if id(node) in constants else ""
                yield f"{path.relative_to(ROOT)}:{node.lineno}{mark}", node.value


def test_the_domain_spells_each_code_once_as_a_constant() -> None:
    places: dict[str, list[str]] = {}
    for place, code in domain_definitions():
        places.setdefault(code, []).append(place)
    twice = {code: where for code, where in places.items() if len(where) > 1}
    inline = {code: where for code, where in places.items() if not where[0].endswith("=")}
    assert (twice, inline) == ({}, {})


def test_the_check_finds_a_spelt_code_and_skips_prose() -> None:
    source = '''
"""Module prose naming policy.explicit."""
def f():
    """policy.explicit, in a docstring."""
    # policy.explicit, in a comment
    return ["policy.explicit", f"supersession.{f}", "plain text", "e.g."]
'''
    assert [text for _, text in spelt_codes(source, code_shape())] == [
        "policy.explicit",
        "supersession.",
    ]
