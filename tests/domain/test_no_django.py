"""The domain layer stays pure: no Django, and nothing from memoryapp outside the domain."""

from __future__ import annotations

import ast
from pathlib import Path

DOMAIN = Path(__file__).resolve().parents[2] / "memoryapp" / "domain"


def forbidden_imports(source: str, module: str) -> list[str]:
    """Imports in ``source`` (the module ``module``) that the domain may not make."""
    package = module.rsplit(".", 1)[0]
    bad: list[str] = []
    for node in ast.walk(ast.parse(source)):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                if node.level > len(parts):
                    bad.append("." * node.level + base)
                    continue
                parent = ".".join(parts[: len(parts) - node.level + 1])
                base = f"{parent}.{base}" if base else parent
            names = [base]
        for name in names:
            top = name.split(".")[0]
            if top == "django" or (
                top == "memoryapp"
                and name != "memoryapp.domain"
                and not name.startswith("memoryapp.domain.")
            ):
                bad.append(name)
    return bad


def test_domain_modules_import_neither_django_nor_the_rest_of_memoryapp():
    files = sorted(DOMAIN.rglob("*.py"))
    assert len(files) >= 6, files  # __init__, types, directives, secrets, policy, chains
    problems = {}
    for path in files:
        module = "memoryapp." + ".".join(path.relative_to(DOMAIN.parent).with_suffix("").parts)
        found = forbidden_imports(path.read_text(encoding="utf-8"), module)
        if found:
            problems[str(path)] = found
    assert problems == {}


def test_the_checker_catches_what_it_should():
    mod = "memoryapp.domain.policy"
    assert forbidden_imports("import django", mod) == ["django"]
    assert forbidden_imports("from django.db import models", mod) == ["django.db"]
    assert forbidden_imports("import memoryapp.models", mod) == ["memoryapp.models"]
    assert forbidden_imports("from memoryapp import selectors", mod) == ["memoryapp"]
    assert forbidden_imports("from .. import models", mod) == ["memoryapp"]
    assert forbidden_imports("from ..services import audit", mod) == ["memoryapp.services"]
    assert forbidden_imports("def f():\n    import django.conf\n", mod) == ["django.conf"]
    # Allowed: the standard library, the domain itself, relative imports inside it.
    assert forbidden_imports("import re\nfrom .types import Actor", mod) == []
    assert forbidden_imports("from memoryapp.domain.types import Actor", mod) == []
    assert forbidden_imports("import djangoish", mod) == []
