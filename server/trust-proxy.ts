// TRUST_PROXY: which X-Forwarded-For hops the server may believe, in the forms Fastify's
// `trustProxy` (proxy-addr) understands. The rate limit counts posts per client address, so a
// wrong setting either lets a client pick its own address or puts every visitor under one limit.
import { isIP } from "net";

/** false: no proxy; a number: that many proxies in front; a list: the proxies' addresses or ranges. */
export type TrustProxy = false | number | string[];

/** Names proxy-addr knows for the usual private ranges. */
const NAMED_RANGES = ["loopback", "linklocal", "uniquelocal"];

const HELP =
  "set it to the number of reverse proxies in front of the server (usually 1), or to their addresses " +
  "or CIDR ranges separated by commas (e.g. 127.0.0.1 or 10.0.0.0/8,::1, or loopback); leave it unset without a proxy";

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/** Fastify's own reading of a hop count (its types list only the other forms): the first n hops are trusted. */
export function fastifyTrustProxy(value: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === "number" ? (_address, hop) => hop < value : value;
}

export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? "").trim();
  if (value === "" || value === "false" || value === "0") return false;
  if (value === "true") {
    throw new Error(
      `TRUST_PROXY=true is refused: it believes every X-Forwarded-For entry, so any client can send its own ` +
        `header and escape the rate limit. Instead ${HELP}.`,
    );
  }
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(",").map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0)
    throw new Error(`TRUST_PROXY="${raw}" is not understood (${wrong.map((w) => `"${w}"`).join(", ")}): ${HELP}.`);
  return entries;
}
