// The context: the /context bundle for a prompt, and what of it goes into the system prompt.
import { call } from "./http.ts"
import { MAX_INJECTED_CHARS, MAX_QUERY_CHARS, MAX_TOOL_SIGNAL_CHARS, MAX_USER_SIGNAL_CHARS, TITLE_MARKERS } from "./settings.ts"
import { session, warn } from "./state.ts"
import type { Bundle, SessionState, Shared, Signal } from "./state.ts"

export async function fetchBundle(state: Shared, sessionID: string, query: string): Promise<Bundle | null> {
  if (!state.settings.token) {
    warn(state, "MEMORY_TOKEN is not set; no memory is injected")
    return null
  }
  try {
    const body: Record<string, unknown> = { query: query.slice(0, MAX_QUERY_CHARS), route: "auto", session_id: sessionID }
    if (state.settings.budgetTokens) body.budget_tokens = state.settings.budgetTokens
    body.signals = signals(state, sessionID, query)
    if (state.settings.workType) body.work_type = state.settings.workType
    const { status, json } = await ask(state, body)
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

/** What the agent is doing: the user's message, and the session's newest tool output. The
 * plugin only translates; the service establishes the frame. */
function signals(state: Shared, sessionID: string, query: string): Signal[] {
  const said: Signal = { kind: "user_message", text: query.slice(0, MAX_USER_SIGNAL_CHARS), observed_at: new Date().toISOString() }
  const tool = session(state, sessionID).lastTool
  return tool ? [said, tool] : [said]
}

/** The tool output a later prompt sends as its `tool_result` signal. */
export function toolSignal(tool: string, output: string, at: number): Signal {
  const text = `${tool || "unknown"}\n${output}`.slice(0, MAX_TOOL_SIGNAL_CHARS)
  return { kind: "tool_result", text, observed_at: new Date(at).toISOString() }
}

/** POST /context; a server older than frames refuses the fields it does not know (its inputs
 * forbid unknown keys), so the call is made again without them rather than lose the bundle. */
async function ask(state: Shared, body: Record<string, unknown>): Promise<{ status: number; json: any }> {
  const started = Date.now()
  const answer = await call(state, "/api/v1/context", body, state.settings.timeoutMs)
  const named = answer.status === 422 ? JSON.stringify(answer.json?.error?.details ?? "") : ""
  const refused = OPTIONAL_FIELDS.filter((k) => k in body && named.includes(k))
  const left = state.settings.timeoutMs - (Date.now() - started)
  if (!refused.length || left <= 50) return answer
  const rest = Object.fromEntries(Object.entries(body).filter(([k]) => !refused.includes(k)))
  return call(state, "/api/v1/context", rest, left)
}

const OPTIONAL_FIELDS = ["signals", "work_type"]

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

export function isTitleCall(system: string[]): boolean {
  return system.some((s) => TITLE_MARKERS.some((m) => s.includes(m)))
}

/** The bundles served in this session, oldest first, within a size cap: OpenCode rebuilds the
 * system prompt for every call, and the service does not serve a memory twice in a session. */
export function injected(s: SessionState): string {
  const kept: string[] = []
  let size = 0
  for (const bundle of [...s.bundles].reverse()) {
    if (size + bundle.rendered.length > MAX_INJECTED_CHARS && kept.length) break
    kept.unshift(bundle.rendered)
    size += bundle.rendered.length
  }
  return kept.join("\n\n")
}
