"""Documents as memory: ingest files (the API, the MCP tool, the client) or a folder on the
server (``manage.py ingest``), and the owner's trusted paths. All of them are owner acts."""

from __future__ import annotations

import base64
import binascii
from collections.abc import Sequence
from pathlib import Path

from django.conf import settings
from ninja import Schema

from memoryapp.domain.documents import DEFAULT_GLOBS, TypeRule
from memoryapp.domain.types import MemoryType
from memoryapp.errors import Forbidden, InvalidInput
from memoryapp.models import ApiToken, Project, SourceIngest, TrustedPath
from memoryapp.operations.roles import actor_label, ensure_may_ingest, ensure_owner, is_owner
from memoryapp.operations.source_schemas import (
    IngestIn,
    IngestNoteOut,
    IngestOut,
    SourceFileIn,
    TrustedPathIn,
    TrustedPathListOut,
    TrustedPathOut,
)
from memoryapp.selectors.sources import trusted_paths
from memoryapp.services.source_folder import folder_read
from memoryapp.services.source_trust import source_trust_path, source_untrust_path
from memoryapp.services.sources import IngestRequest, SourceFile, source_ingest

INGEST_RESPONSES: dict[int, type[Schema]] = {200: IngestOut}
TRUSTED_PATH_RESPONSES: dict[int, type[Schema]] = {200: TrustedPathOut}


def ingest_out(ingest: SourceIngest) -> IngestOut:
    return IngestOut(
        id=ingest.id,
        state=ingest.state,
        root=ingest.root,
        commit=ingest.commit,
        files_read=ingest.files_read,
        counts=ingest.counts,
        notes=[IngestNoteOut(path=n["path"], reason=n["reason"]) for n in ingest.notes],
        started_at=ingest.started_at,
        finished_at=ingest.finished_at,
    )


def _bytes(file: SourceFileIn) -> bytes:
    if file.content is not None:
        return file.content.encode("utf-8", errors="surrogatepass")
    try:
        return base64.b64decode(file.content_base64 or "", validate=True)
    except (binascii.Error, ValueError):  # ValueError: characters outside ASCII
        raise InvalidInput(
            "content_base64 is not base64", details={"field": "content_base64", "path": file.path}
        ) from None


def _type_rules(payload: IngestIn) -> tuple[TypeRule, ...]:
    return tuple(TypeRule(r.glob, MemoryType(r.type)) for r in payload.type_rules or ())


def ingest(token: ApiToken, payload: IngestIn) -> IngestOut:
    """Ingest the files of ``payload`` as document memories: the owner, or an agent token the
    owner allowed to (whose versions no path rule trusts, and which sets no type rules)."""
    token = ensure_may_ingest(token)
    by_agent = not is_owner(token)
    if by_agent and payload.type_rules:
        raise Forbidden("type rules are the owner's", details={"field": "type_rules"})
    files = [
        SourceFile(path=f.path, data=_bytes(f), file_time=f.modified_at, commit=f.commit or "")
        for f in payload.files
    ]
    request = IngestRequest(
        project=token.project,
        root=payload.root,
        files=files,
        globs=tuple(payload.globs or DEFAULT_GLOBS),
        complete=payload.complete,
        present=payload.present or (),
        commit=payload.commit or "",
        actor_label=actor_label(token),
        by_agent=by_agent,
        type_rules=_type_rules(payload),
    )
    return ingest_out(source_ingest(request=request))


def ingest_folder(
    *, project: Project, root: Path, globs: Sequence[str] = DEFAULT_GLOBS, label: str = ""
) -> IngestOut:
    """Ingest the folder ``root`` read on this machine (``manage.py ingest``)."""
    folder = folder_read(
        root,
        globs=globs,
        max_files=int(settings.MEMORY_INGEST_MAX_FILES),
        max_file_bytes=int(settings.MEMORY_INGEST_MAX_FILE_BYTES),
    )
    request = IngestRequest(
        project=project,
        root=str(root),
        files=folder.files,
        globs=tuple(globs),
        complete=True,
        skipped=folder.notes,
        commit=folder.commit,
        actor_label=label,
    )
    return ingest_out(source_ingest(request=request))


def _trusted_out(rule: TrustedPath) -> TrustedPathOut:
    return TrustedPathOut(
        prefix=rule.prefix, created_at=rule.created_at, actor_label=rule.actor_label
    )


def trust_path(token: ApiToken, payload: TrustedPathIn) -> TrustedPathOut:
    owner = ensure_owner(token)
    rule = source_trust_path(
        project=owner.project, prefix=payload.prefix, actor_label=actor_label(owner)
    )
    return _trusted_out(rule)


def untrust_path(token: ApiToken, payload: TrustedPathIn) -> TrustedPathOut:
    owner = ensure_owner(token)
    rule = source_untrust_path(
        project=owner.project, prefix=payload.prefix, actor_label=actor_label(owner)
    )
    return _trusted_out(rule)


def list_trusted_paths(token: ApiToken) -> TrustedPathListOut:
    owner = ensure_owner(token)
    return TrustedPathListOut(items=[_trusted_out(r) for r in trusted_paths(project=owner.project)])
