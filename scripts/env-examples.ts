// `npm run settings:examples`: writes .env.example (own server) and .env.netlify.example from the
// settings registry (src/settings/registry.ts, src/settings/examples.ts).
import { writeFileSync } from "fs";
import { HOSTS } from "../src/lib/hosting";
import { envExample, EXAMPLE_FILES } from "../src/settings/examples";

for (const host of HOSTS) {
  writeFileSync(EXAMPLE_FILES[host], envExample(host));
  console.log(`${EXAMPLE_FILES[host]} geschrieben.`);
}
