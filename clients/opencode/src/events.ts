// The canonical events the plugin sends, and the cleaning every string goes through first.
import { createHash } from "node:crypto"
import { MAX_ARGUMENT_STRING_CHARS } from "./settings.ts"

export type Event = {
  event_id: string
  session_id: string
  kind: "message" | "tool_call" | "tool_result" | "signal"
  role?: string
  content?: string
  tool?: string
  arguments?: unknown
  observed_at?: string
  turn_complete?: boolean
}

export type SpoolLine = { v: 1; target: string; spooled_at: string; event: Event }

/** A string the API stores: no NUL, no lone surrogate. */
export function clean(value: unknown): string {
  const text = typeof value === "string" ? value : value == null ? "" : String(value)
  return text.replace(/\u0000/g, "\ufffd").toWellFormed()
}

export function clip(text: string, limit: number): string {
  if (text.length <= limit) return text
  const marker = `\n[cut by the memory plugin: ${text.length - limit} more characters]`
  return text.slice(0, Math.max(0, limit - marker.length)) + marker
}

export function cleanJson(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return clip(clean(value), MAX_ARGUMENT_STRING_CHARS)
  if (value === null || typeof value === "number" || typeof value === "boolean") return value
  if (depth > 20) return clean(JSON.stringify(value))
  if (Array.isArray(value)) return value.map((v) => cleanJson(v, depth + 1))
  if (typeof value === "object") {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (v !== undefined) out[clean(k)] = cleanJson(v, depth + 1)
    }
    return out
  }
  return clean(String(value))
}

const SAFE_KEY = /^[A-Za-z0-9_-]{1,64}$/

function key(value: string): string {
  return SAFE_KEY.test(value) ? value : createHash("sha256").update(value).digest("hex").slice(0, 32)
}

export function eventId(sessionID: string, ...parts: string[]): string {
  return ["oc", key(sessionID), ...parts.map(key)].join(":")
}

export function iso(ms: unknown): string | undefined {
  return typeof ms === "number" && Number.isFinite(ms) ? new Date(ms).toISOString() : undefined
}
