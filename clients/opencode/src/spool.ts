// The spool: events are written to disk first, then sent in the background (see index.ts).
import { randomUUID } from "node:crypto"
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
import { join } from "node:path"
import type { Event, SpoolLine } from "./events.ts"
import { call } from "./http.ts"
import { BATCH, SPOOL_MAX_BYTES } from "./settings.ts"
import { warn } from "./state.ts"
import type { Shared } from "./state.ts"

function ensureDir(path: string): void {
  mkdirSync(path, { recursive: true, mode: 0o700 })
}

function spoolDir(state: Shared): string {
  return join(state.settings.stateDir, "spool")
}

/** Appends the events to this process's spool file (synchronously: an `event` handler that
 * OpenCode does not await still leaves them on disk) and schedules a send. */
export function capture(state: Shared, events: Event[]): void {
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
export function flush(state: Shared, budgetMs: number): Promise<void> {
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
  for (const file of spoolFiles(state, dir)) {
    if (Date.now() >= deadline) return
    if (await flushFile(state, file, deadline)) return
  }
}

/** This process's spool file and those left by processes that are gone, claimed first (all of
 * them before anything is sent), oldest first. */
function spoolFiles(state: Shared, dir: string): string[] {
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
  return files
}

type Refused = { line: string; reason: string }

/** Sends one spool file's events for this service and token, then drops from it what was sent
 * or refused; true when the service asked to retry later (the other files wait too). */
async function flushFile(state: Shared, file: string, deadline: number): Promise<boolean> {
  const done = new Set<string>()
  const refused: Refused[] = []
  const events: Event[] = []
  for (const line of readLines(file)) {
    const parsed = parse(line)
    if (!parsed) {
      refused.push({ line, reason: "unreadable" })
      continue
    }
    if (parsed.target === state.target) events.push(parsed.event)
  }
  const stop = await sendAll(state, events, deadline, done, refused)
  rewrite(state, file, done, new Set(refused.map((r) => r.line)))
  if (refused.length) reject(state, refused)
  return stop
}

/** Sends ``events`` in batches, adding to ``done`` and ``refused`` what the service took or
 * refused; true when it stopped on a "retry". */
async function sendAll(
  state: Shared,
  events: Event[],
  deadline: number,
  done: Set<string>,
  refused: Refused[],
): Promise<boolean> {
  for (let i = 0; i < events.length; i += BATCH) {
    const batch = events.slice(i, i + BATCH)
    const outcome = await send(state, batch, deadline)
    if (outcome === "retry") return true
    if (outcome === "sent") {
      batch.forEach((e) => done.add(e.event_id))
      continue
    }
    // The batch was refused: send one by one, so one bad event does not hold the others.
    for (const event of batch) {
      const alone = await send(state, [event], deadline)
      if (alone === "retry") return true
      done.add(event.event_id)
      if (alone === "refused") refused.push({ line: JSON.stringify(event), reason: "refused" })
    }
  }
  return false
}

/** Keeps what the service refused (or what could not be read) in `rejected.jsonl`, for a
 * person to look at: it is dropped from the spool, so it is never sent again. */
function reject(state: Shared, refused: Refused[]): void {
  try {
    const at = new Date().toISOString()
    appendFileSync(
      join(state.settings.stateDir, "rejected.jsonl"),
      refused.map((r) => JSON.stringify({ at, reason: r.reason, line: r.line })).join("\n") + "\n",
      { mode: 0o600 },
    )
  } catch {}
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
