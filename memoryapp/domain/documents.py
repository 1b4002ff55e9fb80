"""A text document as memories: its bytes read as text, and the text cut into chunks on its
headings and paragraphs, each with an anchor that stays put while the document changes around it.

Rule: a chunk is named by where it sits, not by what it says, so an edited section keeps its name
and its new words supersede the old ones; what it says is its hash, so a moved section is found
by its words.

- Bytes: a file holding a NUL byte in its first :data:`BINARY_SNIFF_BYTES` is binary and skipped
  (``document.binary``); a file over the size cap is read to the cap (``document.capped``);
  invalid UTF-8 is replaced, never refused (``document.replaced_bytes``); a UTF-8 byte order
  mark and Windows line ends are dropped.
- Headings: Markdown ATX (``## Decision``) and setext (a line underlined with ``===`` or
  ``---``), reStructuredText (a title underlined, optionally overlined, with one repeated
  punctuation character at least as long as the title). Lines inside fenced code blocks
  (````` ``` ````` or ``~~~``) are never headings. Plain text has none.
- Sections: the text under a heading, up to the next heading of any level. The heading path is
  the chain of enclosing headings; a section's text starts with its path, so a chunk read alone
  still says what it is about ("ADR 17: Database > Decision").
- Chunks: a section up to :data:`CHUNK_CHARS` characters is one chunk; a longer one is cut at
  paragraph ends (blank lines), a paragraph longer than the target at line ends, and a line
  longer than that at :data:`CHUNK_CHARS` characters.
- Anchors: the innermost heading as a GitHub-style slug (lower case, punctuation dropped, spaces
  as hyphens), a repeated slug numbered as GitHub numbers it (``notes``, ``notes-1``), so
  ``docs/adr/0017-database.md#decision`` opens in a repository browser. The text before the
  first heading is ``top``. The second and later chunks of a long section add ``~2``, ``~3``.
  An anchor never holds ``#``, white space or a character outside ``[a-z0-9_~-]``.

Every step is one pass over the lines.
"""

from __future__ import annotations

import codecs
import hashlib
import re
import unicodedata
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from pathspec import GitIgnoreSpec

from .document_status import CURRENT, DocumentStatus, document_status
from .types import MemoryType

# What an ingest reads unless told otherwise: the usual text documents of a repository.
DEFAULT_GLOBS = ("*.md", "*.markdown", "*.mdx", "*.rst", "*.txt", "*.adoc")
BINARY_SNIFF_BYTES = 8192
# A section up to this many characters is one chunk: about the 256 tokens the local embedding
# model reads of a text, so the dense leg sees a whole chunk.
CHUNK_CHARS = 1200
TOP_ANCHOR = "top"
MAX_SLUG_CHARS = 80

# Why a file was read as it was. Stable strings: extend, never rename.
DOCUMENT_BINARY = "document.binary"
DOCUMENT_CAPPED = "document.capped"
DOCUMENT_REPLACED_BYTES = "document.replaced_bytes"
DOCUMENT_EMPTY = "document.empty"
# Why a file of a folder was not read at all.
DOCUMENT_OUTSIDE_ROOT = "document.outside_root"
DOCUMENT_UNREADABLE = "document.unreadable"
DOCUMENT_UNSUPPORTED_NAME = "document.unsupported_name"

_ATX = re.compile(r"^ {0,3}(#{1,6})[ \t]+(.*?)[ \t]*#*[ \t]*$")
_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
_SETEXT = re.compile(r"^ {0,3}(=+|-+)[ \t]*$")
_RST_ADORNMENT = re.compile(r"^([=\-`:'\"~^_*+#<>.])\1{2,}[ \t]*$")
_REPLACEMENT = "\ufffd"
_SLUG_DROP = re.compile(r"[^\w\- ]")


@dataclass(frozen=True)
class DocumentText:
    """A file's text and what reading it found (``notes``: ``document.*`` codes)."""

    text: str
    notes: tuple[str, ...] = ()

    @property
    def binary(self) -> bool:
        return DOCUMENT_BINARY in self.notes


