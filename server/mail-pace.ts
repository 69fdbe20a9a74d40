// How the mail worker (server/mail-worker.ts) paces itself while form posts arrive; the benchmark
// reads it too (it times a lead on an idle server).
/**
 * Mails are rendered on the server's one thread (about 5–10 ms of CPU each), so a backlog sent
 * flat out would slow the answers to form posts. While posts keep arriving (one within
 * INTAKE_BUSY_MS), the worker pauses between batches so that it takes at most this share of the
 * time; the backlog goes out once the rush is over. Mails are never skipped, only spread out.
 */
export const SHARE_WHILE_INTAKE_BUSY = 0.2;
export const INTAKE_BUSY_MS = 250;
export const MAX_PAUSE_MS = 1000;
