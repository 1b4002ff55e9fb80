"""The client's ingest on a stand-in transport: how a folder is read and cut into requests the
server's schema takes (the last one complete, listing every path), how the answers add up, and
the ``memory-client`` command's exits. Against the real server: tests/live/test_client_ingest.py."""

from __future__ import annotations

import asyncio
import base64
import json
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import httpx
import pytest
from django.conf import settings
from memory_client import AsyncMemoryClient, InvalidInput, MemoryClient, RetryPolicy, cli, folder
from memory_client import _ingest as ingest

from bench.common import PROJECT_ROOT
from memoryapp.domain import documents
from memoryapp.operations.source_schemas import MAX_FILES_PER_CALL, IngestIn
from memoryapp.services import source_folder

ANSWER = {
    "id": "00000000-0000-0000-0000-000000000001",
    "state": "done",
    "root": "r",
    "commit": "",
    "files_read": 0,
    "counts": {},
    "notes": [],
    "started_at": "2026-03-01T09:00:00Z",
    "finished_at": "2026-03-01T09:00:01Z",
}


def test_the_reader_speaks_the_servers_codes_and_defaults() -> None:
    assert folder.DEFAULT_GLOBS == documents.DEFAULT_GLOBS
    # The service reports each reason the reader skips a file for as a code of its domain.
    assert {reason: code.split(".", 1)[1] for reason, code in source_folder.REASONS.items()} == {
        reason: reason.value for reason in folder.Skipped
    }
    assert set(source_folder.REASONS.values()) <= {
        documents.DOCUMENT_OUTSIDE_ROOT,
        documents.DOCUMENT_UNREADABLE,
        documents.DOCUMENT_UNSUPPORTED_NAME,
    }
    assert folder.DEFAULT_MAX_FILES == settings.MEMORY_INGEST_MAX_FILES
    assert folder.DEFAULT_MAX_FILE_BYTES == settings.MEMORY_INGEST_MAX_FILE_BYTES
    assert ingest.MAX_FILES_PER_REQUEST == MAX_FILES_PER_CALL
    assert ingest.MAX_INGEST_BYTES < settings.MEMORY_API_MAX_BODY_BYTES


def test_the_opencode_plugin_ingests_with_the_same_default_globs() -> None:
    source = (PROJECT_ROOT / "clients/opencode/src/settings.ts").read_text()
    declared = re.search(r"DEFAULT_INGEST_GLOBS = \[([^\]]*)\]", source)
    assert declared is not None
    assert tuple(re.findall(r'"([^"]+)"', declared.group(1))) == documents.DEFAULT_GLOBS


def write(root: Path, files: Mapping[str, str | bytes]) -> Path:
    for name, content in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content)
    return root


def bodies(root: Path, **options: Any) -> list[dict[str, Any]]:
    plan = ingest.plan(folder.read_folder(root), root="r", globs=folder.DEFAULT_GLOBS, **options)
    # Every request is one the server's schema takes, and fits its body limit.
    for body in plan.bodies:
        IngestIn.model_validate(body)
        assert len(json.dumps(body).encode()) < settings.MEMORY_API_MAX_BODY_BYTES
    return list(plan.bodies)


def test_a_folder_goes_in_batches_and_only_the_last_is_complete_with_every_path(
    tmp_path: Path,
) -> None:
    write(tmp_path, {f"d{n}.md": f"# D{n}\n\ntext {n}\n" for n in range(5)} | {"x.py": "no"})
    sent = bodies(tmp_path, max_files=2)
    assert [[f["path"] for f in body["files"]] for body in sent] == [
        ["d0.md", "d1.md"],
        ["d2.md", "d3.md"],
        ["d4.md"],
    ]
    assert [body["complete"] for body in sent] == [False, False, True]
    assert "present" not in sent[0] and "present" not in sent[1]
    assert sent[-1]["present"] == [f"d{n}.md" for n in range(5)]
    assert all(body["globs"] == list(folder.DEFAULT_GLOBS) for body in sent)
    assert sent[0]["files"][0]["content"] == "# D0\n\ntext 0\n"
    assert sent[0]["files"][0]["modified_at"].endswith("+00:00")


def test_a_partial_ingest_lists_nothing_as_present(tmp_path: Path) -> None:
    write(tmp_path, {"a.md": "a", "b.md": "b"})
    sent = bodies(tmp_path, max_files=1, complete=False)
    assert [body["complete"] for body in sent] == [False, False]
    assert not any("present" in body for body in sent)


