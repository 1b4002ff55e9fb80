"""Forms of the owner's UI: the list filters (GET) and the few inputs that write (POST)."""

from __future__ import annotations

from typing import Any

from django import forms

from memoryapp.domain.content import MAX_CONTENT_CHARS
from memoryapp.domain.decisions import REASON_CODES
from memoryapp.domain.types import Actor, MemoryStatus, MemoryType, SourceKind
from memoryapp.models import ApiToken


def _choices(enum: Any, blank: str) -> list[tuple[str, str]]:
    return [("", blank), *((m.value, m.value) for m in enum)]


def _memory_text() -> forms.CharField:
    """The text of a memory as the owner types it (kept as typed, not stripped)."""
    return forms.CharField(
        max_length=MAX_CONTENT_CHARS, strip=False, widget=forms.Textarea(attrs={"rows": 3})
    )


def _not_blank(value: str, message: str) -> str:
    if not value.strip():
        raise forms.ValidationError(message)
    return value


class QueueFilterForm(forms.Form):
    status = forms.ChoiceField(
        required=False, choices=[("pending", "pending"), ("rejected", "rejected")]
    )
    type = forms.ChoiceField(required=False, choices=_choices(MemoryType, "any type"))
    actor = forms.ChoiceField(required=False, choices=_choices(Actor, "any actor"))
    source = forms.ChoiceField(required=False, choices=_choices(SourceKind, "any source"))
    min_confidence = forms.FloatField(
        required=False,
        min_value=0.0,
        max_value=1.0,
        widget=forms.NumberInput(attrs={"step": "0.05", "placeholder": "0.0 to 1.0"}),
    )
    cursor = forms.CharField(required=False, widget=forms.HiddenInput)
    # One group of the pending queue, all its cards (review.triage's group key).
    group = forms.CharField(required=False, max_length=300, widget=forms.HiddenInput)


class MemoryFilterForm(forms.Form):
    q = forms.CharField(
        required=False,
        max_length=2000,
        widget=forms.SearchInput(attrs={"placeholder": "Search memories (hybrid)"}),
    )
    type = forms.ChoiceField(required=False, choices=_choices(MemoryType, "any type"))
    status = forms.ChoiceField(required=False, choices=_choices(MemoryStatus, "any status"))
    actor = forms.ChoiceField(required=False, choices=_choices(Actor, "any actor"))
    since = forms.DateField(required=False, widget=forms.DateInput(attrs={"type": "date"}))
    until = forms.DateField(required=False, widget=forms.DateInput(attrs={"type": "date"}))
    history = forms.BooleanField(required=False, label="with history")
    cursor = forms.CharField(required=False, widget=forms.HiddenInput)


class TraceFilterForm(forms.Form):
    route = forms.ChoiceField(
        required=False,
        choices=[
            ("", "any call"),
            ("recall", "context: recall"),
            ("influence", "context: influence"),
            ("search", "search"),
        ],
    )
    reason = forms.ChoiceField(
        required=False, choices=[("", "any reason"), *((c, c) for c in REASON_CODES)]
    )
    # The X-Request-ID of a call (from an agent's error or a log line).
    request_id = forms.CharField(required=False, max_length=64, strip=True)
    cursor = forms.CharField(required=False, widget=forms.HiddenInput)


class EditForm(forms.Form):
    content = _memory_text()
    type = forms.ChoiceField(choices=[(m.value, m.value) for m in MemoryType])

    def clean_content(self) -> str:
        return _not_blank(self.cleaned_data["content"], "The memory cannot be empty.")


class MergeForm(forms.Form):
    other = forms.UUIDField(widget=forms.HiddenInput)
    content = _memory_text()

    def clean_content(self) -> str:
        return _not_blank(self.cleaned_data["content"], "The merged memory cannot be empty.")


class SupersedeForm(forms.Form):
    other = forms.UUIDField(widget=forms.HiddenInput)


class TokenForm(forms.Form):
    name = forms.CharField(max_length=200, required=False)
    role = forms.ChoiceField(choices=ApiToken.Role.choices, initial=ApiToken.Role.AGENT)
