// Where the site runs decides which parts of the privacy policy apply (Netlify Forms and Blobs,
// or the own server with SQLite). data/site.yaml names the host; SITE_HOST overrides it at build
// time (netlify.toml sets it for Netlify builds).

export const HOSTS = ["netlify", "self-hosted"] as const;
export type Host = (typeof HOSTS)[number];

/** The build-time environment variable that overrides `host` in data/site.yaml. */
export const HOST_ENV = "SITE_HOST";

export const isHost = (value: unknown): value is Host => (HOSTS as readonly unknown[]).includes(value);

export function resolveHost(configured: string | null | undefined, env: NodeJS.ProcessEnv = process.env): Host {
  const fromEnv = env[HOST_ENV];
  if (fromEnv !== undefined && fromEnv !== "") {
    if (!isHost(fromEnv))
      throw new Error(`${HOST_ENV}="${fromEnv}" is not a known host; use one of: ${HOSTS.join(", ")}`);
    return fromEnv;
  }
  if (!isHost(configured)) throw new Error(`data/site.yaml: host "${configured}" is not one of: ${HOSTS.join(", ")}`);
  return configured;
}
