"""Forms of the owner's UI: the list filters (GET) and the few inputs that write (POST)."""

from __future__ import annotations

from typing import Any

from django import forms
from django.forms.renderers import DjangoTemplates
from django.utils.html import conditional_escape as escape

from memoryapp.domain.decisions import REASON_CODES
from memoryapp.domain.types import Actor, MemoryStatus, MemoryType, SourceKind
from memoryapp.models import MAX_CONTENT_CHARS, ApiToken


def _choices(enum: Any, blank: str) -> list[tuple[str, str]]:
    return [("", blank), *((m.value, m.value) for m in enum)]


def _attrs(attrs: dict[str, Any]) -> str:
    """django/forms/widgets/attrs.html"""
    return "".join(
        f" {escape(name)}" if value is True else f' {escape(name)}="{escape(value)}"'
        for name, value in attrs.items()
        if value is not False
    )


def _input(widget: dict[str, Any]) -> str:
    """django/forms/widgets/input.html"""
    value = "" if widget["value"] is None else f' value="{escape(widget["value"])}"'
    return (
        f'<input type="{escape(widget["type"])}" name="{escape(widget["name"])}"'
        f"{value}{_attrs(widget['attrs'])}>"
    )


def _option(option: dict[str, Any]) -> str:
    """django/forms/widgets/select_option.html"""
    return (
        f'<option value="{escape(option["value"])}"{_attrs(option["attrs"])}>'
        f"{escape(option['label'])}</option>"
    )


def _select(widget: dict[str, Any]) -> str:
    """django/forms/widgets/select.html"""
    html = [f'<select name="{escape(widget["name"])}"{_attrs(widget["attrs"])}>']
    for group_name, group_choices, _index in widget["optgroups"]:
        if group_name:
            html.append(f'\n  <optgroup label="{escape(group_name)}">')
        html.extend(f"\n  {_option(option)}\n" for option in group_choices)
        if group_name:
            html.append("\n  </optgroup>")
    html.append("\n</select>")
    return "".join(html)


_PLAIN = {
    f"django/forms/widgets/{name}.html": _input
    for name in ("input", "text", "number", "search", "date", "hidden", "checkbox")
} | {"django/forms/widgets/select.html": _select}


class PlainRenderer(DjangoTemplates):
    """Renders the simple widgets of these forms in Python, to the same HTML as Django's own
    widget templates (a select rendered one template include per option: a few milliseconds
    per page). Anything else goes to the templates as usual."""

    def render(self, template_name: str, context: dict[str, Any], request: Any = None) -> str:
        plain = _PLAIN.get(template_name)
        if plain is not None and "widget" in context:
            return plain(context["widget"]).strip()
        return super().render(template_name, context, request)


class UIForm(forms.Form):
    default_renderer = PlainRenderer


class QueueFilterForm(UIForm):
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


class MemoryFilterForm(UIForm):
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


class TraceFilterForm(UIForm):
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
    cursor = forms.CharField(required=False, widget=forms.HiddenInput)


class EditForm(UIForm):
    content = forms.CharField(
        max_length=MAX_CONTENT_CHARS,
        strip=False,
        widget=forms.Textarea(attrs={"rows": 3}),
    )
    type = forms.ChoiceField(choices=[(m.value, m.value) for m in MemoryType])

    def clean_content(self) -> str:
        value: str = self.cleaned_data["content"]
        if not value.strip():
            raise forms.ValidationError("The memory cannot be empty.")
        return value


class MergeForm(UIForm):
    other = forms.UUIDField(widget=forms.HiddenInput)
    content = forms.CharField(
        max_length=MAX_CONTENT_CHARS,
        strip=False,
        widget=forms.Textarea(attrs={"rows": 3}),
    )

    def clean_content(self) -> str:
        value: str = self.cleaned_data["content"]
        if not value.strip():
            raise forms.ValidationError("The merged memory cannot be empty.")
        return value


class SupersedeForm(UIForm):
    other = forms.UUIDField(widget=forms.HiddenInput)


class TokenForm(UIForm):
    name = forms.CharField(max_length=200, required=False)
    role = forms.ChoiceField(choices=ApiToken.Role.choices, initial=ApiToken.Role.AGENT)
