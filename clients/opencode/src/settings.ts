// The plugin's settings: limits, and the options and environment it reads.
import type { PluginOptions } from "@opencode-ai/plugin"
import { homedir } from "node:os"
import { join } from "node:path"

export const MAX_QUERY_CHARS = 2000
export const MAX_CONTENT_CHARS = 100_000
export const MAX_ARGUMENT_STRING_CHARS = 10_000
export const MAX_TOOL_NAME_CHARS = 200
export const BATCH = 100
export const MAX_INJECTED_CHARS = 24_000
// The service reads a signal's first 4000 characters; a tool's output is cut shorter here.
export const MAX_USER_SIGNAL_CHARS = 4000
export const MAX_TOOL_SIGNAL_CHARS = 1500
// A work type as the project's frame names one: a lower-case slug (docs/frames.md).
const WORK_TYPE = /^[a-z][a-z0-9_-]{0,47}$/
export const SPOOL_MAX_BYTES = 50 * 1024 * 1024
// OpenCode's title-generation prompt (the same hook runs for it): no memory there.
export const TITLE_MARKERS = ["You are a title generator", "Generate a title for this conversation"]

export type Settings = {
  url: string
  token: string
  timeoutMs: number
  flushTimeoutMs: number
  budgetTokens: number | undefined
  stateDir: string
  ignoreTools: RegExp[]
  reviewNotice: boolean
  workType: string | undefined
  ingest: string[] | undefined // the globs of the ingest at session start; undefined: off
  ingestTimeoutMs: number
}

function str(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() ? value.trim() : undefined
}

function num(value: unknown): number | undefined {
  const n = typeof value === "string" ? Number(value) : value
  return typeof n === "number" && Number.isFinite(n) && n > 0 ? n : undefined
}

function glob(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*").replace(/\?/g, ".")
  return new RegExp(`^${escaped}$`)
}

// The ingest's default globs (the service's and the Python client's).
export const DEFAULT_INGEST_GLOBS = ["*.md", "*.markdown", "*.mdx", "*.rst", "*.txt", "*.adoc"]

/** `ingest`: off (absent, "", "0", "false", false), on with the default globs ("1", "true",
 * true), else globs (comma-separated, or a list). */
function ingestGlobs(value: unknown): string[] | undefined {
  if (value === true) return DEFAULT_INGEST_GLOBS
  const list = Array.isArray(value) ? value.map(String) : typeof value === "string" ? value.split(",") : []
  const globs = list.map((g) => g.trim()).filter(Boolean)
  const only = globs.length === 1 ? globs[0].toLowerCase() : undefined
  if (!globs.length || only === "0" || only === "false") return undefined
  return only === "1" || only === "true" ? DEFAULT_INGEST_GLOBS : globs
}

function workType(value: string | undefined): string | undefined {
  if (value === undefined || WORK_TYPE.test(value)) return value
  try {
    process.stderr.write(`memory plugin: work type ${JSON.stringify(value.slice(0, 60))} is not a lower-case slug; none is sent\n`)
  } catch {}
  return undefined
}

export function readSettings(options: PluginOptions | undefined, env = process.env): Settings {
  const o = options ?? {}
  const cache = str(env.XDG_CACHE_HOME) ?? join(homedir(), ".cache")
  const ignore = str(o.ignoreTools) ?? str(env.MEMORY_OPENCODE_IGNORE_TOOLS) ?? "memory_*"
  const budget = num(o.budgetTokens) ?? num(env.MEMORY_OPENCODE_BUDGET_TOKENS)
  return {
    url: (str(o.url) ?? str(env.MEMORY_URL) ?? "http://127.0.0.1:8000").replace(/\/+$/, ""),
    token: str(o.token) ?? str(env.MEMORY_TOKEN) ?? "",
    timeoutMs: num(o.timeoutMs) ?? num(env.MEMORY_OPENCODE_TIMEOUT_MS) ?? 2000,
    flushTimeoutMs: num(o.flushTimeoutMs) ?? num(env.MEMORY_OPENCODE_FLUSH_TIMEOUT_MS) ?? 3000,
    budgetTokens: budget === undefined ? undefined : Math.floor(budget),
    stateDir: str(o.stateDir) ?? str(env.MEMORY_OPENCODE_STATE_DIR) ?? join(cache, "memory-opencode"),
    ignoreTools: ignore.split(",").map((p) => p.trim()).filter(Boolean).map(glob),
    reviewNotice: o.reviewNotice !== false && env.MEMORY_OPENCODE_REVIEW_NOTICE !== "0",
    workType: workType(str(o.workType) ?? str(env.MEMORY_OPENCODE_WORK_TYPE)),
    ingest: ingestGlobs(o.ingest ?? env.MEMORY_OPENCODE_INGEST),
    ingestTimeoutMs: num(o.ingestTimeoutMs) ?? num(env.MEMORY_OPENCODE_INGEST_TIMEOUT_MS) ?? 20_000,
  }
}
