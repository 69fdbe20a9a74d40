// Stopping without dropping a request (a new release taking over, or a stop): the server first
// stops taking new connections, but keeps its open keep-alive connections a moment and answers
// every request on them with `Connection: close`, so each client finishes its request and opens
// its next connection to whoever listens now. Node's own http close would end idle keep-alive
// connections at once, and a client that sent its next request on one at that moment got a reset.
import type { FastifyInstance } from "fastify";
import type { Server as HttpServer } from "http";
import { Server as NetServer } from "net";

/** How long open connections may go on after the server stopped taking new ones. */
export const DRAIN_MS = 2_000;

const draining = new WeakSet<object>();

/** The app's hook: while draining, every answer closes its connection. */
export function closeConnectionsWhileDraining(app: FastifyInstance): void {
  app.addHook("onRequest", async (_request, reply) => {
    if (draining.has(app.server)) reply.header("Connection", "close");
  });
}

const openConnections = (server: HttpServer) =>
  new Promise<number>((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));

/** Stops taking connections and waits until the open ones are gone, or `maxMs` passed. */
export async function drainConnections(server: HttpServer, maxMs = DRAIN_MS): Promise<void> {
  if (!server.listening) return;
  draining.add(server);
  NetServer.prototype.close.call(server);
  const until = Date.now() + maxMs;
  while (Date.now() < until && (await openConnections(server)) > 0)
    await new Promise((resolve) => setTimeout(resolve, 25));
}