def read_text(data: bytes, *, max_bytes: int) -> DocumentText:
    """``data`` (a file's bytes) as text, by the module's rule for bytes."""
    if b"\0" in data[:BINARY_SNIFF_BYTES]:
        return DocumentText("", (DOCUMENT_BINARY,))
    notes: list[str] = []
    if len(data) > max_bytes:
        data = data[:max_bytes]
        notes.append(DOCUMENT_CAPPED)
    # Not final: a cap that cuts a character in two leaves its first bytes out, not replaced.
    text = codecs.getincrementaldecoder("utf-8")(errors="replace").decode(data, final=not notes)
    if text.count(_REPLACEMENT) > data.count(_REPLACEMENT.encode()):
        notes.append(DOCUMENT_REPLACED_BYTES)
    text = text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    if not text.strip():
        notes.append(DOCUMENT_EMPTY)
    return DocumentText(text, tuple(notes))


@dataclass(frozen=True)
class Chunk:
    """One memory's worth of a document. ``ref`` (``path#anchor``) is its stable name,
    ``content_hash`` what it says, and whether its document says it no longer holds and what
    replaced it (``status``, :mod:`.document_status`): a document retired since its last ingest
    has changed in every chunk, as each of them now says something else about the present."""

    path: str
    anchor: str
    heading_path: tuple[str, ...]
    text: str
    status: DocumentStatus = CURRENT

    @property
    def ref(self) -> str:
        return f"{self.path}#{self.anchor}"

    @property
    def retired(self) -> bool:
        return self.status.retired

    @property
    def content_hash(self) -> str:
        said = self.text + ("\0retired" if self.retired else "")
        if self.status.replaced_by is not None:
            said += f"\0by {self.status.replaced_by.key()}"
        return hashlib.sha256(said.encode()).hexdigest()


@dataclass(frozen=True)
class _Section:
    level: int
    title: str
    lines: tuple[str, ...]


def heading_slug(title: str) -> str:
    """GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens; cut at
    :data:`MAX_SLUG_CHARS` (a heading may be a whole sentence; the numbering of repeats keeps
    two cut slugs apart)."""
    text = unicodedata.normalize("NFKC", title).strip().lower()
    text = _SLUG_DROP.sub("", text).replace(" ", "-")
    text = re.sub(r"[^a-z0-9_\-]", "", text)[:MAX_SLUG_CHARS].rstrip("-")
    return text or "section"


def _rst_title(lines: Sequence[str], i: int) -> tuple[str, str, int] | None:
    """A reStructuredText title at line ``i``: its adornment style, its text and the lines it
    takes; or None."""
    over = _RST_ADORNMENT.match(lines[i])
    if over and i + 2 < len(lines):
        title, underline = lines[i + 1].strip(), lines[i + 2].strip()
        if title and underline == lines[i].strip() and len(underline) >= len(title):
            return f"{over.group(1)}/over", title, 3
    if i + 1 < len(lines) and lines[i].strip() and not lines[i].startswith((" ", "\t")):
        under = _RST_ADORNMENT.match(lines[i + 1])
        if under and len(lines[i + 1].strip()) >= len(lines[i].strip()):
            return under.group(1), lines[i].strip(), 2
    return None


def _heading(lines: Sequence[str], i: int, markdown: bool) -> tuple[int | str, str, int] | None:
    """The heading that starts at line ``i``: (level, or a reStructuredText adornment style,
    title, lines taken), or None."""
    atx = _ATX.match(lines[i]) if markdown else None
    if atx:
        return len(atx.group(1)), atx.group(2).strip() or "section", 1
    if markdown:
        if i + 1 < len(lines) and lines[i].strip() and not lines[i].startswith("    "):
            setext = _SETEXT.match(lines[i + 1])
            if setext and not _FENCE.match(lines[i]):
                return (1 if setext.group(1)[0] == "=" else 2), lines[i].strip(), 2
        return None
    return _rst_title(lines, i)


def _sections(text: str, *, markdown: bool, rst: bool) -> Iterator[_Section]:
    lines = text.split("\n")
    level, title, body = 0, "", []
    fence = ""
    # reStructuredText levels are the order in which adornment styles first appear.
    styles: dict[str, int] = {}
    i = 0
    while i < len(lines):
        line = lines[i]
        fenced = _FENCE.match(line)
        if fenced and (not fence or fenced.group(1)[0] == fence[0]):
            fence = "" if fence else fenced.group(1)
        heading = (
            None if fence or fenced else _heading(lines, i, markdown) if markdown or rst else None
        )
        if heading is None:
            body.append(line)
            i += 1
            continue
        if title or any(b.strip() for b in body):
            yield _Section(level, title, tuple(body))
        style, title, taken = heading
        level = style if isinstance(style, int) else styles.setdefault(style, len(styles) + 1)
        body = []
        i += taken
    if title or any(b.strip() for b in body):
        yield _Section(level, title, tuple(body))


