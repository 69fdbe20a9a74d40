/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { removeRendererNulBytes } from "../../src/build-steps/post-build";

it("removes the zero bytes React 18's stream renderer leaves before a multi-byte character, and nothing else", () => {
  const dir = mkdtempSync(join(tmpdir(), "post-build-"));
  try {
    mkdirSync(join(dir, "datenschutz"));
    const broken = Buffer.concat([
      Buffer.from("<p>Verantwortlich f"),
      Buffer.from([0]),
      Buffer.from("ür „unbestätigt"),
      Buffer.from([0, 0]),
      Buffer.from("“</p>"),
    ]);
    writeFileSync(join(dir, "datenschutz/index.html"), broken);
    writeFileSync(join(dir, "index.html"), "<p>Grüße</p>");
    expect(removeRendererNulBytes(dir)).toEqual(["datenschutz/index.html"]);
    expect(readFileSync(join(dir, "datenschutz/index.html"), "utf8")).toBe("<p>Verantwortlich für „unbestätigt“</p>");
    expect(readFileSync(join(dir, "index.html"), "utf8")).toBe("<p>Grüße</p>");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
