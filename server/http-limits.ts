// How long the server waits for a client, and what a client gets when Node's HTTP parser drops it
// before Fastify sees a request (headers too large, too slow, unreadable).
import type { FastifyHttpOptions } from "fastify";
import type { Socket } from "net";
import { STATUS_CODES, type Server } from "http";
import { requestErrorPage } from "../src/lib/error-page";
import { REQUEST_ERRORS, type RequestError } from "../src/lib/request-errors";

export interface Timeouts {
  /** The request line and all headers must arrive within this time (slow-header attacks). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this time (slow-body attacks). */
  requestTimeoutMs: number;
  /** A socket that sends or receives nothing for this long is closed. */
  idleTimeoutMs: number;
  /**
   * An idle keep-alive connection stays open this long. Longer than nginx's upstream keepalive
   * (60 s), so the proxy, not the server, closes it and never sends a request into a closing socket.
   */
  keepAliveTimeoutMs: number;
  /** How often Node checks the header and request deadlines (its default of 30 s would blur them). */
  checkIntervalMs: number;
}

/**
 * A form post is at most about 48 KB: even a phone on a bad 2G line (30 kbit/s) sends it in 15 s.
 * A visitor never waits for these limits; only a client that stalls does.
 */
export const DEFAULT_TIMEOUTS: Timeouts = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  idleTimeoutMs: 30_000,
  keepAliveTimeoutMs: 72_000,
  checkIntervalMs: 1_000,
};

/** The Fastify options that apply the timeouts to its Node HTTP server. */
export function timeoutOptions(
  timeouts: Timeouts,
): Pick<FastifyHttpOptions<Server>, "connectionTimeout" | "requestTimeout" | "keepAliveTimeout" | "http"> {
  return {
    connectionTimeout: timeouts.idleTimeoutMs,
    requestTimeout: timeouts.requestTimeoutMs,
    keepAliveTimeout: timeouts.keepAliveTimeoutMs,
    http: { headersTimeout: timeouts.headersTimeoutMs, connectionsCheckingInterval: timeouts.checkIntervalMs },
  };
}

const PARSER_ERRORS: Record<string, RequestError> = {
  HPE_HEADER_OVERFLOW: REQUEST_ERRORS.headersTooLarge,
  ERR_HTTP_REQUEST_TIMEOUT: REQUEST_ERRORS.timeout,
};

/**
 * Fastify's clientErrorHandler: a German page with the site's security headers (Fastify's own
 * answer is English JSON without them). `headers` are the security headers every path gets.
 */
export function clientErrorHandler(headers: Readonly<Record<string, string>>) {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    if (socket.writable) {
      const answer = PARSER_ERRORS[error.code ?? ""] ?? REQUEST_ERRORS.malformed;
      const body = requestErrorPage(answer);
      const lines = [
        `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}`,
        "Content-Type: text/html; charset=utf-8",
        `Content-Length: ${Buffer.byteLength(body)}`,
        "Cache-Control: no-store",
        "Connection: close",
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ];
      socket.write(`${lines.join("\r\n")}\r\n\r\n${body}`);
    }
    socket.destroy(error);
  };
}
