"""Tool inputs for the operations whose API form puts an id in the path.

A tool has one arguments object, so each of these is the API's own body schema with the path
parameter added as a field (``memory_id``, ``trace_id``): the body's rules stay the API's, and
the id is validated as the path parameter is (a UUID). The other tools take the API's body
schema as it is.
"""

from __future__ import annotations

import uuid

from memoryapp.operations.schemas import RejectIn, StrictIn, SupersedeIn


class MemoryRef(StrictIn):
    memory_id: uuid.UUID


class SupersedeArguments(SupersedeIn):
    memory_id: uuid.UUID


class RejectArguments(RejectIn):
    memory_id: uuid.UUID


class TraceRef(StrictIn):
    trace_id: uuid.UUID


class NoArguments(StrictIn):
    pass
