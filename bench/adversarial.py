"""Worst-case inputs for every text detector, timed at 1k, 4k and 8k characters.

Rule: every detector that reads text an agent or a model sent (credentials, directives, the
extraction reply decoder, the transcript and bundle fences, query routing) runs in time linear
in its input. A backtracking pattern with two quantifiers that can match the same characters
turns a long run of them into quadratic (or worse) work: 8,000 characters of whitespace after
a keyword once took long enough to freeze a web worker. Target (printed, not asserted): each
detector's worst input at 8k in <= 10 ms, and growing no faster than the input (8k / 1k time
ratio near 8, not 64).

What it does:

1. Builds the corpus (:func:`corpus`), the same one ``tests/domain/test_linear_time.py``
   runs: for each keyword the patterns look for, that keyword followed by a long whitespace
   run, repeated with whitespace, repeated without it, with separator runs (``: : :``,
   ``= = =``, `` is is``, ``, , ,``), and 21 copies followed by whitespace (the measured case);
   then near-misses of key shapes (``sk-`` / ``AKIA`` / ``ghp_`` / ``eyJ`` prefixes with long
   runs that never complete), repeated PEM headers, URL-password shapes, nested and
   unbalanced quotes and code fences, and long single tokens (one letter, mixed classes, hex,
   identifier-like and path-like runs). Every input is exactly the size asked for.
2. Times each detector on each input (the best of ``--repeat`` runs, 3) at each size, then
   times its ten slowest inputs ``--confirm`` times more (15): the best of those runs is the
   input's time, so a scheduling pause on a shared machine does not pass for the detector's.
3. Prints each detector's worst input and time per size and the 8k / 1k ratio, writes
   ``bench/results/<output>.json`` and a PNG (worst time per detector against size).

Run from the project root (no database or server needed: the detectors are pure functions):
    .venv/bin/python bench/adversarial.py [--sizes 1000,4000,8000] [--output adversarial]
"""

from __future__ import annotations

import argparse
import contextlib
import platform
import sys
import time
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

PROJECT_ROOT = Path(__file__).resolve().parents[1]
if str(PROJECT_ROOT) not in sys.path:
    sys.path.insert(0, str(PROJECT_ROOT))

from bench.common import RESULTS, pyplot, save_figure, say, write_json  # noqa: E402
from memoryapp.domain.context import make_fence  # noqa: E402
from memoryapp.domain.directives import find_directives  # noqa: E402
from memoryapp.domain.extraction import build_messages, decode_extraction  # noqa: E402
from memoryapp.domain.routing import route_query  # noqa: E402
from memoryapp.domain.secrets import find_credentials  # noqa: E402
from memoryapp.domain.time_cues import mentions_a_time, named_windows  # noqa: E402

SIZES = (1000, 4000, 8000)
TARGET_MS = 10.0
CONFIRMED = 10  # the slowest inputs per detector and size, timed again

# What the patterns key on: credential labels, directive words, routing cues.
KEYWORDS = (
    "password",
    "pwd",
    "pw",
    "passphrase",
    "token",
    "secret",
    "api_key",
    "aws_secret_access_key",
    "auth",
    "credentials",
    "bearer",
    "authorization: basic",
    "pin",
    "never",
    "always",
    "must",
    "shall",
    "should",
    "please",
    "you",
    "don't",
    "from now on",
    "going forward",
    "whenever",
    "every time",
    "rule",
    "policy",
    "make sure",
    "ignore previous",
    "when",
    "what",
    "used to",
    "before",
)
SEPARATORS = (" : ", " = ", " => ", " is ", " , ", ' " ', " ' ", " ` ", "\t:\n", " is now ")
KEY_PREFIXES = (
    "sk-",
    "sk-ant-",
    "sk-proj-",
    "AKIA",
    "ghp_",
    "github_pat_",
    "glpat-",
    "xoxb-",
    "AIza",
    "SG.",
    "npm_",
    "hf_",
    "pypi-AgE",
    "eyJ",
    "sk_live_",
    "whsec_",
)


def _fit(text: str, size: int, pad: str = " ") -> str:
    """``text`` cut or padded (with ``pad`` repeated) to exactly ``size`` characters."""
    if len(text) >= size:
        return text[:size]
    return text + (pad * (size - len(text) + len(pad)))[: size - len(text)]


