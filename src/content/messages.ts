// Every message of the content check, in German for editors: each names the field and what was
// expected. File, line and entry are added by formatProblem (src/content/check-rules.ts).
import type { Field } from "./collections";

/** What a field of each kind must hold, as the editor types it. */
export const expected: Record<Field["kind"], string> = {
  string: "ein Text",
  int: "eine ganze Zahl",
  decimal: "eine Zahl (mit Punkt statt Komma, z. B. 3.5)",
  boolean: "true (ja) oder false (nein)",
  image: "ein Bildpfad wie images/foto.jpg",
  stringList: "eine Liste von Texten (jede Zeile beginnt mit '- ')",
  object: "eine Gruppe eingerückter Felder",
  objectList: "eine Liste von Einträgen (jeder beginnt mit '- ')",
};

const list = (values: readonly string[]) => values.join(", ");

export const say = {
  line: (n: number) => `Zeile ${n}`,
  fileMissing: (kind: Field["kind"]) => `die Datei fehlt; erwartet: ${expected[kind]}`,
  rootWrong: (kind: Field["kind"]) => `erwartet: ${expected[kind]}, gefunden: etwas anderes`,
  entryNotGroup: () => `dieser Eintrag ist keine Gruppe von Feldern; erwartet: ${expected.object}`,
  count: (want: number, found: number) =>
    `die Datei braucht genau ${want} Einträge (jeder beginnt mit '- '), gefunden: ${found}`,
  repeats: (field: string, value: string, line: number) =>
    `Feld '${field}' wiederholt '${value}' aus Zeile ${line}; dieser Wert darf nur einmal vorkommen`,
  unknownField: (name: string, known: readonly string[]) =>
    `unbekanntes Feld '${name}'; bekannte Felder: ${list(known)}`,
  missing: (name: string, kind: Field["kind"]) => `Feld '${name}' fehlt oder ist leer; erwartet: ${expected[kind]}`,
  wrongKind: (name: string, found: string, kind: Field["kind"]) =>
    `Feld '${name}' ${found}; erwartet: ${expected[kind]}`,
  isNotText: "ist kein Text",
  isNotList: "ist keine Liste",
  isEmptyList: "ist eine leere Liste",
  isNotGroup: "ist keine Gruppe von Feldern",
  isValue: (value: string) => `ist '${value}'`,
  isAList: "ist eine Liste",
  oneOf: (name: string, value: string, allowed: readonly string[]) =>
    `Feld '${name}' ist '${value}'; erlaubt sind: ${list(allowed)}`,
  notEmail: (name: string, value: string) =>
    `Feld '${name}' ist '${value}', das ist keine E-Mail-Adresse; erwartet: eine Adresse wie kontakt@beispiel.de`,
  range: (name: string, value: number, min?: number, max?: number) =>
    `Feld '${name}' ist ${value}; erwartet: eine ganze Zahl von ${min ?? "beliebig"} bis ${max ?? "beliebig"}`,
  listLength: (name: string, count: number, min?: number, max?: number) =>
    `Feld '${name}' hat ${count} ${count === 1 ? "Punkt" : "Punkte"}; erwartet: ${min ?? 1} bis ${max ?? "beliebig viele"} Punkte, jeder in einer eigenen Zeile mit '- '`,
  listItemEmpty: (name: string, index: number) =>
    `Feld '${name}', Punkt ${index} ist leer oder kein Text; erwartet: ein Text`,
  listItemNotGroup: (name: string, index: number) =>
    `Feld '${name}', Eintrag ${index} ist keine Gruppe von Feldern; erwartet: ${expected.object}`,
  unknownReference: (name: string, value: string, file: string, field: string, known: readonly string[]) =>
    `Feld '${name}' ist '${value}', aber ${file} hat keinen Eintrag mit ${field} '${value}'; erlaubt sind: ${list(known)}`,
  unknownPlaceholder: (match: string, known: readonly string[]) =>
    `unbekannter Platzhalter ${match}; die Website kann einsetzen: ${list(known.map((n) => `{${n}}`))}`,
  notAPath: (name: string) => `Feld '${name}' ist kein Pfad; erwartet: ${expected.image}`,
  imageMissing: (name: string, path: string) =>
    `Feld '${name}' verweist auf ${path}; diese Datei gibt es nicht in data/`,
  altMissing: (altField: string) =>
    `Feld '${altField}' ist leer; erwartet: eine kurze Beschreibung des Bildes für Menschen, die es nicht sehen können`,
  imageSmall: (path: string, width: number, minWidth: number) =>
    `Bild ${path} ist ${width} px breit; mit mindestens ${minWidth} px bleibt es auf großen und hochauflösenden Bildschirmen scharf`,
  imageUnreadable: (name: string, path: string) =>
    `Feld '${name}' verweist auf ${path}; das ist kein lesbares Bild (erwartet: JPEG, PNG oder WebP)`,
};

/** The YAML parser's error codes in the words of someone who edits a text file. */
export const syntax = {
  tab: "die Zeile ist mit einem Tabulator eingerückt; YAML erlaubt zum Einrücken nur Leerzeichen (ersetzen Sie den Tabulator durch Leerzeichen)",
  missingDash:
    "hier beginnt ein Eintrag ohne '- ' am Zeilenanfang; jeder Eintrag der Liste beginnt mit einem Bindestrich und einem Leerzeichen",
  duplicateKey: (key: string, isList: boolean) =>
    `das Feld '${key}' steht zweimal im selben Eintrag` +
    (isList
      ? "; soll hier ein neuer Eintrag beginnen, fehlt am Anfang seiner ersten Zeile '- '"
      : "; löschen Sie eines der beiden"),
  nestedKey:
    "hier steht ein Doppelpunkt, wo ein Text erwartet wird: entweder ist die nächste Zeile zu weit eingerückt (die Felder eines Eintrags beginnen in derselben Spalte) oder ein Text mit ': ' steht nicht in Anführungszeichen",
  badIndent:
    "die Einrückung dieser Zeile passt nicht zu den Zeilen darüber; die Felder eines Eintrags beginnen in derselben Spalte",
  unclosedQuote:
    "ein Text in Anführungszeichen wird nicht geschlossen; suchen Sie in den Zeilen darüber das fehlende Anführungszeichen",
  unexpected:
    "diese Zeile ist an dieser Stelle nicht lesbar; prüfen Sie ihre Einrückung (nur Leerzeichen, Felder eines Eintrags in derselben Spalte) und die Anführungszeichen",
  other: (code: string) =>
    `diese Zeile ist nicht lesbares YAML (${code}); prüfen Sie Einrückung, Bindestriche und Anführungszeichen`,
};
