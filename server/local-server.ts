// The own server as the operator's commands reach it on this machine: its /healthz at PORT and HOST
// from the settings file (restore refuses while it answers; update and rollback wait for it).
import { configFromEnv } from "./config";
import { HEALTH_PATH } from "./healthz";

export interface Health {
  status: string;
  release: { id: string | null; builtAt: string; commit: string | null } | null;
}

export function localHealthUrl(): string {
  const { host, port } = configFromEnv();
  const reachable = ["0.0.0.0", "::", ""].includes(host) ? "127.0.0.1" : host;
  return `http://${reachable.includes(":") ? `[${reachable}]` : reachable}:${port}${HEALTH_PATH}`;
}

/** The server's health, or undefined when nothing answers. */
export async function localHealth(timeoutMs = 2_000): Promise<Health | undefined> {
  try {
    const response = await fetch(localHealthUrl(), { signal: AbortSignal.timeout(timeoutMs) });
    return (await response.json()) as Health;
  } catch {
    return undefined;
  }
}

/** Waits until the server reports release `id`; false when it does not within `timeoutMs`. */
export async function waitForRelease(id: string, timeoutMs = 90_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if ((await localHealth())?.release?.id === id) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}
