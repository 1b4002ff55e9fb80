"""Search, context and trace routes: each parses, calls one operation
(:mod:`memoryapp.operations.retrieval`) and renders its output model."""

from __future__ import annotations

import uuid

from django.http import HttpRequest
from ninja import Router

from memoryapp.api.auth import token_of
from memoryapp.operations import retrieval as operations
from memoryapp.operations.retrieval import CONTEXT_RESPONSES, SEARCH_RESPONSES, TRACE_RESPONSES
from memoryapp.operations.schemas import ContextIn, ContextOut, SearchIn, SearchOut, TraceOut

router = Router(tags=["retrieval"])


@router.post(
    "/search", response=SEARCH_RESPONSES, summary="Hybrid search over the project's memories"
)
def search(request: HttpRequest, payload: SearchIn) -> SearchOut:
    return operations.search(token_of(request), payload)


@router.post("/context", response=CONTEXT_RESPONSES, summary="A bounded, traced context bundle")
def context(request: HttpRequest, payload: ContextIn) -> ContextOut:
    return operations.context(token_of(request), payload)


@router.get("/traces/{trace_id}", response=TRACE_RESPONSES, summary="One ContextTrace, in full")
def get_trace(request: HttpRequest, trace_id: uuid.UUID) -> TraceOut:
    return operations.get_trace(token_of(request), trace_id)
