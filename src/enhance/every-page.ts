// Entry of the small script every page carries (src/build-steps/page-script.ts): the phone menu and
// opening the recipes' steps for printing.
import { enhanceMenu } from "./menu";
import { openDetailsForPrint } from "./print";

enhanceMenu(document);
openDetailsForPrint(window);
