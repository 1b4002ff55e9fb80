/**
 * The memory service's OpenCode plugin (docs/integrations.md, "OpenCode").
 *
 * - Injects the service's `/context` bundle into every model call of a turn: `chat.message`
 *   starts one `POST /api/v1/context` for the user's prompt (route `auto`, the session id), and
 *   `experimental.chat.system.transform` pushes the rendered, fenced block into `output.system`
 *   as it is (OpenCode sends it as one extra system message after its own prompt). The
 *   title-generation call runs the same hook and is skipped.
 * - Says what the agent is doing with each `/context` call (`signals`, docs/frames.md): the
 *   prompt as `user_message` and the session's newest tool output as `tool_result`, and the
 *   configured `workType`; the service, not the plugin, decides which work that is.
 * - Captures the session as canonical events (`POST /api/v1/events`, idempotent on `event_id`):
 *   the user's messages (`chat.message`), the assistant's messages (`message.updated` once
 *   completed; `turn_complete: true` on the one that ends a turn), every tool call and result
 *   (`tool.execute.before` / `tool.execute.after`, failures from `message.part.updated`), a
 *   harvest before compaction (`experimental.session.compacting` -> `POST /api/v1/extract`; the
 *   summary call that follows gets no bundle and its summary is not captured) and
 *   the signal `session_end` when OpenCode shuts the plugin down (`dispose`) or deletes a session.
 * - Off by default, ingests the session's repository at start (`ingest.ts`): at the plugin's
 *   start and for each new session (`session.created`), in the background, the documents
 *   the globs match that changed since the service last accepted them go to
 *   `POST /api/v1/sources`, within `ingestTimeoutMs`; `dispose` gives one still running the
 *   flush's budget.
 * - Never blocks OpenCode and never throws out of a hook: each call has a time budget
 *   (`AbortController`), and any failure means no memory this turn.
 * - Spools before it sends: every event is appended to a JSONL file of this process under the
 *   state folder first, sent in the background, and the spool is flushed (awaited) in `dispose`;
 *   what could not be sent stays and is sent by a later run. Resending is harmless: the service
 *   is idempotent on `event_id`.
 *
 * Configuration: env `MEMORY_URL` (default http://127.0.0.1:8000), `MEMORY_TOKEN`, or the plugin
 * options `{url, token, timeoutMs, flushTimeoutMs, budgetTokens, stateDir, ignoreTools,
 * reviewNotice, workType, ingest, ingestTimeoutMs}` (`"plugin": [["file:///.../index.ts", {...}]]`
 * in opencode.json); `workType` also from `MEMORY_OPENCODE_WORK_TYPE`, `ingest` from
 * `MEMORY_OPENCODE_INGEST` (`1`: the default globs, else comma-separated globs) and
 * `ingestTimeoutMs` from `MEMORY_OPENCODE_INGEST_TIMEOUT_MS`.
 */
import type { Hooks, Plugin } from "@opencode-ai/plugin"
import { endSession, ignored, onEvent, toolEvents } from "./capture.ts"
import { fetchBundle, injected, isTitleCall, toolSignal } from "./context.ts"
import { clean, clip, eventId, iso } from "./events.ts"
import { call } from "./http.ts"
import { ingestAtStart, ingestForSession, settleIngests } from "./ingest.ts"
import { MAX_CONTENT_CHARS, readSettings } from "./settings.ts"
import { capture, flush } from "./spool.ts"
import { session, shared, warn } from "./state.ts"
import type { Shared } from "./state.ts"

// OpenCode calls every function this module exports as a plugin: export nothing more than
// before the split (MemoryPlugin, and readSettings, which it has always exported).
export { readSettings }

/** Runs a hook's body; a failure is logged, never thrown (a throwing hook aborts the prompt). */
async function safe(state: Shared, what: string, body: () => Promise<void> | void): Promise<void> {
  try {
    await body()
  } catch (error) {
    warn(state, `${what} failed`, error)
  }
}

// --- the hooks -------------------------------------------------------------------------------

