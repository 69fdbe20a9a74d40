// Jest's globalSetup: compiles the self-hosted server once for the whole run. The suites' workers
// inherit SERVER_COMPILED, so startServer() (harness/server-process.ts) does not compile it again for
// every server it starts; run outside Jest (the audit, the benchmarks) it still compiles first.
const { execFileSync } = require("child_process");
const { join } = require("path");

module.exports = () => {
  if (process.env.SERVER_COMPILED === "1") return;
  execFileSync(process.execPath, [join(__dirname, "../bin/build-server.mjs")], { stdio: "ignore" });
  process.env.SERVER_COMPILED = "1";
};
