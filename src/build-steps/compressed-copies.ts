// Brotli (quality 11) and gzip (level 9) copies next to a file, for the built-in server
// (@fastify/static's `preCompressed`). Compressing at request time uses brotli's quality 4, which
// left the landing page 1.9 KB larger: over the 14.6 KB that TCP sends in its first round trip (ten
// segments). Netlify compresses by itself and does not use these files.
import { readFileSync, writeFileSync } from "fs";
import { brotliCompressSync, constants, gzipSync } from "zlib";

export const brotli = (bytes: Buffer): Buffer =>
  brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });

export function writeCompressedCopies(file: string): void {
  const bytes = readFileSync(file);
  writeFileSync(`${file}.br`, brotli(bytes));
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }));
}
