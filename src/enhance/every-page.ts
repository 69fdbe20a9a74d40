// Entry of the small script every page carries (src/build-steps/page-script.ts): the phone menu,
// the header's stickiness and opening the recipes' steps for printing.
import { enhanceMenu } from "./menu";
import { openDetailsForPrint } from "./print";
import { stickHeaderWhenSmall } from "./header";

enhanceMenu(document);
stickHeaderWhenSmall(window);
openDetailsForPrint(window);
