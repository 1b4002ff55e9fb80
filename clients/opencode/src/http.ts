// HTTP with a time budget: every call to the service goes through here.
import type { Shared } from "./state.ts"

export async function call(
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
