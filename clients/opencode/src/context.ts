// The context: the /context bundle for a prompt, and what of it goes into the system prompt.
import { call } from "./http.ts"
import { MAX_INJECTED_CHARS, MAX_QUERY_CHARS, TITLE_MARKERS } from "./settings.ts"
import { session, warn } from "./state.ts"
import type { Bundle, SessionState, Shared } from "./state.ts"

export async function fetchBundle(state: Shared, sessionID: string, query: string): Promise<Bundle | null> {
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
