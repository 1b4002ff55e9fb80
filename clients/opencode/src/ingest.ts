// The ingest at session start (off by default): the repository's matching documents go to
// `POST /api/v1/sources`, only those that changed since the service last accepted them, in the
// background within `ingestTimeoutMs`. Never awaited by a hook the model waits on; never throws.
//
// A state file per service, token and root records the sha256 of each file's bytes the service
// accepted (a 200): a file whose hash differs is sent; the last request says `complete: true`
// and lists every matching path in `present`, so a removed file gets archived. Nothing differs
// and no recorded path is gone: no request. A refusal or a timeout keeps the state, and the next
// session sends again (the service writes by content hash: a resend writes nothing twice).
import { createHash } from "node:crypto"
import { mkdirSync, readFileSync, realpathSync, renameSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { call } from "./http.ts"
import { findRoot, matching, readCapped, scan, sha256 } from "./repo.ts"
import type { Repo, RepoFile } from "./repo.ts"
import { warn } from "./state.ts"
import type { Shared } from "./state.ts"

export const MAX_FILES_PER_REQUEST = 100
// Below the service's default body limit (1,000,000 bytes), as the Python client.
export const MAX_REQUEST_BYTES = 800_000
// A request is not started with less than this left of the budget (as the Python hooks).
const MIN_MS_PER_REQUEST = 2000

type Entry = { path: string; modified_at: string; commit?: string; content?: string; content_base64?: string }
type Recorded = Record<string, string> // path -> sha256 of the bytes the service accepted

const UTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true })

function size(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value))
}

/** A file as the service takes it: its text when the bytes are UTF-8 (and their JSON is not
 * longer than their base64), else `content_base64` (as the Python client's `file_json`). */
export function fileJson(file: RepoFile, data: Buffer): Entry {
  const entry: Entry = { path: file.path, modified_at: file.modifiedAt }
  if (file.commit) entry.commit = file.commit
  let text: string | null = null
  try {
    text = UTF8.decode(data)
  } catch {}
  const asBase64 = 4 * Math.floor((data.length + 2) / 3)
  if (text !== null && size(text) - 2 <= asBase64) entry.content = text
  else entry.content_base64 = data.toString("base64")
  return entry
}

function stateFile(state: Shared, root: string): string {
  const { url, token, stateDir } = state.settings
  const key = createHash("sha256").update(`${url}\n${token}\n${root}`).digest("hex").slice(0, 16)
  return join(stateDir, `ingest-${key}.json`)
}

function load(file: string): Recorded {
  try {
    const files = JSON.parse(readFileSync(file, "utf8"))?.files
    if (files && typeof files === "object" && !Array.isArray(files)) {
      return Object.fromEntries(Object.entries(files).filter(([, v]) => typeof v === "string")) as Recorded
    }
  } catch {}
  return {}
}

function save(file: string, recorded: Recorded): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 })
  const tmp = `${file}.${process.pid}.tmp`
  writeFileSync(tmp, JSON.stringify({ files: recorded }), { mode: 0o600 })
  renameSync(tmp, file)
}

/** One request; true on a 200. Says one line on a refusal, a timeout or the budget's end. */
async function send(state: Shared, body: object, deadline: number): Promise<boolean> {
  const left = deadline - Date.now()
  if (left < MIN_MS_PER_REQUEST) {
    warn(state, "ingest: the time budget ran out; the next session goes on")
    return false
  }
  try {
    const { status, json } = await call(state, "/api/v1/sources", body, left)
    if (status === 200) return true
    // The service's own words (a 403 says how the owner allows this token to ingest).
    const said = typeof json?.error?.message === "string" ? `: ${json.error.message.slice(0, 300)}` : ""
    warn(state, `ingest: the service answered HTTP ${status}${said}; the next session sends again`)
  } catch (error) {
    warn(state, "ingest: the service did not answer in time; the next session sends again", error)
  }
  return false
}

/** Sends the changed files in requests of at most MAX_FILES_PER_REQUEST files and about
 * MAX_REQUEST_BYTES, reading each again (its bytes are what is recorded), the last request
 * complete; records each accepted request. */
