// Entry of the small script every page carries inline (src/build-steps/page-script.ts): the phone
// menu, the header's stickiness, opening the recipes' steps for printing, and loading the page
// script and the plan script where they are needed; on Netlify the page-view beacon. The build
// defines the two files' addresses and COUNT_VIEWS (true on Netlify builds only: the built-in server
// counts what it serves).
import { enhanceMenu } from "./menu";
import { openDetailsForPrint } from "./print";
import { stickHeaderWhenSmall } from "./header";
import { loadScriptAfterFirstPaint, loadScriptNear } from "./load-script";
import { ENHANCE_ATTRIBUTE, PLAN_SHEET_ATTRIBUTE } from "./markers";
import { countView } from "./count-view";

declare const PAGE_SCRIPT_URL: string;
declare const PLAN_SCRIPT_URL: string;
declare const COUNT_VIEWS: boolean;

enhanceMenu(document);
stickHeaderWhenSmall(window);
openDetailsForPrint(window);
const onPlanPage = document.querySelector(`[${PLAN_SHEET_ATTRIBUTE}]`) !== null;
// On /mein-plan/ the page script writes today's date into the print header, a hidden element that
// no observer ever sees come near: there it watches the whole page, so it loads right after the
// first paint, and a man who prints from the browser's menu without scrolling gets the date too.
loadScriptNear(window, onPlanPage ? "body" : `[${ENHANCE_ATTRIBUTE}]`, PAGE_SCRIPT_URL);
// The plan script shows /mein-plan/'s plan for the answers in the mail's link (#aktivitaet=…, or
// ?aktivitaet=… in older mails), with the recipes' cards: the page's main content, so it loads at
// once, though after the first screen's paint.
if (onPlanPage) loadScriptAfterFirstPaint(window, PLAN_SCRIPT_URL);
if (COUNT_VIEWS) countView(window);
