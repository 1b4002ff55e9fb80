// Capture: OpenCode's tool calls and bus events turned into canonical events for the spool.
import { randomUUID } from "node:crypto"
import { clean, cleanJson, clip, eventId, iso } from "./events.ts"
import type { Event } from "./events.ts"
import { MAX_CONTENT_CHARS, MAX_TOOL_NAME_CHARS } from "./settings.ts"
import { capture, flush } from "./spool.ts"
import { session } from "./state.ts"
import type { Shared } from "./state.ts"

export function ignored(state: Shared, tool: string): boolean {
  return state.settings.ignoreTools.some((re) => re.test(tool))
}

export function toolEvents(
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

export function onEvent(state: Shared, event: any): void {
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

export function endSession(state: Shared, sessionID: string): void {
  // A fresh id each time: a session continued later that ends again must expire again.
  capture(state, [{ event_id: randomUUID(), session_id: sessionID, kind: "signal", content: "session_end" }])
  state.sessions.delete(sessionID)
}
