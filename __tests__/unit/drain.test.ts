/** @jest-environment node */
// A server that stops (a new release taking over, or a stop) finishes the requests clients send on
// their open keep-alive connections instead of resetting them (server/drain.ts).
import Fastify from "fastify";
import { Agent, request } from "http";
import type { AddressInfo } from "net";
import { closeConnectionsWhileDraining, drainConnections } from "../../server/drain";

function get(port: number, agent: Agent): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    request({ host: "127.0.0.1", port, path: "/", agent }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode!, connection: response.headers.connection }));
    })
      .on("error", reject)
      .end();
  });
}

it("answers a request on an idle keep-alive connection after it stopped taking new ones, closing that connection", async () => {
  const app = Fastify({ forceCloseConnections: "idle", return503OnClosing: false });
  closeConnectionsWhileDraining(app);
  app.get("/", async () => "ok");
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    expect(await get(port, agent)).toEqual({ status: 200, connection: "keep-alive" });
    const drained = drainConnections(app.server, 5_000);
    // The agent sends this on the connection it kept open; Node's own close would have reset it.
    expect(await get(port, agent)).toEqual({ status: 200, connection: "close" });
    const started = Date.now();
    await drained;
    expect(Date.now() - started).toBeLessThan(1_000);
    await expect(get(port, new Agent())).rejects.toThrow(/ECONNREFUSED/);
  } finally {
    agent.destroy();
    await app.close();
  }
});
