/**
 * The memory service's OpenCode plugin (docs/integrations.md, "OpenCode").
 *
 * - Injects the service's `/context` bundle into every model call of a turn: `chat.message`
 *   starts one `POST /api/v1/context` for the user's prompt (route `auto`, the session id), and
 *   `experimental.chat.system.transform` pushes the rendered, fenced block into `output.system`
 *   as it is (OpenCode sends it as one extra system message after its own prompt). The
 *   title-generation call runs the same hook and is skipped.
 * - Captures the session as canonical events (`POST /api/v1/events`, idempotent on `event_id`):
 *   the user's messages (`chat.message`), the assistant's messages (`message.updated` once
 *   completed; `turn_complete: true` on the one that ends a turn), every tool call and result
 *   (`tool.execute.before` / `tool.execute.after`, failures from `message.part.updated`), a
 *   harvest before compaction (`experimental.session.compacting` -> `POST /api/v1/extract`; the
 *   summary call that follows gets no bundle and its summary is not captured) and
 *   the signal `session_end` when OpenCode shuts the plugin down (`dispose`) or deletes a session.
 * - Never blocks OpenCode and never throws out of a hook: each call has a time budget
 *   (`AbortController`), and any failure means no memory this turn.
 * - Spools before it sends: every event is appended to a JSONL file of this process under the
 *   state folder first, sent in the background, and the spool is flushed (awaited) in `dispose`;
 *   what could not be sent stays and is sent by a later run. Resending is harmless: the service
 *   is idempotent on `event_id`.
 *
 * Configuration: env `MEMORY_URL` (default http://127.0.0.1:8000), `MEMORY_TOKEN`, or the plugin
 * options `{url, token, timeoutMs, flushTimeoutMs, budgetTokens, stateDir, ignoreTools,
 * reviewNotice}` (`"plugin": [["file:///.../index.ts", {...}]]` in opencode.json).
 */
import type { Hooks, Plugin, PluginInput, PluginOptions } from "@opencode-ai/plugin"
import { createHash, randomUUID } from "node:crypto"
import {
  appendFileSync,
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from "node:fs"
import { homedir } from "node:os"
import { join } from "node:path"

// --- settings --------------------------------------------------------------------------------

const MAX_QUERY_CHARS = 2000
const MAX_CONTENT_CHARS = 100_000
const MAX_ARGUMENT_STRING_CHARS = 10_000
const MAX_TOOL_NAME_CHARS = 200
const BATCH = 100
const MAX_INJECTED_CHARS = 24_000
const SPOOL_MAX_BYTES = 50 * 1024 * 1024
// OpenCode's title-generation prompt (the same hook runs for it): no memory there.
const TITLE_MARKERS = ["You are a title generator", "Generate a title for this conversation"]

type Settings = {
  url: string
  token: string
  timeoutMs: number
  flushTimeoutMs: number
  budgetTokens: number | undefined
  stateDir: string
  ignoreTools: RegExp[]
  reviewNotice: boolean
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
  }
}

// --- events ----------------------------------------------------------------------------------

type Event = {
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

type SpoolLine = { v: 1; target: string; spooled_at: string; event: Event }

/** A string the API stores: no NUL, no lone surrogate. */
function clean(value: unknown): string {
  const text = typeof value === "string" ? value : value == null ? "" : String(value)
  return text.replace(/\u0000/g, "\ufffd").toWellFormed()
}

function clip(text: string, limit: number): string {
  if (text.length <= limit) return text
  const marker = `\n[cut by the memory plugin: ${text.length - limit} more characters]`
  return text.slice(0, Math.max(0, limit - marker.length)) + marker
}

function cleanJson(value: unknown, depth = 0): unknown {
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

function eventId(sessionID: string, ...parts: string[]): string {
  return ["oc", key(sessionID), ...parts.map(key)].join(":")
}

function iso(ms: unknown): string | undefined {
  return typeof ms === "number" && Number.isFinite(ms) ? new Date(ms).toISOString() : undefined
}

// --- the shared state (one per process, whatever number of times the plugin is called) -------

type Bundle = { trace: string; rendered: string }

type SessionState = {
  prompt?: { messageID: string; bundle: Promise<Bundle | null> }
  bundles: Bundle[]
  noticed: boolean
  compacting: boolean // the next model call of the session is OpenCode's summary: no memory
  texts: Map<string, Map<string, string>> // assistant messageID -> partID -> text
  toolStarts: Map<string, number>
}

type Shared = {
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
}

const SHARED = Symbol.for("memory-service.opencode-plugin")

function shared(settings: Settings): Shared {
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
    }
    g[SHARED] = state
  }
  state.disposed = false
  return state
}