def test_a_name_the_service_cannot_cite_is_skipped_not_sent_and_not_present(
    tmp_path: Path,
) -> None:
    write(tmp_path, {"c#-notes.md": "# C#\n\nnotes\n", "back\\slash.md": "x", "ok.md": "ok"})
    read = folder.read_folder(tmp_path)
    assert [f.path for f in read.files] == ["ok.md"]
    assert sorted((n.path, n.reason) for n in read.notes) == [
        ("back\\slash.md", folder.Skipped.UNSUPPORTED_NAME),
        ("c#-notes.md", folder.Skipped.UNSUPPORTED_NAME),
    ]
    assert bodies(tmp_path)[-1]["present"] == ["ok.md"]


def test_requests_keep_to_the_byte_budget(tmp_path: Path) -> None:
    write(tmp_path, {f"big{n}.md": "word " * 50_000 for n in range(4)})
    sent = bodies(tmp_path, max_bytes=600_000)
    assert [len(body["files"]) for body in sent] == [2, 2]
    assert all(len(json.dumps(body).encode()) <= 600_000 for body in sent)


def test_an_empty_folder_is_still_one_complete_request(tmp_path: Path) -> None:
    assert bodies(tmp_path) == [
        {"root": "r", "globs": list(folder.DEFAULT_GLOBS), "files": [], "complete": True}
        | {"present": []}
    ]


def test_a_long_listing_of_present_paths_gets_a_request_of_its_own() -> None:
    entries = [{"path": f"f{n}.md", "content": "x" * 100} for n in range(3)]
    assert [len(b) for b in ingest.file_batches(entries, max_files=10, max_bytes=400)] == [3]
    split = ingest.file_batches(entries, max_files=10, max_bytes=400, reserved=100)
    assert [len(b) for b in split] == [3, 0]


def test_bytes_that_are_not_utf8_or_escape_badly_go_as_base64(tmp_path: Path) -> None:
    latin = "Café au lait\n".encode("latin-1")
    utf16 = "Notes in UTF-16\n".encode("utf-16")
    write(tmp_path, {"latin.txt": latin, "wide.txt": utf16, "plain.txt": "é ok\n", "e.txt": ""})
    files = {f["path"]: f for f in bodies(tmp_path)[0]["files"]}
    assert base64.b64decode(files["latin.txt"]["content_base64"]) == latin
    assert base64.b64decode(files["wide.txt"]["content_base64"]) == utf16
    assert files["plain.txt"]["content"] == "é ok\n"
    assert files["e.txt"]["content"] == ""


def test_the_reader_refuses_too_many_files_and_notes_a_link_leaving_the_root(
    tmp_path: Path,
) -> None:
    root = write(tmp_path / "root", {"a.md": "a", "b.md": "b"})
    (tmp_path / "secret.md").write_text("secret")
    (root / "leak.md").symlink_to(tmp_path / "secret.md")
    read = folder.read_folder(root)
    assert [f.path for f in read.files] == ["a.md", "b.md"]
    assert read.notes == (folder.FolderNote("leak.md", folder.Skipped.OUTSIDE_ROOT),)
    assert read.present == ["a.md", "b.md", "leak.md"]
    with pytest.raises(InvalidInput, match="3 files match, more than the 2") as refused:
        folder.read_folder(root, max_files=2)
    assert refused.value.details == {"field": "path", "files": 3, "limit": 2}


class StandIn:
    """Answers each POST /sources with counts by request number, and records the bodies."""

    def __init__(self, counts: list[dict[str, int]]) -> None:
        self.counts = counts
        self.seen: list[dict[str, Any]] = []
        self.capped = documents.DOCUMENT_CAPPED

    def __call__(self, request: httpx.Request) -> httpx.Response:
        assert (request.method, request.url.path) == ("POST", "/api/v1/sources")
        body = json.loads(request.content)
        self.seen.append(body)
        number = len(self.seen)
        notes = [{"path": "a.md", "reason": self.capped}] if number == 1 else []
        answer = ANSWER | {
            "id": f"00000000-0000-0000-0000-00000000000{number}",
            "files_read": len(body["files"]),
            "counts": self.counts[number - 1],
            "notes": notes,
        }
        return httpx.Response(200, json=answer)


