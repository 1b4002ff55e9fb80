// Gitignore-style patterns, for choosing the files to ingest and for a root's .gitignore outside
// git. Each pattern is compiled to a small automaton and run over a path once, holding a set of
// states (no backtracking): time linear in the path's length for a given pattern.
//
// As git reads them: a pattern without "/" (a trailing one aside) matches a name at any depth;
// a leading or inner "/" anchors it at the root; a trailing "/" matches folders only; "*", "?"
// and "[...]" stay within a name; "**/" spans folders, a trailing "/**" takes everything inside;
// "!" takes a match back (`globs` says which pattern decides); "\" escapes. A pattern matching
// a folder matches every path under it.

type Test = (c: string) => boolean
// A node consumes one character (`test`, then `next`), or splits without consuming (`alt`).
type Node = { test?: Test; next: number; alt?: number }
type Compiled = { nodes: Node[]; start: number; negated: boolean }

const ANY: Test = () => true
const IN_NAME: Test = (c) => c !== "/"
// The accepting nodes: the path itself matched, or a folder above it did.
const MATCH = 0
const MATCH_UNDER = 1

class Builder {
  nodes: Node[] = [{ next: -1 }, { next: -1 }]

  add(node: Node): number {
    this.nodes.push(node)
    return this.nodes.length - 1
  }

  char(test: Test, next: number): number {
    return this.add({ test, next })
  }

  /** `test*` then `next`. */
  loop(test: Test, next: number): number {
    const split = this.add({ next, alt: -1 })
    this.nodes[split].alt = this.char(test, split)
    return split
  }

  // "(.*/)?" then `next`: zero or more whole folders.
  folders(next: number): number {
    const inner = this.add({ next: -1, alt: this.char((c) => c === "/", next) })
    this.nodes[inner].next = this.char(ANY, inner)
    return this.add({ next, alt: inner })
  }
}

type Piece = { kind: "test"; test: Test } | { kind: "star" } | { kind: "globstar" } | { kind: "folders" }

/** A bracket expression at `i` ("[" included): its test and the index after it, or null. */
function bracket(body: string, i: number): { test: Test; end: number } | null {
  let j = i + 1
  const negate = body[j] === "!" || body[j] === "^"
  if (negate) j++
  const first = j
  const ranges: [string, string][] = []
  while (j < body.length && (body[j] !== "]" || j === first)) {
    if (body[j + 1] === "-" && j + 2 < body.length && body[j + 2] !== "]") {
      ranges.push([body[j], body[j + 2]])
      j += 3
    } else {
      ranges.push([body[j], body[j]])
      j += 1
    }
  }
  if (j >= body.length) return null
  const inside = (c: string) => ranges.some(([lo, hi]) => lo <= c && c <= hi)
  return { test: (c) => c !== "/" && inside(c) !== negate, end: j + 1 }
}

function pieces(body: string): Piece[] {
  const out: Piece[] = []
  let i = 0
  while (i < body.length) {
    const c = body[i]
    if (c === "*") {
      let j = i
      while (body[j] === "*") j++
      const whole = (i === 0 || body[i - 1] === "/") && (j === body.length || body[j] === "/")
      if (whole && j - i >= 2) {
        if (j === body.length) out.push({ kind: "globstar" })
        else out.push({ kind: "folders" })
        i = j === body.length ? j : j + 1
      } else {
        out.push({ kind: "star" })
        i = j
      }
      continue
    }
    const found = c === "[" ? bracket(body, i) : null
    if (found) {
      out.push({ kind: "test", test: found.test })
      i = found.end
      continue
    }
    if (c === "?") out.push({ kind: "test", test: IN_NAME })
    else {
      const literal = c === "\\" && i + 1 < body.length ? body[++i] : c
      out.push({ kind: "test", test: (x) => x === literal })
    }
    i++
  }
  return out
}

function compile(raw: string): Compiled | null {
  let text = raw.replace(/(?<!\\)\s+$/, "")
  if (!text || text.startsWith("#")) return null
  const negated = text.startsWith("!")
  if (negated) text = text.slice(1)
  if (text.startsWith("\\!") || text.startsWith("\\#")) text = text.slice(1)
  const folderOnly = text.endsWith("/")
  if (folderOnly) text = text.replace(/\/+$/, "")
  const anchored = text.includes("/")
  text = text.replace(/^\/+/, "")
  if (!text) return null
  const b = new Builder()
  // After the pattern: a folder it names takes everything under it ("/.*"; optional unless
  // the pattern names folders only).
  const under = b.loop(ANY, MATCH_UNDER)
  const slash = b.char((c) => c === "/", under)
  let next = folderOnly ? slash : b.add({ next: MATCH, alt: slash })
  const parts = pieces(text)
  for (let k = parts.length - 1; k >= 0; k--) {
    const p = parts[k]
    if (p.kind === "test") next = b.char(p.test, next)
    else if (p.kind === "star") next = b.loop(IN_NAME, next)
    else if (p.kind === "globstar") next = b.loop(ANY, next)
    else next = b.folders(next)
  }
  if (!anchored) next = b.folders(next)
  return { nodes: b.nodes, start: next, negated }
}

/** 2 when the pattern matches the path itself, 1 when only a folder above it, else 0. */
function run(pattern: Compiled, path: string): 0 | 1 | 2 {
  const { nodes } = pattern
  let current = new Set<number>()
  const close = (set: Set<number>, start: number) => {
    const todo = [start]
    while (todo.length) {
      const n = todo.pop()!
      if (n < 0 || set.has(n)) continue
      set.add(n)
      const node = nodes[n]
      if (!node.test && n > MATCH_UNDER) todo.push(node.next, node.alt ?? -1)
    }
  }
  close(current, pattern.start)
  for (const c of path) {
    const after = new Set<number>()
    for (const n of current) {
      const node = nodes[n]
      if (node.test && node.test(c)) close(after, node.next)
    }
    if (!after.size) return 0
    current = after
  }
  return current.has(MATCH) ? 2 : current.has(MATCH_UNDER) ? 1 : 0
}

export type Globs = { matches(path: string): boolean }

/** The patterns as one test, decided as the Python client's reader (pathspec's GitIgnoreSpec)
 * decides: a pattern matching the path itself outranks one matching only a folder above it,
 * and among equals the last decides ("!" takes the match back). */
export function globs(patterns: readonly string[]): Globs {
  const compiled = patterns.map(compile).filter((p): p is Compiled => p !== null)
  return {
    matches(path: string): boolean {
      let matched = false
      let strength = 0
      for (const p of compiled) {
        const how = run(p, path)
        if (how < strength || !how) continue
        matched = !p.negated
        strength = how
      }
      return matched
    },
  }
}