def _repeat(unit: str, size: int) -> str:
    return (unit * (size // max(1, len(unit)) + 1))[:size]


# (name, unit): the corpus's last inputs, each one unit repeated to the size.
REPEATED_UNITS = (
    # Near-misses of the time cues: every alternative starts and fails.
    ("time-cue near-misses", "last this next in on by during 19 ago "),
    ("date near-misses", "9 November , 2022 9th May May, "),
    ("nested objects", '{"a":'),
    ("one letter", "a"),
    ("mixed classes", "aB3"),
    ("hex digits", "0f9e"),
    ("identifier-like", "snake_case_v2_"),
    ("path-like", "src/app/"),
    ("camel case", "CamelCaseWord"),
    ("base64-like", "QmFzZTY0K/=="),
    ("words and commas", "never, ever, "),
    ("sentence repeated", "You must always use the staging DB. "),
    ("apostrophes", "'s'd'll "),
    ("hyphen run", "a-"),
    ("unicode spaces", "\u2028\u2029\u0085 "),
)


def corpus(size: int) -> Iterator[tuple[str, str]]:
    """``(name, text)`` pairs, each text exactly ``size`` characters long."""
    for keyword in KEYWORDS:
        yield f"{keyword} + whitespace", _fit(keyword, size)
        yield f"{keyword} + whitespace + letter", _fit(keyword, size - 1) + "x"
        yield f"{keyword} + mixed whitespace", _fit(keyword, size, " \t\n\r\u00a0")
        yield f"21 x {keyword} + whitespace", _fit(keyword * 21, size)
        yield f"({keyword} + space) repeated", _repeat(keyword + " ", size)
        yield f"{keyword} repeated", _repeat(keyword, size)
        yield f"{keyword} + letters", _fit(keyword, size, "a")
        for separator in SEPARATORS:
            yield f"{keyword} + ({separator!r}) repeated", _fit(keyword, size, separator)
            yield f"({keyword}{separator!r}) repeated", _repeat(keyword + separator, size)
    for prefix in KEY_PREFIXES:
        yield f"{prefix} + letters", _fit(prefix, size, "a")
        yield f"{prefix} + mixed run", _fit(prefix, size, "aB3_")
        yield f"({prefix} + short run) repeated", _repeat(prefix + "aB3dE5fG7h ", size)
        yield f"{prefix} + run + dots", _fit(prefix, size, "aaaaaaaaaaa.")
    yield "PEM headers repeated", _repeat("-----BEGIN RSA PRIVATE KEY-----\n", size)
    yield "PEM header + dashes", _fit("-----BEGIN PRIVATE KEY", size, "-")
    yield "dashes", _repeat("-", size)
    yield "URL scheme + colons", _fit("a://", size, ":")
    yield "URL password without @", _fit("postgres://user:", size, "p")
    yield "URL shapes repeated", _repeat("a://b:c", size)
    yield "at signs", _repeat("@", size)
    for quote in ('"', "'", "`", "\"'`", '\\"', "```", "``` "):
        yield f"{quote!r} repeated", _repeat(quote, size)
    # The decoder strips the reply first, so these end in a letter.
    yield "code fence + spaces", _fit("```", size - 1) + "x"
    yield "code fence + tabs", _fit("```", size - 1, "\t") + "x"
    yield "code fence + label + spaces", _fit("``` json", size - 1) + "x"
    yield "code fence + newlines", _fit("```json\n", size, "\n")
    yield "code fence + newline-spaces", _fit("```\n", size - 1, "\n ") + "x"
    yield "code fence + body + spaces", _fit("```\n[]\n", size - 1) + "x"
    yield "unclosed JSON string", _fit('[{"type": "semantic", "content": "', size, "a")
    yield "escaped quotes in JSON", _fit('[{"content": "', size, '\\"')
    yield "nested arrays", _fit("[" * (size // 2), size, "]")
    for name, unit in REPEATED_UNITS:
        yield name, _repeat(unit, size)


DETECTORS: dict[str, Callable[[str], object]] = {
    "credentials": find_credentials,
    "directives": find_directives,
    "extraction_decode": decode_extraction,
    "transcript_fence": lambda text: build_messages(turn_text=text, turn_date="2026-01-01"),
    "bundle_fence": lambda text: make_fence([text]),
    "routing": route_query,
    "time_cues": lambda text: (mentions_a_time(text), named_windows(text, {2022, 2023})),
}


def time_once(detector: Callable[[str], object], text: str) -> float:
    """Milliseconds of one call; a ValueError (an input the function refuses) counts too."""
    started = time.perf_counter()
    with contextlib.suppress(ValueError):
        detector(text)
    return (time.perf_counter() - started) * 1000


def measure(sizes: tuple[int, ...], repeat: int, confirm: int) -> dict[str, Any]:
    """Each detector's worst input per size. A first pass times every input ``repeat`` times;
    on a shared machine a pause can land on all of them, so the slowest ``CONFIRMED`` inputs
    are timed ``confirm`` times more and the worst is the slowest of their best times."""
    results: dict[str, Any] = {name: {} for name in DETECTORS}
    for size in sizes:
        cases = list(corpus(size))
        say(f"[adversarial] {size} characters: {len(cases)} inputs x {len(DETECTORS)} detectors")
        for name, detector in DETECTORS.items():
            timed = sorted(
                (
                    (min(time_once(detector, text) for _ in range(repeat)), case, text)
                    for case, text in cases
                ),
                reverse=True,
            )
            total = sum(ms for ms, _, _ in timed)
            confirmed = [
                (min(ms, *(time_once(detector, text) for _ in range(confirm))), case)
                for ms, case, text in timed[:CONFIRMED]
            ]
            worst_ms, worst_case = max(confirmed)
            results[name][str(size)] = {
                "worst_ms": round(worst_ms, 3),
                "worst_input": worst_case,
                "mean_ms": round(total / len(cases), 3),
            }
            say(f"  {name:18s} worst {worst_ms:8.3f} ms  ({worst_case})")
    return results


def plot(results: dict[str, Any], sizes: tuple[int, ...], path: Path) -> None:
    fig, ax = pyplot().subplots(figsize=(7, 4.5))
    for name, by_size in results.items():
        ax.plot(sizes, [by_size[str(s)]["worst_ms"] for s in sizes], marker="o", label=name)
    ax.axhline(TARGET_MS, color="grey", linestyle="--", label=f"target {TARGET_MS:g} ms at 8k")
    ax.set_xlabel("input characters")
    ax.set_ylabel("worst input, ms")
    ax.set_title("Detectors on their worst inputs (bench/adversarial.py)")
    ax.legend(fontsize=8)
    save_figure(fig, path, dpi=120)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default=",".join(str(s) for s in SIZES))
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--confirm", type=int, default=15)
    parser.add_argument("--output", default="adversarial")
    args = parser.parse_args()
    sizes = tuple(int(s) for s in args.sizes.split(","))
    started = datetime.now(UTC)
    results = measure(sizes, args.repeat, args.confirm)
    largest = str(max(sizes))
    smallest = str(min(sizes))
    say(f"\nworst input per detector (ms); command: {' '.join(sys.argv)}")
    say(f"{'detector':18s} " + " ".join(f"{s:>9d}" for s in sizes) + "   ratio")
    met = True
    for name, by_size in results.items():
        ratio = by_size[largest]["worst_ms"] / max(by_size[smallest]["worst_ms"], 1e-3)
        by_size["ratio_largest_to_smallest"] = round(ratio, 2)
        met = met and by_size[largest]["worst_ms"] <= TARGET_MS
        cells = " ".join(f"{by_size[str(s)]['worst_ms']:9.3f}" for s in sizes)
        say(f"{name:18s} {cells}   {ratio:5.1f}")
    say(f"target <= {TARGET_MS:g} ms at {largest} for each: {'MET' if met else 'NOT MET'}")
    report = {
        "command": " ".join(["bench/adversarial.py", *sys.argv[1:]]),
        "started": started.isoformat(timespec="seconds"),
        "python": platform.python_version(),
        "sizes": list(sizes),
        "inputs_per_size": len(list(corpus(sizes[0]))),
        "target_ms": TARGET_MS,
        "met": met,
        "detectors": results,
    }
    out = write_json(RESULTS / f"{args.output}.json", report)
    plot(results, sizes, RESULTS / f"{args.output}.png")
    say(f"wrote {out} and {out.with_suffix('.png')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
