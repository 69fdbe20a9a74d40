// Jest's transform: esbuild turns TypeScript, JSX and the ES modules of a few dependencies into
// CommonJS for Jest. It replaced babel-jest with babel-preset-gatsby: a fresh clone's unit run took
// 84 CPU-seconds with Babel and 72 with esbuild. The tests use no jest.mock() (which needs Babel's
// hoisting); Gatsby's graphql tag is mocked in __mocks__/gatsby.js.
const { createHash } = require("crypto");
const { transformSync, version } = require("esbuild");

const LOADERS = { ".ts": "ts", ".mts": "ts", ".tsx": "tsx", ".jsx": "jsx" };
const extension = (path) => path.slice(path.lastIndexOf("."));

module.exports = {
  process(source, path) {
    const { code, map } = transformSync(source, {
      loader: LOADERS[extension(path)] ?? "js",
      format: "cjs",
      target: `node${process.versions.node.split(".")[0]}`,
      jsx: "automatic",
      sourcefile: path,
      sourcemap: "external",
      // A dynamic import() becomes a require(): Jest runs CommonJS without --experimental-vm-modules.
      supported: { "dynamic-import": false },
      logLevel: "silent",
    });
    return { code, map };
  },
  getCacheKey(source, path) {
    return createHash("sha256").update(`${version}\0${process.version}\0${path}\0${source}`).digest("hex");
  },
};
