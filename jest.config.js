// Gatsby's documented Jest setup (its __mocks__/gatsby.js, loadershim.js and globals) with two
// changes: esbuild turns TypeScript into CommonJS (jest-transform.js), and the documented
// gatsby-*-utils moduleNameMapper lines are left out, as they break on Jest 29 and 30.
//
// The suites live in folders by what they need (`npx jest --selectProjects <name>`):
// - __tests__/unit (`npm run test:unit`): in-process tests that need nothing but `npm ci`; a fresh clone
//   runs them in under 30 s on two cores.
// - __tests__/server: start real processes and wait on them: the compiled server, killed and
//   restarted; the command-line tools; the follow-up and the mail transport with a real SMTP server;
//   the Netlify functions with Netlify's local Blobs server. Slower; no build.
// - __tests__/build: reads the built site in public/; run `npm run build` first.
// `npm test` runs all three.
const LANES = ["unit", "server", "build"];

const shared = {
  // In the clone, not in the temporary folder: `npm test` gives each run a temporary folder of its
  // own (bin/run-tests.mjs), and the transformed files stay valid from one run to the next.
  cacheDirectory: "<rootDir>/node_modules/.cache/jest",
  // Where Jest looks for tests and mocks: not public/, var/ or the 120,000 files of node_modules,
  // which it would otherwise list on every cold start. Imports still resolve anywhere.
  roots: ["<rootDir>/__tests__", "<rootDir>/__mocks__"],
  transform: {
    "^.+\\.m?[jt]sx?$": "<rootDir>/jest-transform.js",
    "@react-email/render/.+\\.cjs$": "<rootDir>/jest-transform.js",
  },
  moduleNameMapper: {
    // Observable Plot and d3 ship ES modules only; their UMD bundles run under Jest's CommonJS.
    "^@observablehq/plot$": "<rootDir>/node_modules/@observablehq/plot/dist/plot.umd.min.js",
    "^d3@7\\.9\\.0/dist/d3\\.min\\.js$": "<rootDir>/node_modules/d3/dist/d3.min.js",
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|svg|webp|avif)$": "<rootDir>/__mocks__/file-mock.js",
  },
  // Some server dependencies (content-disposition, cookie) ship ES modules only, often nested in
  // another package's node_modules; esbuild turns them into CommonJS for Jest on Node 20, and
  // @fastify/cookie's dynamic import() of cookie into a require().
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|content-disposition|cookie|@fastify/cookie|@react-email/render)/)(?!.*node_modules/(content-disposition|cookie)/)",
  ],
  // Netlify's functions are ES modules in TypeScript (.mts); tests import them by that name.
  moduleFileExtensions: ["js", "mjs", "cjs", "jsx", "ts", "mts", "tsx", "json", "node"],
  globals: { __PATH_PREFIX__: "" },
  testEnvironment: "jsdom",
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
};

module.exports = {
  // One worker per core. (Jest's default leaves one core idle: one worker on a two-core machine.)
  maxWorkers: "100%",
  // On a fresh clone the files marked `@slow` start first (harness/jest-sequencer.js).
  testSequencer: "<rootDir>/harness/jest-sequencer.js",
  projects: LANES.map((lane) => ({
    ...shared,
    displayName: lane,
    testMatch: [`<rootDir>/__tests__/${lane}/*.test.{ts,tsx}`],
    // The server and build suites start the compiled server; it is compiled once per run.
    ...(lane === "unit" ? {} : { globalSetup: "<rootDir>/harness/compile-server-once.js" }),
  })),
};
