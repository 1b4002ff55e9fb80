"""The owner's documents: ingest files as memories and trust paths. Each route parses, calls
one operation (:mod:`memoryapp.operations.sources`) and renders its output model."""

from __future__ import annotations

from django.http import HttpRequest
from ninja import Router

from memoryapp.api.auth import token_of
from memoryapp.operations import sources as operations
from memoryapp.operations.source_schemas import (
    IngestIn,
    IngestOut,
    TrustedPathIn,
    TrustedPathListOut,
    TrustedPathOut,
)

router = Router(tags=["sources"])


@router.post("/sources", response=IngestOut, summary="Owner: ingest files as document memories")
def ingest(request: HttpRequest, payload: IngestIn) -> IngestOut:
    return operations.ingest(token_of(request), payload)


@router.get("/sources/trusted", response=TrustedPathListOut, summary="Owner: trusted paths")
def trusted_paths(request: HttpRequest) -> TrustedPathListOut:
    return operations.list_trusted_paths(token_of(request))


@router.post("/sources/trusted", response=TrustedPathOut, summary="Owner: trust a path")
def trust_path(request: HttpRequest, payload: TrustedPathIn) -> TrustedPathOut:
    return operations.trust_path(token_of(request), payload)


@router.post(
    "/sources/untrusted", response=TrustedPathOut, summary="Owner: take a path's trust back"
)
def untrust_path(request: HttpRequest, payload: TrustedPathIn) -> TrustedPathOut:
    return operations.untrust_path(token_of(request), payload)
