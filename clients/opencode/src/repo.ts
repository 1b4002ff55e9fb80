// Reading the session's repository for an ingest, as the Python client's reader
// (memory_client.folder) does: the root, the files the globs match, their bytes, time and commit.
import { execFile, spawn } from "node:child_process"
import { createHash } from "node:crypto"
import { lstat, open, readdir, readFile, realpath, stat } from "node:fs/promises"
import { createInterface } from "node:readline"
import { join, sep } from "node:path"
import { globs } from "./glob.ts"

export const MAX_FILES = 5000
// The service reads 256 KiB of a file; one byte more tells it the file was longer.
export const MAX_FILE_BYTES = 262_145
// A name the service cannot cite (as the Python reader's unsupported_name): not sent, not present.
const REFUSED_PATH = /[#\\\u0000-\u001f]/

export type RepoFile = { path: string; hash: string; modifiedAt: string; commit: string }
/** What was read: `present` is every matching path, read or not (one not read is still there). */
export type Repo = { root: string; commit: string; files: RepoFile[]; present: string[]; refused: string[] }

function git(cwd: string, args: string[], deadline: number): Promise<string | null> {
  const timeout = Math.max(1, deadline - Date.now())
  return new Promise((resolve) => {
    execFile("git", ["-C", cwd, ...args], { timeout, maxBuffer: 256 * 1024 * 1024 }, (error, stdout) =>
      resolve(error ? null : String(stdout)),
    )
  })
}

/** The git work tree holding `directory`, else the directory itself. */
export async function findRoot(directory: string, deadline: number): Promise<{ root: string; inGit: boolean }> {
  const top = (await git(directory, ["rev-parse", "--show-toplevel"], deadline))?.trim()
  if (top) return { root: await realpath(top), inGit: true }
  return { root: await realpath(directory), inGit: false }
}

async function gitFiles(root: string, deadline: number): Promise<string[] | null> {
  const listed = await git(root, ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], deadline)
  return listed === null ? null : listed.split("\0").filter(Boolean)
}

/** Outside git: every file under `root` but `.git/` and what the root's .gitignore ignores. */
async function walk(root: string, deadline: number): Promise<string[]> {
  let ignore = globs([])
  try {
    ignore = globs((await readFile(join(root, ".gitignore"), "utf8")).split(/\r?\n/))
  } catch {}
  const found: string[] = []
  const todo = [""]
  while (todo.length) {
    if (Date.now() >= deadline) throw new Error("the time budget ran out listing the files")
    const folder = todo.pop()!
    for (const entry of await readdir(join(root, folder), { withFileTypes: true }).catch(() => [])) {
      const path = folder ? `${folder}/${entry.name}` : entry.name
      if (entry.isDirectory()) {
        if (entry.name !== ".git" && !ignore.matches(`${path}/`)) todo.push(path)
      } else if (!ignore.matches(path)) {
        found.push(path) // a symbolic link too (to a folder, it is not read)
      }
    }
  }
  return found
}

// Files read (or stat'ed) at once: the disk's queue stays busy without holding many buffers.
const READERS = 16

/** `work` on each item, READERS at a time; the results in the items' order. */
async function each<T, R>(items: T[], deadline: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length)
  let next = 0
  const reader = async () => {
    while (next < items.length) {
      if (Date.now() >= deadline) throw new Error("the time budget ran out reading the files")
      const i = next++
      out[i] = await work(items[i])
    }
  }
  await Promise.all(Array.from({ length: Math.min(READERS, items.length) }, reader))
  return out
}

async function exists(path: string): Promise<boolean> {
  return lstat(path).then(
    () => true,
    () => false,
  )
}

