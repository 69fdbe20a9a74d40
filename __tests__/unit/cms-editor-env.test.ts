/** @jest-environment node */
// GATSBY_CMS_REPO and GATSBY_CMS_BRANCH, set at build time, reach the built editor (docs/editing.md, "The
// browser editor"): the editor script is bundled with them, as the build writes it into public/admin/.
import { bundleEditorScript } from "../../src/cms/editor-files";

jest.setTimeout(60_000);

const saved = { repo: process.env.GATSBY_CMS_REPO, branch: process.env.GATSBY_CMS_BRANCH };
afterEach(() => {
  for (const [name, value] of [
    ["GATSBY_CMS_REPO", saved.repo],
    ["GATSBY_CMS_BRANCH", saved.branch],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

it("bundles the repository and branch given at build time into the editor script", async () => {
  process.env.GATSBY_CMS_REPO = "zitronen-vital/website-inhalte";
  process.env.GATSBY_CMS_BRANCH = "redaktion-2026";
  const script = await bundleEditorScript();
  expect(script).toContain('"zitronen-vital/website-inhalte"');
  expect(script).toContain('"redaktion-2026"');
});

it("bundles neither when they are not set", async () => {
  delete process.env.GATSBY_CMS_REPO;
  delete process.env.GATSBY_CMS_BRANCH;
  const script = await bundleEditorScript();
  expect(script).not.toContain("zitronen-vital/website-inhalte");
  expect(script).not.toContain("redaktion-2026");
});
