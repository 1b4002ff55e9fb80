"""Finding credentials in text, so they are flagged for the owner and never echoed in reasons.

Rule: text that carries something usable as a credential (a private key, a provider API key or
token, a JWT, a bearer token, a password given as a value, a password inside a connection URL, a
labelled secret with a long value, or a long high-entropy token) is reported with the kind of
credential and the span of the secret itself, and ``mask`` replaces each span with
``[REDACTED:<kind>]``. A missed credential becomes a memory an agent may repeat anywhere; a
false alarm costs one item in the review queue, so ambiguous cases are reported.

Decisions:

- Spans cover the secret, not its label: ``password: hunter2`` masks to
  ``password: [REDACTED:password]`` and a connection URL keeps its user and host.
- Where several patterns cover the same characters, the spans are merged and the most specific
  kind names the result (an ``sk-...`` key after ``Bearer`` is an ``openai_key``).
- A private key's BEGIN line without its END line masks everything after it: the rest of the
  key may follow, and nothing after a key is worth keeping in a reason or a log.
- Hexadecimal strings: UUIDs (8-4-4-4-12) are identifiers and never flagged. A run of 32 or
  more hex digits is flagged as ``high_entropy_token`` unless the words around it say it is a
  digest (commit, SHA, hash, checksum, digest, revision, merge, fingerprint, ETag, ...): commit
  SHAs and checksums are how people cite code and files, while an unlabelled 40-hex string is
  just as likely a personal access token. Shorter hex (abbreviated SHAs, colours) is never
  flagged.
- The entropy rule needs 32 or more characters mixing letters and digits, no segment structure
  of an identifier or a path (``snake_case_words_v2``, ``src/app/views.py``) and at least 3.5
  bits per character; an SSH public key (``ssh-ed25519 AAAA...``) is public and not flagged.
- Word-level mentions are not credentials: "password reset page", "I forgot my password",
  "the token bucket algorithm", "sk_live keys start with sk_live_". A ``password is X`` or
  ``token: X`` needs a value that is not a common word or a placeholder (``<your key>``,
  ``${DB_PASSWORD}``, ``********``).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class CredentialHit:
    kind: str
    start: int
    end: int


_Check = Callable[[str, str, int, int], bool]


@dataclass(frozen=True)
class _Rule:
    kind: str
    pattern: re.Pattern[str]
    group: int | str = 0
    check: _Check | None = None


_PLACEHOLDER = re.compile(
    r"""^(?:
        <[^>]*>?                     # <your key here>
      | \$\{[^}]*\}?                 # ${DB_PASSWORD}
      | \$[A-Z_][A-Z0-9_]*           # $DB_PASSWORD
      | \{\{[^}]*(?:\}\}?)?           # {{ secret }}
      | %\([^)]*(?:\)s?)?             # %(password)s
      | %[A-Z_][A-Z0-9_]*%           # %PASSWORD%
      | (?:os\.)?(?:environ|getenv|env)\b.*
      | [*x\u2022.#-]{3,}            # already masked
      | \[REDACTED[^\]]*\]
      | (?:your|my|the)[-_ ]?(?:api[-_ ]?)?(?:key|token|secret|password|pass)(?:[-_ ]?here)?
      | x{3,}|redacted|placeholder
    )$""",
    re.IGNORECASE | re.VERBOSE,
)


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Words that follow "password is" / "token:" in prose about a credential rather than in the
# credential itself.
_VALUE_STOPWORDS = _words(
    """
    a an the in on at to for of with by from into not no now still also too very being been be
    is was are were it its this that these those there here which what who his her their my your
    our its something anything nothing required mandatory optional needed necessary incorrect
    correct wrong right weak strong secure insecure safe unsafe expired expiring expires reset
    changed updated rotated set unset saved stored hashed encrypted salted shared known unknown
    missing empty blank invalid valid long short old new same different fine ok okay good bad
    simple easy hard obvious impossible useless stolen compromised leaked locked protected
    managed written printed hidden visible yes none null nil n/a na tbd manager policy field
    prompt page change hint length rules requirements case-sensitive sensitive generated
    temporary permanent default same-as different-from one two three four five six
    """
)


def _plausible_value(text: str, value: str, start: int, end: int) -> bool:
    v = value.strip("\"'`")
    if len(v) < 3 or _PLACEHOLDER.match(v):
        return False
    return v.lower() not in _VALUE_STOPWORDS


def _char_classes(value: str) -> int:
    return sum(
        (
            any(c.islower() for c in value),
            any(c.isupper() for c in value),
            any(c.isdigit() for c in value),
        )
    )


def _not_placeholder(text: str, value: str, start: int, end: int) -> bool:
    return not _PLACEHOLDER.match(value)


def _mixed_value(text: str, value: str, start: int, end: int) -> bool:
    # Real keys and tokens mix classes; a long single-class value is almost always prose
    # ("see-the-docs-for-details") or a placeholder ("YOUR_TOKEN_HERE").
    return _plausible_value(text, value, start, end) and _char_classes(value) >= 2


def _has_letter_and_digit(text: str, value: str, start: int, end: int) -> bool:
    return any(c.isalpha() for c in value) and any(c.isdigit() for c in value)


_I = re.IGNORECASE
# A credential character run may not continue into these on either side.
_B = r"(?<![A-Za-z0-9_-])"
_E = r"(?![A-Za-z0-9_-])"

# Every whitespace run here is possessive (``*+``, ``++``: Python 3.11+), and "is" finds the
# whitespace before it by a lookbehind instead of matching it again: two quantifiers that can
# share a run of whitespace make the search quadratic in its length (bench/adversarial.py
# measures every pattern's worst case; docs/performance.md has the figures).
_SEPARATOR = r"""\s*+["'`]?\s*+(?::|=>?|(?<=\s)(?:is|was)\b(?:\s++now|\s++still)?\s*+:?)\s*+"""

_RULES: tuple[_Rule, ...] = (
    # Ordered from most to least specific: the first kind covering a span names it.
    _Rule(
        "private_key",
        re.compile(
            r"-{4,5}BEGIN ((?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?)-{4,5}"
            r"(?:[\s\S]*?-{4,5}END \1-{4,5}|[\s\S]*)"
        ),
    ),
    _Rule("private_key", re.compile(r"PuTTY-User-Key-File-\d+:[\s\S]*")),
    _Rule(
        "aws_access_key",
        re.compile(r"(?<![A-Za-z0-9])(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}(?![A-Za-z0-9])"),
    ),
    _Rule(
        "aws_secret_key",
        re.compile(
            r"aws_?secret_?(?:access_?)?key" + _SEPARATOR + r"[\"']?([A-Za-z0-9/+=]{40})"
            r"(?![A-Za-z0-9/+=])",
            _I,
        ),
        group=1,
    ),
    _Rule("anthropic_key", re.compile(_B + r"sk-ant-[A-Za-z0-9_-]{20,}")),
    _Rule(
        "openai_key",
        re.compile(_B + r"sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}"),
        check=_has_letter_and_digit,
    ),
    _Rule(
        "github_token",
        re.compile(
            r"(?<![A-Za-z0-9_])(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})"
            r"(?![A-Za-z0-9_])"
        ),
    ),
    _Rule("gitlab_token", re.compile(_B + r"glpat-[A-Za-z0-9_-]{20,}" + _E)),
    _Rule("slack_token", re.compile(_B + r"xox[abposr]-[A-Za-z0-9-]{10,}" + _E)),
    _Rule(
        "slack_webhook",
        re.compile(r"https://hooks\.slack\.com/services/[A-Za-z0-9_/-]{20,}"),
    ),
    _Rule(
        "stripe_key",
        re.compile(
            r"(?<![A-Za-z0-9_])(?:(?:sk|rk|pk)_(?:live|test)|whsec)_[A-Za-z0-9]{16,}"
            r"(?![A-Za-z0-9])"
        ),
    ),
    _Rule("google_api_key", re.compile(_B + r"AIza[0-9A-Za-z_-]{35}" + _E)),
    _Rule("sendgrid_key", re.compile(_B + r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}" + _E)),
    _Rule("npm_token", re.compile(r"(?<![A-Za-z0-9_])npm_[A-Za-z0-9]{36}(?![A-Za-z0-9])")),
    _Rule("huggingface_token", re.compile(r"(?<![A-Za-z0-9_])hf_[A-Za-z]{34,}(?![A-Za-z0-9])")),
    _Rule("pypi_token", re.compile(_B + r"pypi-AgE[A-Za-z0-9_-]{50,}")),
    _Rule(
        "jwt",
        re.compile(
            _B + r"eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{10,}\.(?:[A-Za-z0-9_-]{10,})?"
            r"(?![A-Za-z0-9_-])"
        ),
    ),
    _Rule(
        "bearer_token",
        re.compile(r"\bbearer\s+([A-Za-z0-9._~+/-]{16,}=*)", _I),
        group=1,
        check=_mixed_value,
    ),
    _Rule(
        "basic_auth",
        re.compile(r"\bauthorization\s*:\s*basic\s+([A-Za-z0-9+/]{8,}={0,2})", _I),
        group=1,
    ),
    _Rule(
        "connection_string_password",
        re.compile(r"\b[A-Za-z][A-Za-z0-9+.-]{0,30}+://[^\s:/@?#]*+:([^\s@/?#]+)@[^\s@]"),
        group=1,
        # Any password in a URL is one, however short; only a template placeholder is not.
        check=_not_placeholder,
    ),
    _Rule(
        "password",
        re.compile(
            r"(?:(?:password|passwd|passphrase|passcode|pwd)[A-Za-z0-9_]{0,64}+"
            r"|(?<![A-Za-z0-9])pw(?![A-Za-z0-9]))"
            # "the password for the guest wifi is ..."
            r"(?:\s++(?:for|to|of|on|at)(?:\s++[A-Za-z0-9'-]+){1,4}?)?"
            + _SEPARATOR
            + r"""(?P<value>"[^"\n]{1,128}"|'[^'\n]{1,128}'|`[^`\n]{1,128}`"""
            r"""|[^\s"'`]*[^\s"'`.,;:!?)\]}])""",
            _I,
        ),
        group="value",
        check=_plausible_value,
    ),
    _Rule(
        "pin",
        re.compile(
            r"\b(?:pin|pin code|pincode|door code|alarm code|safe code)"
            r"\s*+(?::|=|(?<=\s)(?:is|was)\s)\s*+(\d{4,8})\b",
            _I,
        ),
        group=1,
    ),
    _Rule(
        "generic_api_key",
        re.compile(
            # The keyword may end a longer name (OPENAI_API_KEY, db.token); that prefix is not
            # matched, so a long run of name characters cannot make the search quadratic.
            r"(?:api[_ -]?key|apikey|api[_ -]?secret|access[_ -]?key|secret[_ -]?key"
            r"|client[_ -]?secret|access[_ -]?token|auth[_ -]?token|refresh[_ -]?token"
            r"|session[_ -]?token|private[_ -]?key|account[_ -]?key|secret|token|credentials?"
            r"|auth)[A-Za-z0-9_]{0,64}+"
            + _SEPARATOR
            + r"[\"'`]?(?P<value>[A-Za-z0-9_\-./+=~]{16,})",
            _I,
        ),
        group="value",
        check=_mixed_value,
    ),
)

_TOKEN = re.compile(r"(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{32,}={0,2}(?![A-Za-z0-9+/=_-])")
_UUID = re.compile(r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$")
_HEX = re.compile(r"^[0-9a-fA-F]+$")
_DIGEST_CONTEXT = re.compile(
    r"\b(?:commit(?:s|ted)?|sha(?:-?1|-?256|-?512)?|hash(?:es)?|checksums?|digests?|revision|rev"
    r"|git|merged?|cherry-pick(?:ed)?|revert(?:ed)?|rebased?|blob|tree|fingerprint|md5|etag"
    r"|uuid|guid|object id)\b",
    _I,
)
_PUBLIC_KEY_PREFIX = re.compile(r"(?:ssh-(?:rsa|dss|ed25519)|ecdsa-sha2-nistp\d+)\s+$")
# Segments an identifier or a path is built from: words, numbers, versions like v2 or utf8.
_WORDLIKE = re.compile(r"^(?:[a-z]{1,24}\d*|[A-Z][a-z]{1,24}\d*|[A-Z]{1,16}\d*|\d+)$")
_CAMEL_PART = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")

HIGH_ENTROPY_MIN_LENGTH = 32
HIGH_ENTROPY_MIN_BITS = 3.5


def shannon_entropy(value: str) -> float:
    """Bits per character of ``value`` under its own character frequencies."""
    if not value:
        return 0.0
    counts = Counter(value)
    n = len(value)
    return -sum(c / n * math.log2(c / n) for c in counts.values())


def _wordish(part: str) -> bool:
    if part.isdigit():
        return True
    if part.isupper():
        # Acronyms inside identifiers (ID, HTTP, UTF) are short; a long capital run is random.
        return len(part) <= 5
    return len(part) >= 2 and any(v in part.lower() for v in "aeiouy")


def _identifier_like(token: str) -> bool:
    """Whether ``token`` is built like a name or a path: words, with digits only at the ends."""
    for segment in filter(None, re.split(r"[-_/+.=]", token)):
        if _WORDLIKE.match(segment):
            continue
        letters = re.fullmatch(r"\d*([A-Za-z]+)\d*", segment)
        if letters is None:
            return False
        parts = _CAMEL_PART.findall(letters.group(1))
        if not all(_wordish(p) for p in parts):
            return False
    return True


def _high_entropy(text: str, start: int, end: int) -> bool:
    token = text[start:end].rstrip("=")
    if len(token) < HIGH_ENTROPY_MIN_LENGTH:
        return False
    if not (any(c.isalpha() for c in token) and any(c.isdigit() for c in token)):
        return False
    if _UUID.match(token):
        return False
    if _HEX.match(token.replace("-", "")):
        window = text[max(0, start - 80) : end + 40]
        return not _DIGEST_CONTEXT.search(window)
    if _PUBLIC_KEY_PREFIX.search(text[max(0, start - 40) : start]):
        return False
    if _identifier_like(token):
        return False
    return shannon_entropy(token) >= HIGH_ENTROPY_MIN_BITS


def _candidates(text: str) -> list[tuple[int, int, int, str]]:
    found: list[tuple[int, int, int, str]] = []
    for priority, rule in enumerate(_RULES):
        for match in rule.pattern.finditer(text):
            start, end = match.span(rule.group)
            if start < 0 or start == end:
                continue
            value = text[start:end]
            if rule.check is not None and not rule.check(text, value, start, end):
                continue
            found.append((start, end, priority, rule.kind))
    entropy_priority = len(_RULES)
    for match in _TOKEN.finditer(text):
        if _high_entropy(text, match.start(), match.end()):
            found.append((match.start(), match.end(), entropy_priority, "high_entropy_token"))
    return found


def find_credentials(text: str) -> tuple[CredentialHit, ...]:
    """Every credential-looking span in ``text``, in order, overlapping findings merged."""
    # (start, end, priority, kind); a later finding that overlaps widens the span, so masking
    # never leaves the tail of a secret that a more specific pattern stopped short of.
    merged: list[tuple[int, int, int, str]] = []
    for start, end, priority, kind in sorted(_candidates(text)):
        if merged and start < merged[-1][1]:
            m_start, m_end, m_priority, m_kind = merged[-1]
            if priority < m_priority:
                m_priority, m_kind = priority, kind
            merged[-1] = (m_start, max(m_end, end), m_priority, m_kind)
        else:
            merged.append((start, end, priority, kind))
    return tuple(CredentialHit(kind=k, start=s, end=e) for s, e, _, k in merged)


def looks_like_credential(text: str) -> bool:
    return bool(find_credentials(text))


def mask(text: str) -> str:
    """``text`` with every credential replaced by ``[REDACTED:<kind>]``."""
    out: list[str] = []
    cursor = 0
    for hit in find_credentials(text):
        out.append(text[cursor : hit.start])
        out.append(f"[REDACTED:{hit.kind}]")
        cursor = hit.end
    out.append(text[cursor:])
    return "".join(out)