def _pieces(body: str, limit: int) -> Iterator[str]:
    """``body`` cut into pieces of at most ``limit`` characters at paragraph, then line, ends."""
    piece = ""
    for paragraph in re.split(r"\n[ \t]*\n", body):
        parts = [paragraph] if len(paragraph) <= limit else _lines_within(paragraph, limit)
        for part in parts:
            if piece and len(piece) + 2 + len(part) > limit:
                yield piece
                piece = ""
            piece = f"{piece}\n\n{part}" if piece else part
    if piece.strip():
        yield piece


def _lines_within(paragraph: str, limit: int) -> list[str]:
    out: list[str] = []
    current = ""
    for line in paragraph.split("\n"):
        while len(line) > limit:
            out.extend([current] if current else [])
            current = ""
            out.append(line[:limit])
            line = line[limit:]
        if current and len(current) + 1 + len(line) > limit:
            out.append(current)
            current = ""
        current = f"{current}\n{line}" if current else line
    out.extend([current] if current else [])
    return out


def _kind(path: str) -> tuple[bool, bool]:
    lower = path.lower()
    return lower.endswith((".md", ".markdown", ".mdx")), lower.endswith((".rst", ".rest"))


def chunk_document(path: str, text: str, *, limit: int = CHUNK_CHARS) -> list[Chunk]:
    """The chunks of the document at ``path`` (a relative POSIX path) whose text is ``text``,
    in document order, by the module's rule."""
    markdown, rst = _kind(path)
    status = document_status(text, path=path)
    chain: list[tuple[int, str]] = []
    seen: dict[str, int] = {}
    chunks: list[Chunk] = []
    for section in _sections(text, markdown=markdown, rst=rst):
        if section.title:
            while chain and chain[-1][0] >= section.level:
                chain.pop()
            chain.append((section.level, section.title))
            anchor = _numbered(heading_slug(section.title), seen)
        else:
            anchor = _numbered(TOP_ANCHOR, seen)
        heading_path = tuple(title for _, title in chain) if section.title else ()
        lead = " > ".join(heading_path)
        body = "\n".join(section.lines).strip("\n")
        room = max(limit - len(lead) - 2, limit // 2)
        pieces = list(_pieces(body, room)) or ([""] if lead else [])
        for ordinal, piece in enumerate(pieces, start=1):
            words = f"{lead}\n\n{piece}".strip() if lead else piece.strip()
            if not words:
                continue
            name = anchor if ordinal == 1 else f"{anchor}~{ordinal}"
            chunks.append(Chunk(path, name, heading_path, words, status))
    return chunks


def _numbered(slug: str, seen: dict[str, int]) -> str:
    """GitHub's numbering of a repeated anchor: the first as is, then ``-1``, ``-2``."""
    count = seen.get(slug, 0)
    seen[slug] = count + 1
    return slug if count == 0 else f"{slug}-{count}"


# Runbooks, playbooks and how-tos say how to do something; every other document (decision
# records, design notes, READMEs) says what is so.
_PROCEDURAL = re.compile(r"(?:^|/)(?:runbooks?|playbooks?|how-?tos?|procedures?)(?:/|[-_.]|$)")


@dataclass(frozen=True)
class TypeRule:
    """The owner's override: files matching ``pattern`` (a .gitignore-style glob) are ``type``."""

    pattern: str
    type: MemoryType

    def matches(self, path: str) -> bool:
        return GitIgnoreSpec.from_lines([self.pattern]).match_file(path)


def document_type(path: str, rules: Sequence[TypeRule] = ()) -> MemoryType:
    """The memory type of the chunks of ``path``: the first of the owner's ``rules`` that
    matches, else procedural for runbooks, playbooks and how-tos, else semantic."""
    for rule in rules:
        if rule.matches(path):
            return rule.type
    return MemoryType.PROCEDURAL if _PROCEDURAL.search(path.lower()) else MemoryType.SEMANTIC
