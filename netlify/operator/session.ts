// The operator's session cookie on Netlify: sealed with iron-session (AES-256-CBC + HMAC-SHA256,
// iron's format) under a key derived from TOKEN_SECRET, with the same name, path and flags as the
// self-hosted server's (HttpOnly, SameSite=Strict, Path=/betrieb/; Secure on https).
import { hkdfSync } from "crypto";
import { sealData, unsealData } from "iron-session";
import { OPERATOR_BASE, SESSION_COOKIE, SESSION_MAX_AGE_S, type OperatorSession } from "../../src/operator/paths";

const passwordOf = (secret: string) =>
  Buffer.from(hkdfSync("sha256", secret, "zitronen-vital", "operator session cookie (netlify)", 32)).toString("hex");

export function cookieValue(header: string | null, name = SESSION_COOKIE): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

export async function readSession(
  header: string | null,
  secret: string,
): Promise<Partial<OperatorSession> | undefined> {
  const sealed = cookieValue(header);
  if (!sealed) return undefined;
  try {
    return await unsealData<OperatorSession>(sealed, { password: passwordOf(secret), ttl: SESSION_MAX_AGE_S });
  } catch {
    return undefined;
  }
}

const flags = (secure: boolean, maxAge: number) =>
  `Path=${OPERATOR_BASE}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`;

export async function sessionCookie(session: OperatorSession, secret: string, secure: boolean): Promise<string> {
  const sealed = await sealData(session, { password: passwordOf(secret), ttl: SESSION_MAX_AGE_S });
  return `${SESSION_COOKIE}=${sealed}; ${flags(secure, SESSION_MAX_AGE_S)}`;
}

export const endedSessionCookie = (secure: boolean) => `${SESSION_COOKIE}=; ${flags(secure, 0)}`;
