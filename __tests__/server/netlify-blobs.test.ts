/** @jest-environment node */
// The limits' counters on Netlify take a place by compare-and-set on a blob's ETag. Netlify's Blobs
// send the ETag with a read; netlify dev's local server only in a listing, which the store falls
// back to (netlify/follow-up/consent-store.ts). On both, functions running at once never count a
// place twice. (The other Netlify suites run against the first kind.)
import { startBlobs } from "../../harness/netlify-host";
import { ConsentStore } from "../../netlify/follow-up/consent-store";
import { BlobCounters } from "../../netlify/follow-up/limit-counters";

jest.setTimeout(60_000);

describe.each([
  ["Netlify's Blobs (the ETag with each read)", true],
  ["netlify dev's local server (the ETag in a listing)", false],
])("on %s", (_name, etagOnRead) => {
  it("twelve functions at once take exactly the eight places a counter has left", async () => {
    const blobs = await startBlobs({ etagOnRead });
    try {
      const counters = new BlobCounters(new ConsentStore("follow-up", "test-secret"));
      const now = Date.now();
      const taken = await Promise.all(Array.from({ length: 12 }, () => counters.take("site", now, 8)));
      expect(taken.filter(Boolean)).toHaveLength(8);
      expect(await counters.count("site", now)).toBe(8);
    } finally {
      await blobs.stop();
    }
  });
});
