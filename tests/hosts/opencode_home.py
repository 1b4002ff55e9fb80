"""An OpenCode home that works offline: its own HOME and XDG folders, a config pointing at a
stand-in model, and the plugin dependency already installed where OpenCode installs it.

With a plugin configured, OpenCode 1.18.33 runs npm's Arborist at start in ``~/.config/opencode``
(and in ``<project>/.opencode`` when that folder exists) to install ``@opencode-ai/plugin``; with
no registry that stalls about 71 s, and a ``node_modules`` symlink does not satisfy it (Arborist
removes the link and installs again). A real copy of the package and its dependencies, with the
``package-lock.json`` npm would have written, does: :func:`install_plugin_dependency` builds it
from the pinned ``tests/hosts`` install, without the network.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

HOSTS = Path(__file__).resolve().parent
NODE_MODULES = HOSTS / "node_modules"
OPENCODE = NODE_MODULES / ".bin" / "opencode"
PLUGIN_PACKAGE = "@opencode-ai/plugin"
PLUGIN = HOSTS.parent.parent / "clients" / "opencode" / "src" / "index.ts"


def _closure(packages: dict[str, Any], name: str) -> list[str]:
    """The lock's ``node_modules/...`` keys of ``name`` and everything it depends on (npm's
    hoisted layout: every package of this tree sits at the top level)."""
    seen: list[str] = []
    todo = [name]
    while todo:
        key = f"node_modules/{todo.pop()}"
        if key in seen or key not in packages:
            continue
        seen.append(key)
        entry = packages[key]
        todo.extend(entry.get("dependencies", {}))
        todo.extend(entry.get("optionalDependencies", {}))
    return sorted(seen)


def install_plugin_dependency(folder: Path) -> None:
    """``folder`` (``~/.config/opencode`` or ``<project>/.opencode``) as ``npm install
    @opencode-ai/plugin@<pinned>`` leaves it, copied from ``tests/hosts``."""
    lock = json.loads((HOSTS / "package-lock.json").read_text())
    packages: dict[str, Any] = lock["packages"]
    version = packages[f"node_modules/{PLUGIN_PACKAGE}"]["version"]
    keys = _closure(packages, PLUGIN_PACKAGE)
    folder.mkdir(parents=True, exist_ok=True)
    root = {"dependencies": {PLUGIN_PACKAGE: version}}
    (folder / "package.json").write_text(json.dumps(root, indent=2) + "\n")
    entries = {key: packages[key] for key in keys}
    written = {
        "name": "opencode",
        "lockfileVersion": 3,
        "requires": True,
        "packages": {"": root, **entries},
    }
    (folder / "package-lock.json").write_text(json.dumps(written, indent=2) + "\n")
    for key in keys:
        source = HOSTS / key
        if source.is_dir():  # platform packages of other systems are not installed
            shutil.copytree(source, folder / key, symlinks=True, dirs_exist_ok=True)
    hidden = {
        "name": "opencode",
        "lockfileVersion": 3,
        "requires": True,
        "packages": {k: v for k, v in entries.items() if (HOSTS / k).is_dir()},
    }
    (folder / "node_modules" / ".package-lock.json").write_text(json.dumps(hidden, indent=2) + "\n")


def opencode_env(home: Path, base: dict[str, str]) -> dict[str, str]:
    """The environment of an offline OpenCode with ``home`` as its HOME and XDG folders."""
    env = dict(base)
    env.update(
        {
            "HOME": str(home),
            "XDG_CONFIG_HOME": str(home / ".config"),
            "XDG_DATA_HOME": str(home / ".local" / "share"),
            "XDG_CACHE_HOME": str(home / ".cache"),
            "XDG_STATE_HOME": str(home / ".local" / "state"),
            "OPENCODE_DISABLE_MODELS_FETCH": "1",
            "OPENCODE_DISABLE_AUTOUPDATE": "1",
            # Nothing reaches a registry: a stall here is a test failure, not a slow download.
            "NPM_CONFIG_REGISTRY": "http://127.0.0.1:9/",
            "npm_config_registry": "http://127.0.0.1:9/",
        }
    )
    return env


def opencode_config(model_url: str, plugin: list[Any] | None) -> dict[str, Any]:
    """``opencode.json``: one custom provider (the stand-in model) for the model and the small
    model (titles), nothing shared, no update."""
    config: dict[str, Any] = {
        "$schema": "https://opencode.ai/config.json",
        "autoupdate": False,
        "share": "disabled",
        "provider": {
            "standin": {
                "npm": "@ai-sdk/openai-compatible",
                "name": "Stand-in",
                "options": {"baseURL": model_url, "apiKey": "stand-in"},
                "models": {"stand-in": {"name": "Stand-in", "tool_call": True}},
            }
        },
        "model": "standin/stand-in",
        "small_model": "standin/stand-in",
    }
    if plugin is not None:
        config["plugin"] = plugin
    return config
