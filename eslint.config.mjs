// ESLint flat config: typescript-eslint with type information for TypeScript, React, hooks and
// jsx-a11y for components, eslint-plugin-regexp for every pattern; formatting is Prettier's job
// (eslint-config-prettier turns style rules off).
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import prettier from "eslint-config-prettier";
import regexp from "eslint-plugin-regexp";
import globals from "globals";
import { builtinModules } from "node:module";

// Rooms with locks: an import may run down, never up. A pattern matches the import as written, so
// `(../)+server/` catches `../../server/x` from any depth of src/. A room inside src/ repeats
// SITE_LOCKS: a later config block's options for a rule replace an earlier block's, never add to them.
const upTo = (room) => `^(\\.\\./)+${room}(/|$)`;
const lock = (regex, message) => ({ regex, message });
const SITE_LOCKS = [
  lock(upTo("server"), "src/ is the site both hosts share: it never imports the self-hosted server (server/)."),
  lock(upTo("netlify"), "src/ is the site both hosts share: it never imports the Netlify functions (netlify/)."),
];
const ROOM_LOCKS = {
  "netlify/**": [
    lock(upTo("server"), "The Netlify functions run without the self-hosted server: netlify/ never imports server/."),
  ],
  "src/enhance/**": [
    ...SITE_LOCKS,
    lock(
      "^(react|react-dom|@react-email/[^/]+)(/|$)",
      "src/enhance/ is the few KB of browser script: no React runtime ships.",
    ),
    lock("^gatsby(-[^/]+)?(/|$)", "src/enhance/ runs in the browser after the build: Gatsby is not there."),
    lock(
      `^(node:.*|(${builtinModules.join("|")})(/.*)?)$`,
      "src/enhance/ runs in the browser: no Node built-in is there.",
    ),
    lock(
      upTo("(components|templates|hooks)"),
      "src/enhance/ must not pull React components into the browser script; shared facts live in src/lib/.",
    ),
  ],
  "src/lib/**": [
    ...SITE_LOCKS,
    lock("^\\.\\./(?!lib(/|$))", "src/lib/ is the floor every room stands on: it imports only itself and packages."),
  ],
  "src/content/**": [
    ...SITE_LOCKS,
    lock(
      upTo("cms"),
      "The content check runs without the editor: src/content/ never imports src/cms/ (the editor reads content, not the other way).",
    ),
  ],
};
const roomLocks = [
  { files: ["src/**"], rules: { "no-restricted-imports": ["error", { patterns: SITE_LOCKS }] } },
  ...Object.entries(ROOM_LOCKS).map(([room, patterns]) => ({
    files: [room],
    rules: { "no-restricted-imports": ["error", { patterns }] },
  })),
];

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "public/",
      ".cache/",
      "dist/",
      "var/",
      "test-results/",
      ".netlify/",
      "src/gatsby-types.d.ts",
      // Deliberate upward imports: __tests__/unit/lint-rooms.test.ts lints them to show the locks bite.
      "__tests__/fixtures/lint-rooms/",
    ],
  },
  js.configs.recommended,
  // No pattern may backtrack super-linearly: a post of a few KB must never block the server
  // (docs/security.md, "Linear-time input checks").
  {
    plugins: { regexp },
    rules: { "regexp/no-super-linear-backtracking": "error" },
  },
  {
    // Code that reads what visitors, mail servers and Netlify send also may not scan the input
    // once per starting position (an unanchored pattern on a long run without a match).
    files: ["src/lib/**", "src/follow-up/**", "src/mail/**", "server/**", "netlify/**"],
    rules: { "regexp/no-super-linear-move": "error" },
  },
  {
    files: ["**/*.{ts,tsx,mts,cts}"],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    extends: [tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // CommonJS files of the Jest setup.
    files: ["jest.config.js", "jest-transform.js", "loadershim.js", "__mocks__/*.js", "harness/*.js"],
    languageOptions: { sourceType: "commonjs", globals: { ...globals.node, ...globals.jest } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["**/*.tsx"],
    extends: [react.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    settings: { react: { version: "18.3" } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // TypeScript checks props; prop-types would repeat every type at run time.
      "react/prop-types": "off",
    },
  },
  {
    rules: {
      // `_name` marks a parameter a signature needs but the body does not use; `{ a, ...rest }`
      // leaves `a` out of `rest` on purpose.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["__tests__/**/*.{ts,tsx}", "harness/**/*.{ts,mts,mjs}"],
    rules: {
      // Tests read JSON bodies, database rows and parsed mails as untyped values and assert on them:
      // the assertion is the check, a declared type would only restate what the test expects.
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      // `await act(async () => …)` lets React flush its pending updates even when the callback awaits nothing.
      "@typescript-eslint/require-await": "off",
    },
  },
  ...roomLocks,
  prettier,
);
