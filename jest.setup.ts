// jest-dom's matchers are imported by the DOM tests that use them, not here: loaded into every test
// file they cost about a tenth of a second each.

// Tests never read the developer's own settings file (.env, src/settings/env-file.ts); the servers
// and commands they start inherit this. A test that wants a settings file passes ENV_FILE itself.
process.env.ENV_FILE = "/dev/null";