def test_the_client_adds_up_the_answers_of_its_requests(tmp_path: Path) -> None:
    root = write(tmp_path / "root", {"a.md": "a", "b.md": "b", "c.md": "c"})
    (tmp_path / "outside.md").write_text("outside")
    (root / "leak.md").symlink_to(tmp_path / "outside.md")
    stand_in = StandIn([{"unchanged": 2}, {"added": 1, "removed": 2}])
    transport = httpx.MockTransport(stand_in)
    with MemoryClient("http://memory.test", "t", transport=transport) as client:
        result = client.ingest(root, root="docs", batch_files=2)
    assert [body["root"] for body in stand_in.seen] == ["docs", "docs"]
    assert result.counts == {"added": 1, "removed": 2, "unchanged": 2}
    assert (result.written, result.files_read, result.requests) == (3, 3, 2)
    assert [str(i) for i in result.ingest_ids] == ["00000000-0000-0000-0000-000000000002"]
    assert [(n.path, n.reason) for n in result.skipped] == [("leak.md", "outside_root")]
    assert [(n.path, n.reason) for n in result.notes] == [("a.md", stand_in.capped)]


def test_an_ingest_request_waits_minutes_for_its_answer_and_other_calls_do_not(
    tmp_path: Path,
) -> None:
    # A request answered late must not be sent again while the server is still writing it.
    root = write(tmp_path, {"a.md": "a"})
    stand_in = StandIn([{"added": 1}])
    timeouts: list[float] = []

    def answer(request: httpx.Request) -> httpx.Response:
        timeouts.append(request.extensions["timeout"]["read"])
        if request.url.path.endswith("/sources"):
            return stand_in(request)
        return httpx.Response(200, json={"items": []})

    transport = httpx.MockTransport(answer)
    with MemoryClient("http://memory.test", "t", timeout=5, transport=transport) as client:
        client.ingest(root)
        client.trusted_paths()
    assert timeouts == [ingest.INGEST_TIMEOUT, 5]


def test_the_async_client_sends_the_same_requests(tmp_path: Path) -> None:
    root = write(tmp_path, {"a.md": "a", "b.md": "b"})
    stand_in = StandIn([{"unchanged": 1}, {"unchanged": 1}])

    async def run() -> Any:
        transport = httpx.MockTransport(stand_in)
        async with AsyncMemoryClient("http://memory.test", "t", transport=transport) as client:
            return await client.ingest(root, batch_files=1)

    result = asyncio.run(run())
    assert result.written == 0 and result.ingest_ids == ()
    assert [body["complete"] for body in stand_in.seen] == [False, True]
    assert stand_in.seen[-1]["root"] == str(root.resolve())


def test_trusted_paths_are_owner_calls(tmp_path: Path) -> None:
    seen: list[httpx.Request] = []
    rule = {"prefix": "docs/adr", "created_at": "2026-03-01T09:00:00Z", "actor_label": "o"}

    def answer(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        if request.method == "GET":
            return httpx.Response(200, json={"items": [rule]})
        return httpx.Response(200, json=rule)

    retry = RetryPolicy(attempts=1)
    transport = httpx.MockTransport(answer)
    with MemoryClient("http://memory.test", "t", transport=transport, retry=retry) as client:
        assert client.trust_path("docs/adr/").prefix == "docs/adr"
        assert client.untrust_path("docs/adr").actor_label == "o"
        assert [r.prefix for r in client.trusted_paths().items] == ["docs/adr"]
    assert [(r.method, r.url.path) for r in seen] == [
        ("POST", "/api/v1/sources/trusted"),
        ("POST", "/api/v1/sources/untrusted"),
        ("GET", "/api/v1/sources/trusted"),
    ]
    assert json.loads(seen[0].content) == {"prefix": "docs/adr/"}


def test_the_command_exits_2_without_a_token_and_1_on_a_refusal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("MEMORY_TOKEN", raising=False)
    assert cli.main(["ingest", str(tmp_path)]) == 2
    assert "set MEMORY_TOKEN" in capsys.readouterr().err
    monkeypatch.setenv("MEMORY_TOKEN", "t")
    assert cli.main(["ingest", str(tmp_path / "nowhere")]) == 1
    assert "invalid_input: " in (err := capsys.readouterr().err) and "is not a folder" in err
    with pytest.raises(SystemExit) as usage:
        cli.main(["ingest"])
    assert usage.value.code == 2