// A hook's arguments, from the plugin package's types (Hooks holds non-function members too).
type Args<K extends keyof Hooks> = NonNullable<Hooks[K]> extends (...args: infer A) => any ? A : never
type In<K extends keyof Hooks> = Args<K>[0]
type Out<K extends keyof Hooks> = Args<K>[1]

function chatMessage(state: Shared, hookInput: In<"chat.message">, output: Out<"chat.message">): void {
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
}

async function systemTransform(
  state: Shared,
  hookInput: In<"experimental.chat.system.transform">,
  output: Out<"experimental.chat.system.transform">,
): Promise<void> {
  const sessionID = hookInput.sessionID
  if (!sessionID || !Array.isArray(output.system) || isTitleCall(output.system)) return
  const s = state.sessions.get(sessionID)
  if (!s) return
  if (s.compacting) return // until session.compacted (or the next user message)
  const bundle = s.prompt ? await s.prompt.bundle : null // fetchBundle has its own budget
  if (bundle && !s.bundles.some((b) => b.trace === bundle.trace)) s.bundles.push(bundle)
  const text = injected(s)
  if (text && !output.system.some((x) => x.includes(text))) output.system.push(text)
}

function toolBefore(state: Shared, hookInput: In<"tool.execute.before">): void {
  if (hookInput.sessionID && hookInput.callID) {
    session(state, hookInput.sessionID).toolStarts.set(hookInput.callID, Date.now())
  }
}

function toolAfter(state: Shared, hookInput: In<"tool.execute.after">, output: Out<"tool.execute.after">): void {
  const { sessionID, callID, tool } = hookInput
  if (!sessionID || ignored(state, tool ?? "")) return
  const s = session(state, sessionID)
  const started = s.toolStarts.get(callID)
  s.toolStarts.delete(callID)
  const text = typeof output?.output === "string" ? output.output : JSON.stringify(output?.output ?? "")
  const now = Date.now()
  s.lastTool = toolSignal(tool, clean(text), now)
  capture(state, toolEvents(sessionID, callID, tool, hookInput.args, text, started, now))
}

async function compacting(state: Shared, hookInput: In<"experimental.session.compacting">): Promise<void> {
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
}

async function dispose(state: Shared): Promise<void> {
  if (state.disposed) return // called once for every time the plugin was loaded
  state.disposed = true
  for (const id of [...state.sessions.keys()]) endSession(state, id)
  if (state.timer) {
    clearTimeout(state.timer)
    state.timer = null
  }
  // An ingest still running gets the same budget (OpenCode exits once dispose returns).
  await Promise.all([flush(state, state.settings.flushTimeoutMs), settleIngests(state, state.settings.flushTimeoutMs)])
}

function event(state: Shared, event: any): void {
  if (event?.type === "session.created") ingestForSession(state, event.properties?.info)
  onEvent(state, event)
}

// --- the plugin ------------------------------------------------------------------------------

export const MemoryPlugin: Plugin = async (input, options) => {
  const state = shared(readSettings(options))
  state.instances += 1
  state.client = input?.client ?? state.client
  void flush(state, state.settings.flushTimeoutMs) // what an earlier run could not send
  ingestAtStart(state, input?.directory || input?.worktree || process.cwd()) // in the background

  const hooks: Hooks = {
    "chat.message": (hookInput, output) => safe(state, "chat.message", () => chatMessage(state, hookInput, output)),
    "experimental.chat.system.transform": (hookInput, output) =>
      safe(state, "experimental.chat.system.transform", () => systemTransform(state, hookInput, output)),
    "tool.execute.before": (hookInput) => safe(state, "tool.execute.before", () => toolBefore(state, hookInput)),
    "tool.execute.after": (hookInput, output) =>
      safe(state, "tool.execute.after", () => toolAfter(state, hookInput, output)),
    "experimental.session.compacting": (hookInput) =>
      safe(state, "experimental.session.compacting", () => compacting(state, hookInput)),
    event: (hookInput) => safe(state, "event", () => event(state, hookInput.event)),
    dispose: () => safe(state, "dispose", () => dispose(state)),
  }
  return hooks
}
