// A webhook receiver on 127.0.0.1 for tests: keeps every call's body and Standard Webhooks headers
// and checks them with the receivers' own library (standardwebhooks).
import { createServer } from "http";
import type { AddressInfo } from "net";
import { Webhook } from "standardwebhooks";

export interface WebhookCall {
  body: string;
  headers: Record<string, string>;
}

/** `status` answers each call (the receiver may fail some first). */
export async function startWebhookReceiver(secret: string, status: (call: number) => number = () => 204) {
  const received: WebhookCall[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const headers = Object.fromEntries(
        ["webhook-id", "webhook-timestamp", "webhook-signature"].map((name) => [name, String(request.headers[name])]),
      );
      received.push({ body, headers });
      response.writeHead(status(received.length)).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`,
    received,
    /** The n-th call's payload, verified like a receiver does (signature and timestamp); throws otherwise. */
    verify: (n: number) =>
      new Webhook(Buffer.from(secret).toString("base64")).verify(received[n].body, received[n].headers) as {
        type: string;
        timestamp: string;
        data: Record<string, unknown>;
      },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
