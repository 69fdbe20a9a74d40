// Request logs without personal data: no client address, port or host, and no query string (the
// follow-up's links carry tokens there). Fastify still logs the request id, status and response time.
import type { FastifyServerOptions } from "fastify";

interface LoggedRequest {
  method: string;
  url: string;
}

export const privateSerializers = {
  req: (request: LoggedRequest) => ({ method: request.method, path: request.url.split("?")[0] }),
};

/** pino's time field as an ISO 8601 time in UTC ("2026-11-27T03:00:00.000Z") instead of epoch milliseconds. */
export const isoTime = () => `,"time":"${new Date().toISOString()}"`;

/** The app's logger settings with the private serializers and ISO times; false stays false. */
export function privateLogger(logger: FastifyServerOptions["logger"]): FastifyServerOptions["logger"] {
  if (!logger) return false;
  const settings = logger === true ? {} : logger;
  return { timestamp: isoTime, ...settings, serializers: { ...settings.serializers, ...privateSerializers } };
}
