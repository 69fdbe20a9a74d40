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

/** The app's logger settings with the private serializers; false stays false. */
export function privateLogger(logger: FastifyServerOptions["logger"]): FastifyServerOptions["logger"] {
  if (!logger) return false;
  const settings = logger === true ? {} : logger;
  return { ...settings, serializers: { ...settings.serializers, ...privateSerializers } };
}
