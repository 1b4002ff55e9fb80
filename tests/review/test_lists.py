"""The list pages: the filter forms' widgets (review.forms) render what Django's widget
templates render."""

from __future__ import annotations

from typing import Any

from django.forms.renderers import DjangoTemplates

from review.forms import MemoryFilterForm, QueueFilterForm, TokenForm, TraceFilterForm


def test_plain_widgets_render_what_django_templates_render() -> None:
    cases: list[tuple[Any, dict[str, Any] | None]] = [
        (QueueFilterForm, {"type": "semantic", "min_confidence": "0.5", "status": "rejected"}),
        (QueueFilterForm, None),
        (MemoryFilterForm, {"q": 'a <b> "c"', "history": "on", "since": "2024-01-31"}),
        (MemoryFilterForm, {"type": "nonsense", "until": "not a date"}),
        (TraceFilterForm, {"route": "recall", "reason": "selected.current"}),
        (TokenForm, None),
        (TokenForm, {"name": "<laptop>", "role": "owner"}),
    ]
    for form_class, data in cases:
        plain = form_class(data) if data is not None else form_class()
        django = (
            form_class(data, renderer=DjangoTemplates())
            if data is not None
            else form_class(renderer=DjangoTemplates())
        )
        if data is not None:
            plain.is_valid()
            django.is_valid()
        for ours, theirs in zip(plain, django, strict=True):
            assert str(ours) == str(theirs), (form_class.__name__, ours.name)
