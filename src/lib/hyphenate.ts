// Soft hyphens at German syllable breaks, added at build time where a narrow box meets long words
// (the plan questions' cards at 200 % text). The browser then breaks "Spa-zie-ren-ge-hen" at a
// syllable with a visible hyphen, in every browser, instead of cutting a word anywhere ("Abend/s"):
// `hyphens: auto` needs a German dictionary that not every browser has. Short words stay whole.
import { hyphenateSync } from "hyphen/de";

/** Words shorter than this never break: "Abends" is no word to split. */
const MIN_WORD_LENGTH = 8;

export const hyphenateGerman = (text: string): string => hyphenateSync(text, { minWordLength: MIN_WORD_LENGTH });
