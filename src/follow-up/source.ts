// Where a form post came from, as the limits count it (docs/security.md): one IPv4 address, or
// the /64 network of an IPv6 address (a household or phone gets a whole /64, and changes
// addresses inside it at will). Self-hosted the address is Fastify's request.ip (the peer, or what
// a TRUST_PROXY proxy forwarded); on Netlify the ip that Netlify Forms recorded with the post.
// Only a keyed hash of it is ever stored (limit-keys.ts).
import { isIPv4, isIPv6 } from "net";

/** "203.0.113.7", "2001:db8:1:2::/64"; undefined for anything that is not an IP address. */
export function sourceOf(ip: unknown): string | undefined {
  if (typeof ip !== "string" || ip.length > 64) return undefined;
  const address = ip.trim().toLowerCase();
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return undefined;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  return `${ipv6Groups(address).slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, without leading zeros ("::" expanded). */
function ipv6Groups(address: string): string[] {
  const [head, tail] = address.split("%")[0].split("::");
  const groups = (part: string | undefined) => (part ? part.split(":") : []);
  // An embedded IPv4 tail ("::1.2.3.4") is two groups.
  const expand = (list: string[]) =>
    list.flatMap((group) => {
      if (!group.includes(".")) return [group];
      const [a, b, c, d] = group.split(".").map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const first = expand(groups(head));
  const last = tail === undefined ? [] : expand(groups(tail));
  const zeros = tail === undefined ? [] : Array<string>(8 - first.length - last.length).fill("0");
  return [...first, ...zeros, ...last].map((group) => Number.parseInt(group, 16).toString(16));
}