function session(state: Shared, id: string): SessionState {
  let s = state.sessions.get(id)
  if (!s) {
    s = { bundles: [], noticed: false, compacting: false, texts: new Map(), toolStarts: new Map() }
    state.sessions.set(id, s)
  }
  return s
}

function warn(state: Shared, what: string, error?: unknown): void {
  // One line per kind of trouble, on stderr (OpenCode's log), never in the model's context.
  if (state.warned.has(what)) return
  state.warned.add(what)
  const detail = error instanceof Error ? `: ${error.message}` : error ? `: ${String(error)}` : ""
  try {
    process.stderr.write(`memory plugin: ${what}${detail}\n`)
  } catch {}
}

// --- HTTP with a time budget -----------------------------------------------------------------

async function call(
  state: Shared,
  path: string,
  body: unknown,
  timeoutMs: number,
): Promise<{ status: number; json: any }> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), Math.max(1, timeoutMs))
  try {
    const response = await fetch(`${state.settings.url}${path}`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${state.settings.token}`,
        "Content-Type": "application/json",
        "User-Agent": "memory-opencode-plugin/1",
      },
      body: JSON.stringify(body),
      signal: controller.signal,
    })
    const text = await response.text()
    let json: any = null
    try {
      json = text ? JSON.parse(text) : null
    } catch {}
    return { status: response.status, json }
  } finally {
    clearTimeout(timer)
  }
}

// --- the spool -------------------------------------------------------------------------------

function ensureDir(path: string): void {
  mkdirSync(path, { recursive: true, mode: 0o700 })
}

function spoolDir(state: Shared): string {
  return join(state.settings.stateDir, "spool")
}

/** Appends the events to this process's spool file (synchronously: an `event` handler that
 * OpenCode does not await still leaves them on disk) and schedules a send. */
function capture(state: Shared, events: Event[]): void {
  const fresh = events.filter((e) => !state.seen.has(e.event_id))
  if (!fresh.length) return
  if (!state.settings.token) {
    warn(state, "MEMORY_TOKEN is not set; nothing is captured")
    return
  }
  try {
    ensureDir(spoolDir(state))
    let size = 0
    try {
      for (const name of readdirSync(spoolDir(state))) size += statSize(join(spoolDir(state), name))
    } catch {}
    if (size > SPOOL_MAX_BYTES) {
      warn(state, `the spool is over ${SPOOL_MAX_BYTES} bytes; new events are dropped`)
      return
    }
    const now = new Date().toISOString()
    const lines = fresh
      .map((event) => JSON.stringify({ v: 1, target: state.target, spooled_at: now, event } satisfies SpoolLine))
      .join("\n")
    // A line cut short by a killed writer must not swallow the next one: start on a new line.
    const prefix = endsMidLine(state.spoolFile) ? "\n" : ""
    appendFileSync(state.spoolFile, prefix + lines + "\n", { mode: 0o600 })
    for (const e of fresh) state.seen.add(e.event_id)
  } catch (error) {
    warn(state, "cannot write the spool", error)
    return
  }
  schedule(state)
}

function statSize(path: string): number {
  try {
    return statSync(path).size
  } catch {
    return 0
  }
}

function endsMidLine(path: string): boolean {
  try {
    const size = statSync(path).size
    if (size === 0) return false
    const fd = openSync(path, "r")
    const last = Buffer.alloc(1)
    try {
      readSync(fd, last, 0, 1, size - 1)
    } finally {
      closeSync(fd)
    }
    return last[0] !== 0x0a
  } catch {
    return false
  }
}

function schedule(state: Shared): void {
  if (state.timer) return
  state.timer = setTimeout(() => {
    state.timer = null
    void flush(state, state.settings.flushTimeoutMs)
  }, 0)
}

function alive(pid: number): boolean {
  if (pid === process.pid) return true
  try {
    process.kill(pid, 0)
    return true
  } catch (error: any) {
    return error?.code === "EPERM"
  }
}

/** Sends what the spool holds for this service and token, oldest file first; never throws. One
 * flush at a time; a flush asked for while one runs runs once more after it. */
function flush(state: Shared, budgetMs: number): Promise<void> {
  if (state.flushing) {
    state.again = true
    return state.flushing
  }
  const deadline = Date.now() + budgetMs
  state.flushing = (async () => {
    try {
      do {
        state.again = false
        await flushOnce(state, deadline)
      } while (state.again && Date.now() < deadline)
    } catch (error) {
      warn(state, "flush failed", error)
    } finally {
      state.flushing = null
    }
  })()
  return state.flushing
}

async function flushOnce(state: Shared, deadline: number): Promise<void> {
  const dir = spoolDir(state)
  if (!existsSync(dir) || !state.settings.token) return
  const files: string[] = []
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith(".jsonl")) continue
    const path = join(dir, name)
    if (path === state.spoolFile) {
      files.push(path)
      continue
    }
    const pid = Number(name.split("-")[0])
    if (Number.isInteger(pid) && alive(pid)) continue // another live OpenCode's spool
    // A spool left by a process that is gone: claim it (rename is atomic; one claimer wins).
    const claimed = join(dir, `${process.pid}-${randomUUID().slice(0, 8)}-claimed.jsonl`)
    try {
      renameSync(path, claimed)
      files.push(claimed)
    } catch {}
  }
  for (const file of files) {
    if (Date.now() >= deadline) return
    const done = new Set<string>()
    const refused: { line: string; reason: string }[] = []
    const lines = readLines(file)
    const events: Event[] = []
    for (const line of lines) {
      const parsed = parse(line)
      if (!parsed) {
        refused.push({ line, reason: "unreadable" })
        continue
      }
      if (parsed.target === state.target) events.push(parsed.event)
    }
    let stop = false
    for (let i = 0; i < events.length && !stop; i += BATCH) {
      const batch = events.slice(i, i + BATCH)
      const outcome = await send(state, batch, deadline)
      if (outcome === "retry") stop = true
      else if (outcome === "sent") batch.forEach((e) => done.add(e.event_id))
      else {
        // The batch was refused: send one by one, so one bad event does not hold the others.
        for (const event of batch) {
          const alone = await send(state, [event], deadline)
          if (alone === "retry") {
            stop = true
            break
          }
          done.add(event.event_id)
          if (alone === "refused") refused.push({ line: JSON.stringify(event), reason: "refused" })
        }
      }
    }
    rewrite(state, file, done, new Set(refused.map((r) => r.line)))
    if (refused.length) {
      try {
        const at = new Date().toISOString()
        appendFileSync(
          join(state.settings.stateDir, "rejected.jsonl"),
          refused.map((r) => JSON.stringify({ at, reason: r.reason, line: r.line })).join("\n") + "\n",
          { mode: 0o600 },
        )
      } catch {}
    }
    if (stop) return
  }
}

function readLines(file: string): string[] {
  try {
    return readFileSync(file, "utf8").split("\n").filter((l) => l.trim())
  } catch {
    return []
  }
}

function parse(line: string): SpoolLine | null {
  try {
    const value = JSON.parse(line)
    if (value && value.v === 1 && typeof value.target === "string" && value.event?.event_id) return value
  } catch {}
  return null
}

/** Drops what was sent or refused from ``file``, synchronously (no append of this process can
 * come in between), through a temporary file and an atomic rename. */
function rewrite(state: Shared, file: string, done: Set<string>, dropped: Set<string>): void {
  try {
    const keep = readLines(file).filter((line) => {
      if (dropped.has(line)) return false
      const parsed = parse(line)
      return !(parsed && done.has(parsed.event.event_id))
    })
    if (!keep.length) {
      unlinkSync(file)
      return
    }
    const tmp = `${file}.tmp`
    const fd = openSync(tmp, "w", 0o600)
    writeSync(fd, keep.join("\n") + "\n")
    fsyncSync(fd)
    closeSync(fd)
    renameSync(tmp, file)
  } catch (error) {
    warn(state, "cannot rewrite the spool", error)
  }
}

async function send(state: Shared, events: Event[], deadline: number): Promise<"sent" | "refused" | "retry"> {
  const left = deadline - Date.now()
  if (left <= 50) return "retry"
  try {
    const { status, json } = await call(state, "/api/v1/events", { events }, left)
    if (status === 202 || status === 200) return "sent"
    const code = json?.error?.code
    if (status === 409 || code === "conflict") return "sent" // the id is stored already
    if (status === 400 || status === 422 || status === 413) return "refused"
    if (status === 403 && code === "paused") warn(state, "the token is paused by the project's owner; events wait in the spool")
    else warn(state, `the service answered HTTP ${status} to /events; events wait in the spool`)
    return "retry"
  } catch (error) {
    warn(state, "the service cannot be reached; events wait in the spool", error)
    return "retry"
  }
}

// --- context ---------------------------------------------------------------------------------

async function fetchBundle(state: Shared, sessionID: string, query: string): Promise<Bundle | null> {
  if (!state.settings.token) {
    warn(state, "MEMORY_TOKEN is not set; no memory is injected")
    return null
  }
  try {
    const body: Record<string, unknown> = { query: query.slice(0, MAX_QUERY_CHARS), route: "auto", session_id: sessionID }
    if (state.settings.budgetTokens) body.budget_tokens = state.settings.budgetTokens
    const { status, json } = await call(state, "/api/v1/context", body, state.settings.timeoutMs)
    if (status !== 200 || !json) {
      warn(state, `the service answered HTTP ${status} to /context; no memory this turn`)
      return null
    }
    notice(state, sessionID, json.review)
    const rendered = typeof json.rendered === "string" ? json.rendered : ""
    if (!rendered.trim()) return null
    return { trace: String(json.trace_id ?? rendered), rendered }
  } catch (error) {
    warn(state, "no memory this turn (/context failed or ran out of time)", error)
    return null
  }
}

/** When memories wait for the owner's review, say so to the user once a session (a toast in
 * the TUI, a line on stderr), never to the model. */
function notice(state: Shared, sessionID: string, review: any): void {
  const s = session(state, sessionID)
  if (s.noticed || !state.settings.reviewNotice) return
  s.noticed = true
  const waiting = typeof review?.waiting === "number" ? review.waiting : 0
  if (waiting <= 0) return
  const url = typeof review?.url === "string" ? review.url : `${state.settings.url}/review/`
  const message = `${waiting} ${waiting === 1 ? "memory waits" : "memories wait"} for your review: ${url}`
  try {
    process.stderr.write(`memory plugin: ${message}\n`)
  } catch {}
  try {
    const shown = (state.client as any)?.tui?.showToast?.({ body: { message, variant: "info" } })
    if (shown && typeof shown.catch === "function") shown.catch(() => {})
  } catch {}
}

function isTitleCall(system: string[]): boolean {
  return system.some((s) => TITLE_MARKERS.some((m) => s.includes(m)))
}

/** The bundles served in this session, oldest first, within a size cap: OpenCode rebuilds the
 * system prompt for every call, and the service does not serve a memory twice in a session. */
function injected(s: SessionState): string {
  const kept: string[] = []
  let size = 0
  for (const bundle of [...s.bundles].reverse()) {
    if (size + bundle.rendered.length > MAX_INJECTED_CHARS && kept.length) break
    kept.unshift(bundle.rendered)
    size += bundle.rendered.length
  }
  return kept.join("\n\n")
}

// --- capture helpers -------------------------------------------------------------------------

function ignored(state: Shared, tool: string): boolean {
  return state.settings.ignoreTools.some((re) => re.test(tool))
}

function toolEvents(
  sessionID: string,
  callID: string,
  tool: string,
  args: unknown,
  output: string,
  started: number | undefined,
  ended: number,
): Event[] {
  const name = clip(clean(tool) || "unknown", MAX_TOOL_NAME_CHARS)
  const id = callID || randomUUID()
  const call: Event = {
    event_id: eventId(sessionID, id, "call"),
    session_id: sessionID,
    kind: "tool_call",
    tool: name,
    observed_at: iso(started ?? ended - 1),
  }
  if (args !== undefined && args !== null) {
    call.arguments = typeof args === "object" ? cleanJson(args) : { input: cleanJson(args) }
  }
  return [
    call,
    {
      event_id: eventId(sessionID, id, "result"),
      session_id: sessionID,
      kind: "tool_result",
      tool: name,
      content: clip(clean(output), MAX_CONTENT_CHARS),
      observed_at: iso(ended),
    },
  ]
}

function onEvent(state: Shared, event: any): void {
  const type: string = event?.type
  const props = event?.properties ?? {}
  if (type === "message.part.updated") {
    const part = props.part ?? {}
    const sessionID = part.sessionID ?? props.sessionID
    if (!sessionID) return
    if (part.type === "text" && !part.synthetic && !part.ignored) {
      const s = session(state, sessionID)
      let texts = s.texts.get(part.messageID)
      if (!texts) s.texts.set(part.messageID, (texts = new Map()))
      texts.set(part.id, typeof part.text === "string" ? part.text : "")
    } else if (part.type === "tool" && part.state?.status === "error") {
      // A failed tool: OpenCode may not run tool.execute.after for it.
      if (ignored(state, part.tool ?? "")) return
      const ended = part.state.time?.end ?? Date.now()
      capture(
        state,
        toolEvents(sessionID, part.callID, part.tool, part.state.input, `[tool failed] ${clean(part.state.error)}`, part.state.time?.start, ended),
      )
    }
  } else if (type === "message.updated") {
    const info = props.info ?? {}
    if (info.role !== "assistant" || !info.time?.completed || !info.sessionID) return
    if (info.summary === true || info.mode === "compaction" || info.agent === "compaction") return
    const s = session(state, info.sessionID)
    const texts = s.texts.get(info.id)
    const text = texts ? [...texts.values()].filter((t) => t.trim()).join("\n\n") : ""
    const ends = info.finish !== "tool-calls"
    s.texts.delete(info.id)
    if (!text.trim()) return
    capture(state, [
      {
        event_id: eventId(info.sessionID, info.id),
        session_id: info.sessionID,
        kind: "message",
        role: "assistant",
        content: clip(clean(text), MAX_CONTENT_CHARS),
        observed_at: iso(info.time.completed),
        turn_complete: ends,
      },
    ])
  } else if (type === "session.compacted") {
    const s = props.sessionID ? state.sessions.get(props.sessionID) : undefined
    if (s) s.compacting = false
  } else if (type === "session.idle") {
    void flush(state, state.settings.flushTimeoutMs)
  } else if (type === "session.deleted") {
    const id = props.info?.id ?? props.sessionID
    if (id) endSession(state, id)
  }
}

function endSession(state: Shared, sessionID: string): void {
  // A fresh id each time: a session continued later that ends again must expire again.
  capture(state, [{ event_id: randomUUID(), session_id: sessionID, kind: "signal", content: "session_end" }])
  state.sessions.delete(sessionID)
}

/** Runs a hook's body; a failure is logged, never thrown (a throwing hook aborts the prompt). */
async function safe(state: Shared, what: string, body: () => Promise<void> | void): Promise<void> {
  try {
    await body()
  } catch (error) {
    warn(state, `${what} failed`, error)
  }
}

// --- the plugin ------------------------------------------------------------------------------

export const MemoryPlugin: Plugin = async (input, options) => {
  const state = shared(readSettings(options))
  state.instances += 1
  state.client = input?.client ?? state.client
  void flush(state, state.settings.flushTimeoutMs) // what an earlier run could not send

  const hooks: Hooks = {
    "chat.message": (hookInput, output) =>
      safe(state, "chat.message", () => {
        const sessionID = hookInput.sessionID
        const message = output.message
        if (!sessionID || !message?.id) return
        const s = session(state, sessionID)
        s.compacting = false
        const text = (output.parts ?? [])
          .filter((p: any) => p.type === "text" && !p.synthetic && !p.ignored)
          .map((p: any) => String(p.text ?? ""))
          .join("\n")
        if (!text.trim()) return
        if (s.prompt?.messageID !== message.id) {
          s.prompt = { messageID: message.id, bundle: fetchBundle(state, sessionID, text.trim()) }
        }
        capture(state, [
          {
            event_id: eventId(sessionID, message.id),
            session_id: sessionID,
            kind: "message",
            role: "user",
            content: clip(clean(text), MAX_CONTENT_CHARS),
            observed_at: iso(message.time?.created),
          },
        ])
      }),

    "experimental.chat.system.transform": (hookInput, output) =>
      safe(state, "experimental.chat.system.transform", async () => {
        const sessionID = hookInput.sessionID
        if (!sessionID || !Array.isArray(output.system) || isTitleCall(output.system)) return
        const s = state.sessions.get(sessionID)
        if (!s) return
        if (s.compacting) return // until session.compacted (or the next user message)
        const bundle = s.prompt ? await s.prompt.bundle : null // fetchBundle has its own budget
        if (bundle && !s.bundles.some((b) => b.trace === bundle.trace)) s.bundles.push(bundle)
        const text = injected(s)
        if (text && !output.system.some((x) => x.includes(text))) output.system.push(text)
      }),

    "tool.execute.before": (hookInput) =>
      safe(state, "tool.execute.before", () => {
        if (hookInput.sessionID && hookInput.callID) {
          session(state, hookInput.sessionID).toolStarts.set(hookInput.callID, Date.now())
        }
      }),

    "tool.execute.after": (hookInput, output) =>
      safe(state, "tool.execute.after", () => {
        const { sessionID, callID, tool } = hookInput
        if (!sessionID || ignored(state, tool ?? "")) return
        const s = session(state, sessionID)
        const started = s.toolStarts.get(callID)
        s.toolStarts.delete(callID)
        const text = typeof output?.output === "string" ? output.output : JSON.stringify(output?.output ?? "")
        capture(state, toolEvents(sessionID, callID, tool, hookInput.args, text, started, Date.now()))
      }),

    "experimental.session.compacting": (hookInput) =>
      safe(state, "experimental.session.compacting", async () => {
        // Before OpenCode summarises the session away: send what is captured, then ask the
        // service to harvest the session's turns not yet extracted (it goes on without us).
        if (hookInput.sessionID) session(state, hookInput.sessionID).compacting = true
        const deadline = Date.now() + state.settings.timeoutMs
        await flush(state, state.settings.timeoutMs)
        const left = deadline - Date.now()
        if (left > 50 && hookInput.sessionID && state.settings.token) {
          try {
            await call(state, "/api/v1/extract", { session_id: hookInput.sessionID }, left)
          } catch (error) {
            warn(state, "the harvest before compaction failed", error)
          }
        }
      }),

    event: ({ event }) => safe(state, "event", () => onEvent(state, event)),

    dispose: () =>
      safe(state, "dispose", async () => {
        if (state.disposed) return // called once for every time the plugin was loaded
        state.disposed = true
        for (const id of [...state.sessions.keys()]) endSession(state, id)
        if (state.timer) {
          clearTimeout(state.timer)
          state.timer = null
        }
        await flush(state, state.settings.flushTimeoutMs)
      }),
  }
  return hooks
}
