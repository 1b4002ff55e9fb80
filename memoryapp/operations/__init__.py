"""The operations: what a caller can ask of the memory service, one function each.

An operation takes the caller's token and a validated input model
(:mod:`memoryapp.operations.schemas`), checks the token's role (:mod:`.roles`), calls one
service or selector and returns an output model, or a :class:`ninja.Status` pairing the model
with the status it answers with. The JSON API's routes and the MCP tools call these, and the
evaluation validates its requests with the same input models; none of the three reaches into
another. A failure is a classified error (:mod:`memoryapp.errors`) that :mod:`.errors` renders
as one envelope.
"""