/** The paths the globs match (sorted), or a sentence saying why none is sent. */
export async function matching(
  root: string,
  inGit: boolean,
  patterns: string[],
  deadline: number,
): Promise<string[] | string> {
  const candidates = (inGit ? await gitFiles(root, deadline) : null) ?? (await walk(root, deadline))
  const chosen = globs(patterns)
  const chosenPaths = candidates.filter((p) => chosen.matches(p) && !`/${p}`.includes("/.git/"))
  // The index still lists a file deleted from the work tree: it is gone.
  const there = await each(chosenPaths, deadline, (p) => exists(join(root, p)))
  const paths = chosenPaths.filter((_, i) => there[i])
  if (paths.length > MAX_FILES) return `${paths.length} files match, more than ${MAX_FILES}; nothing is ingested`
  return paths.sort()
}

/** Each wanted path's last commit and its time, from one walk of the history that stops once
 * every path is placed. */
async function lastCommits(root: string, wanted: Set<string>, deadline: number): Promise<Map<string, [string, string]>> {
  const placed = new Map<string, [string, string]>()
  if (!wanted.size) return placed
  const args = ["-C", root, "-c", "core.quotePath=false", "log", "--format=\x01%H %ct", "--name-only", "--no-renames", "HEAD"]
  const child = spawn("git", args, { stdio: ["ignore", "pipe", "ignore"] })
  const timer = setTimeout(() => child.kill(), Math.max(1, deadline - Date.now()))
  child.on("error", () => {})
  let current: [string, string] | null = null
  try {
    for await (const line of createInterface({ input: child.stdout })) {
      if (line.startsWith("\x01")) {
        const [sha, seconds] = line.slice(1).split(" ")
        current = [sha, new Date(Number(seconds) * 1000).toISOString()]
      } else if (current && wanted.has(line) && !placed.has(line)) {
        placed.set(line, current)
        if (placed.size === wanted.size) break
      }
    }
  } finally {
    clearTimeout(timer)
    child.kill()
  }
  return placed
}

/** The paths `git status` lists: changed since their commit, or untracked. */
async function changed(root: string, deadline: number): Promise<Set<string>> {
  const status = await git(root, ["status", "--porcelain", "-z", "--untracked-files=all"], deadline)
  const entries = (status ?? "").split("\0")
  const paths = new Set<string>()
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]
    if (entry.length > 3) paths.add(entry.slice(3))
    if (entry[0] === "R" || entry[0] === "C") i++ // the next entry is the old path
  }
  return paths
}

/** The first MAX_FILE_BYTES of a file. */
export async function readCapped(path: string): Promise<Buffer> {
  const handle = await open(path, "r")
  try {
    const buffer = Buffer.alloc(MAX_FILE_BYTES)
    const { bytesRead } = await handle.read(buffer, 0, MAX_FILE_BYTES, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

export function sha256(data: Buffer): string {
  return createHash("sha256").update(data).digest("hex")
}

/** Reads `paths` under `root` for their hashes (the bytes are not kept: the sender reads a
 * changed file again). A symbolic link leaving the root, a file that cannot be read and a path
 * the service refuses are not read. */
export async function scan(root: string, inGit: boolean, paths: string[], deadline: number): Promise<Repo> {
  const head = inGit ? ((await git(root, ["rev-parse", "HEAD"], deadline)) ?? "").trim() : ""
  const dirty = head ? await changed(root, deadline) : new Set<string>()
  const commits = await lastCommits(root, new Set(head ? paths.filter((p) => !dirty.has(p)) : []), deadline)
  const refused = new Set(paths.filter((p) => REFUSED_PATH.test(p) || p.length > 1000))
  const present = paths.filter((p) => !refused.has(p))
  const read = await each(present, deadline, async (path): Promise<RepoFile | null> => {
    const full = join(root, path)
    try {
      const real = await realpath(full)
      if (real !== root && !real.startsWith(root + sep)) return null
      const hash = sha256(await readCapped(full))
      const mtime = (await stat(full)).mtime.toISOString()
      const [commit, time] = commits.get(path) ?? ["", mtime]
      return { path, hash, modifiedAt: time, commit }
    } catch {
      return null
    }
  })
  const files = read.filter((f): f is RepoFile => f !== null)
  return { root, commit: /^[0-9a-f]{40}$/.test(head) ? head : "", files, present, refused: [...refused] }
}
