/** @jest-environment node */
// The outbox's worker (server/mail-worker.ts): a round that sends is never run twice at once, so
// `runNow()` (the tests' "run the scheduled work now") cannot race the worker's own poll.
import { MailWorker } from "../../server/mail-worker";
import { startTestServer } from "../../harness/server";

it("runs one round at a time, however many callers ask for one now", async () => {
  const server = await startTestServer();
  let inRound = 0;
  let mostAtOnce = 0;
  // Each round takes a while, as sending over SMTP does.
  const tick = jest
    .spyOn(MailWorker.prototype as unknown as { tick(): Promise<void> }, "tick")
    .mockImplementation(async () => {
      inRound++;
      mostAtOnce = Math.max(mostAtOnce, inRound);
      await new Promise((resolve) => setTimeout(resolve, 20));
      inRound--;
    });
  try {
    const worker = server.app.mailWorker;
    await Promise.all([worker.runNow(), worker.runNow(), worker.runNow()]);
    expect(tick.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(mostAtOnce).toBe(1);
  } finally {
    tick.mockRestore();
    await server.close();
  }
});
