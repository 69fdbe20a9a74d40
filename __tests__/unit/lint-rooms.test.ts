/** @jest-environment node */
// The rooms' import locks of eslint.config.mjs bite: a small house under __tests__/fixtures/lint-rooms/
// (left out of `npm run lint`) with one upward import per lock, linted through ESLint's Node API with
// the project's own config. ESLint loads its config with import(), which Jest's CommonJS cannot, so
// it runs in a child process.
import { execFile } from "child_process";
import { join } from "path";
import { promisify } from "util";

const root = join(__dirname, "../..");
const house = join(__dirname, "../fixtures", "lint-rooms");

const LINT = `
import { ESLint } from "eslint";
// Only the locks' rule, and so no type information (the type-aware rules would load the whole project).
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfigFile: process.argv[1],
  ignore: false,
  ruleFilter: ({ ruleId }) => ruleId === "no-restricted-imports",
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});
const results = await eslint.lintFiles(process.argv.slice(2));
console.log(JSON.stringify(results.map((r) => ({ file: r.filePath, messages: r.messages }))));
`;

interface Finding {
  file: string;
  messages: { ruleId: string | null; message: string; line: number }[];
}

async function lint(...files: string[]): Promise<Map<string, Finding["messages"]>> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--input-type=module", "-e", LINT, join(root, "eslint.config.mjs"), ...files],
    { cwd: house, env: { ...process.env, NODE_PATH: join(root, "node_modules") }, maxBuffer: 10 * 1024 * 1024 },
  );
  const results = JSON.parse(stdout) as Finding[];
  return new Map(results.map(({ file, messages }) => [file.slice(house.length + 1), messages]));
}

const locks = (messages: Finding["messages"] | undefined) =>
  (messages ?? []).filter(({ ruleId }) => ruleId === "no-restricted-imports").map(({ message }) => message);

describe("the rooms' import locks", () => {
  let found: Map<string, Finding["messages"]>;
  beforeAll(async () => {
    found = await lint(
      "src/lib/upward.ts",
      "src/content/upward.ts",
      "src/mail/upward.ts",
      "netlify/functions/upward.mts",
      "src/enhance/upward.ts",
      "src/enhance/downward.ts",
    );
  }, 120_000);

  it("src/lib/ imports no other room of src/", () => {
    expect(locks(found.get("src/lib/upward.ts"))).toEqual([
      expect.stringContaining("'../follow-up/facts' import is restricted"),
    ]);
    expect(locks(found.get("src/lib/upward.ts"))[0]).toContain("src/lib/ is the floor");
  });

  it("src/content/ never imports src/cms/", () => {
    expect(locks(found.get("src/content/upward.ts"))).toEqual([expect.stringContaining("never imports src/cms/")]);
  });

  it("src/ never imports server/, netlify/ (its .mts functions too) never imports server/", () => {
    expect(locks(found.get("src/mail/upward.ts"))).toEqual([
      expect.stringContaining("never imports the self-hosted server"),
    ]);
    expect(locks(found.get("netlify/functions/upward.mts"))).toEqual([
      expect.stringContaining("netlify/ never imports server/"),
    ]);
  });

  it("src/enhance/ takes nothing of Node, React or the components", () => {
    expect(locks(found.get("src/enhance/upward.ts"))).toEqual([
      expect.stringContaining("no Node built-in"),
      expect.stringContaining("no React runtime"),
      expect.stringContaining("must not pull React components"),
    ]);
  });

  it("an import that runs down passes", () => {
    expect(found.get("src/enhance/downward.ts")).toEqual([]);
  });
});
