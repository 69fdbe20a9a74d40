// German typography for every text from data/*.yaml, applied once when the text is read
// (the GraphQL field extension `@typeset` in src/content/graphql-types.ts; the mail module calls it too):
// a number never ends a line apart from its unit, "§ 5" and "Art. 6 Abs. 1" stay together,
// and three dots become an ellipsis.

const NBSP = "\u00a0";
const LETTER = "A-Za-zÄÖÜäöüß";

/** Signs and abbreviations that must not be separated from the number or letter after them. */
const BEFORE_NUMBER = new RegExp(
  `(§§?|\\b(?:Art|Abs|Nr|S|lit|Ziff)\\.|\\b(?:Woche|Nummer)) (?=\\d|[a-z](?![${LETTER}]))`,
  "g",
);
/**
 * A number, a space, then a symbol or a short word ("78 %", "20 Minuten", "5.000 Teilnehmer").
 * Longer words may still wrap, so that no unbreakable chunk is wider than a 320 px screen.
 */
const NUMBER_THEN_WORD = new RegExp(`([\\d¼½¾]) (?=[%‰€°]|[${LETTER}¼½¾]{1,14}(?![${LETTER}]))`, "g");
/** Abbreviations written with an inner space: "z. B.", "d. h.", "u. a.". */
const SPLIT_ABBREVIATION = /\b([zdu])\. (?=[Bha]\.)/g;

export function typeset(text: string): string {
  return text
    .replace(/\.\.\./g, "…")
    .replace(BEFORE_NUMBER, `$1${NBSP}`)
    .replace(NUMBER_THEN_WORD, `$1${NBSP}`)
    .replace(SPLIT_ABBREVIATION, `$1.${NBSP}`);
}
