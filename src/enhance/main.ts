// Entry of the inline page script (src/build-steps/page-script.ts).
import { browserEnvironment, enhancePage } from "./page";

enhancePage(document, browserEnvironment());
