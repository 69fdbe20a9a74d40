// Entry of the page script, a deferred file (src/build-steps/page-script.ts).
import { browserEnvironment, enhancePage } from "./page";

enhancePage(document, browserEnvironment());
