// The shared state (one per process, whatever number of times the plugin is called).
import type { PluginInput } from "@opencode-ai/plugin"
import { createHash, randomUUID } from "node:crypto"
import { join } from "node:path"
import type { Settings } from "./settings.ts"

export type Bundle = { trace: string; rendered: string }

/** What the agent is doing, as /context's `signals` (docs/frames.md). */
export type Signal = { kind: "user_message" | "tool_result"; text: string; observed_at: string }

export type SessionState = {
  prompt?: { messageID: string; bundle: Promise<Bundle | null> }
  bundles: Bundle[]
  noticed: boolean
  compacting: boolean // the next model call of the session is OpenCode's summary: no memory
  texts: Map<string, Map<string, string>> // assistant messageID -> partID -> text
  toolStarts: Map<string, number>
  lastTool?: Signal // the newest tool output of the session, sent with the next prompt
}

export type Shared = {
  instances: number
  settings: Settings
  target: string
  spoolFile: string
  seen: Set<string>
  sessions: Map<string, SessionState>
  flushing: Promise<void> | null
  again: boolean
  timer: ReturnType<typeof setTimeout> | null
  disposed: boolean
  client: PluginInput["client"] | null
  warned: Set<string>
  ingests: Map<string, Promise<void>> // the ingests in flight, by directory
  ingestStarted: boolean // the ingest at the plugin's start ran (once a process)
  ingestClaim: string | null // its directory, until the session it ran for is created
}

const SHARED = Symbol.for("memory-service.opencode-plugin")

export function shared(settings: Settings): Shared {
  const g = globalThis as unknown as Record<symbol, Shared | undefined>
  let state = g[SHARED]
  if (!state) {
    state = {
      instances: 0,
      settings,
      target: createHash("sha256").update(`${settings.url}\n${settings.token}`).digest("hex").slice(0, 16),
      spoolFile: join(settings.stateDir, "spool", `${process.pid}-${randomUUID().slice(0, 8)}.jsonl`),
      seen: new Set(),
      sessions: new Map(),
      flushing: null,
      again: false,
      timer: null,
      disposed: false,
      client: null,
      warned: new Set(),
      ingests: new Map(),
      ingestStarted: false,
      ingestClaim: null,
    }
    g[SHARED] = state
  }
  state.disposed = false
  return state
}

export function session(state: Shared, id: string): SessionState {
  let s = state.sessions.get(id)
  if (!s) {
    s = { bundles: [], noticed: false, compacting: false, texts: new Map(), toolStarts: new Map() }
    state.sessions.set(id, s)
  }
  return s
}

export function warn(state: Shared, what: string, error?: unknown): void {
  // One line per kind of trouble, on stderr (OpenCode's log), never in the model's context.
  if (state.warned.has(what)) return
  state.warned.add(what)
  const detail = error instanceof Error ? `: ${error.message}` : error ? `: ${String(error)}` : ""
  try {
    process.stderr.write(`memory plugin: ${what}${detail}\n`)
  } catch {}
}
