// Each route's first response as a phone gets it from the own server: the HTML, brotli-compressed as
// served, and the response headers. A page that fits into TCP's first round trip (ten segments of
// 1,460 bytes, headers included) reaches a phone on a slow connection after one round trip; a larger
// one waits at least one more (Lighthouse's simulation adds 150 ms for it).
import { request } from "http";
import type { AuditRoute } from "./routes";

export interface FirstResponse {
  status: number;
  /** The body as sent (brotli). */
  bodyBytes: number;
  /** The status line and headers as sent. */
  headerBytes: number;
  contentEncoding: string;
}

function fetchRaw(url: string): Promise<FirstResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": "br" }, timeout: 10_000 }, (response) => {
      let bodyBytes = 0;
      response.on("data", (chunk: Buffer) => (bodyBytes += chunk.length));
      response.on("end", () => {
        const lines = [`HTTP/1.1 ${response.statusCode} ${response.statusMessage}`];
        for (let i = 0; i < response.rawHeaders.length; i += 2)
          lines.push(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}`);
        resolve({
          status: response.statusCode ?? 0,
          bodyBytes,
          headerBytes: Buffer.byteLength(`${lines.join("\r\n")}\r\n\r\n`),
          contentEncoding: String(response.headers["content-encoding"] ?? "none"),
        });
      });
      response.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`${url}: no answer within 10 s`)));
    req.on("error", reject);
    req.end();
  });
}

export async function measureFirstResponses(
  baseUrl: string,
  routes: AuditRoute[],
): Promise<Map<string, FirstResponse>> {
  const results = new Map<string, FirstResponse>();
  for (const { path } of routes) results.set(path, await fetchRaw(baseUrl + path));
  return results;
}
