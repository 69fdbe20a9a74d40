// Imported first by compose.ts, the one module that loads React on the server and in the Netlify
// Functions: React (which renders the mails) picks its development or
// production build from NODE_ENV when it is first loaded, and the development build renders a mail
// several times slower and checks things only a developer needs. Unset means production here;
// NODE_ENV=development still gets the development build.
// The operator's own value is kept first (src/lib/node-env.ts).
import "../lib/node-env";

process.env.NODE_ENV ??= "production";
