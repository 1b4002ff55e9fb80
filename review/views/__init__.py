"""The owner's browser UI (docs/owner-ui.md): server-rendered pages, htmx swaps their partials.

One module a page: ``overview`` (the landing page), ``queue`` and ``queue_actions`` (the review
queue and what the owner does to a card), ``memories`` (the browser and one memory's chain),
``events``, ``traces``, ``tokens``, ``health``, ``loops``, ``subjects``; ``auth`` signs in and
out and checks the owner (``owner_view``), ``base`` holds what they share (the request type,
the project in view, the page frame).

Every view is a function. ``owner_view`` checks that the user is the owner (an authenticated
staff or superuser account) and resolves the project in view: ``?project=<slug>`` switches it
(an unknown slug is a 404) and the choice is kept in the session. Every lookup is scoped to that
project, so another project's memory or trace id is a 404. Every write goes through a memoryapp
service.
"""
