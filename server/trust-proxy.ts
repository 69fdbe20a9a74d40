// TRUST_PROXY: the addresses of the reverse proxies in front, whose X-Forwarded-For the server may
// believe (Fastify's `trustProxy`, proxy-addr). The header is read only when the connection comes
// from one of them: a client that reaches the server directly cannot pick its own address with
// it. The rate limit counts posts per client address, so a wrong setting either lets a client
// escape it or puts every visitor under one limit.
import { isIP } from "net";

/** false: no proxy; otherwise the proxies' addresses or ranges. */
export type TrustProxy = false | string[];

/** Names proxy-addr knows for the usual private ranges. */
const NAMED_RANGES = ["loopback", "linklocal", "uniquelocal"];

const HELP =
  "set it to the reverse proxies' addresses or CIDR ranges, separated by commas " +
  "(e.g. 127.0.0.1 for nginx on the same machine, 10.0.0.0/8,::1, or loopback); leave it unset without a proxy";

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? "").trim();
  if (value === "" || value === "false") return false;
  if (value === "true") {
    throw new Error(
      `TRUST_PROXY=true is refused: it believes every X-Forwarded-For entry, so any client can send its own ` +
        `header and escape the rate limit. Instead ${HELP}.`,
    );
  }
  if (/^\d+$/.test(value)) {
    throw new Error(
      `TRUST_PROXY=${value} (a number of hops) is refused: it believes the header from whoever connects, so a ` +
        `client that reaches the server directly escapes the rate limit. Instead ${HELP}.`,
    );
  }
  const entries = value.split(",").map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0)
    throw new Error(`TRUST_PROXY="${raw}" is not understood (${wrong.map((w) => `"${w}"`).join(", ")}): ${HELP}.`);
  return entries;
}