async function sendChanged(
  state: Shared,
  repo: Repo,
  globs: string[],
  recorded: Recorded,
  changed: RepoFile[],
  deadline: number,
): Promise<void> {
  const file = stateFile(state, repo.root)
  const head = { root: repo.root, globs, ...(repo.commit ? { commit: repo.commit } : {}) }
  const room = MAX_REQUEST_BYTES - size(head)
  const reserved = size(repo.present)
  let batch: { entry: Entry; hash: string }[] = []
  let used = 0
  const post = async (complete: boolean): Promise<boolean> => {
    const files = batch.map((b) => b.entry)
    const body = complete ? { ...head, files, complete, present: repo.present } : { ...head, files, complete }
    if (!(await send(state, body, deadline))) return false
    for (const b of batch) recorded[b.entry.path] = b.hash
    if (complete) {
      const present = new Set(repo.present)
      for (const path of Object.keys(recorded)) if (!present.has(path)) delete recorded[path]
    }
    save(file, recorded)
    batch = []
    used = 0
    return true
  }
  for (const f of changed) {
    let data: Buffer
    try {
      data = await readCapped(join(repo.root, f.path))
    } catch {
      continue // gone since the scan: the next session sees it
    }
    const entry = fileJson(f, data)
    const cost = size(entry) + 1
    if (batch.length && (batch.length >= MAX_FILES_PER_REQUEST || used + cost > room)) {
      if (!(await post(false))) return
    }
    batch.push({ entry, hash: sha256(data) })
    used += cost
  }
  if (batch.length && used + reserved > room && !(await post(false))) return
  await post(true)
}

/** One ingest of the repository holding `directory` (see the module). */
export async function ingest(state: Shared, directory: string): Promise<void> {
  const globs = state.settings.ingest
  if (!globs) return
  if (!state.settings.token) {
    warn(state, "MEMORY_TOKEN is not set; nothing is ingested")
    return
  }
  const deadline = Date.now() + state.settings.ingestTimeoutMs
  const { root, inGit } = await findRoot(directory, deadline)
  const paths = await matching(root, inGit, globs, deadline)
  if (typeof paths === "string") {
    warn(state, `ingest: ${paths}`)
    return
  }
  const repo = await scan(root, inGit, paths, deadline)
  if (repo.refused.length) {
    warn(state, `ingest: left out ${repo.refused.length} path(s) holding #, \\ or a control character (the service cannot cite them)`)
  }
  const recorded = load(stateFile(state, root))
  const changed = repo.files.filter((f) => recorded[f.path] !== f.hash)
  const present = new Set(repo.present)
  if (!changed.length && Object.keys(recorded).every((p) => present.has(p))) return
  await sendChanged(state, repo, globs, recorded, changed, deadline)
}

function canonical(directory: string): string {
  try {
    return realpathSync(directory)
  } catch {
    return directory
  }
}

/** Starts an ingest of `directory` in the background, unless one for it runs already. */
function startIngest(state: Shared, directory: string): void {
  const key = canonical(directory)
  if (state.ingests.has(key)) return
  const run = ingest(state, key)
    .catch((error) => warn(state, "ingest failed", error))
    .finally(() => state.ingests.delete(key))
  state.ingests.set(key, run)
}

/** The ingest at the plugin's start, once a process; it counts as the ingest of the session
 * created next in the same directory. */
export function ingestAtStart(state: Shared, directory: string | undefined): void {
  if (!state.settings.ingest || state.ingestStarted || !directory) return
  state.ingestStarted = true
  state.ingestClaim = canonical(directory)
  startIngest(state, directory)
}

/** `session.created`: a new session (not a subagent's) ingests, unless the start's did for it. */
export function ingestForSession(state: Shared, info: any): void {
  if (!state.settings.ingest || typeof info?.directory !== "string" || info.parentID) return
  if (state.ingestClaim !== null && state.ingestClaim === canonical(info.directory)) {
    state.ingestClaim = null
    return
  }
  startIngest(state, info.directory)
}

/** Waits for the ingests in flight, at most `ms` (OpenCode exits after `dispose`). */
export async function settleIngests(state: Shared, ms: number): Promise<void> {
  if (!state.ingests.size) return
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))
  await Promise.race([Promise.allSettled([...state.ingests.values()]), late])
  clearTimeout(timer)
}
