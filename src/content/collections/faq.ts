// data/faq.yaml: the landing page's questions and answers.
import { type Collection, text } from "./fields";

export const faq: Collection = {
  file: "faq.yaml",
  type: "FaqYaml",
  label: "Häufige Fragen",
  hint: "Die fünf aufklappbaren Fragen und Antworten auf der Startseite. Bei Gesundheit nur „unterstützen“ schreiben, nie Heilung oder Messwerte versprechen; zu Medikamenten immer: nur mit der Ärztin oder dem Arzt ändern. {company}, {address}, {email} und {phone} werden ersetzt.",
  entryName: "Frage",
  labelField: "question",
  shape: "list",
  // The five questions a wary visitor asks.
  count: 5,
  uniqueField: "question",
  fields: {
    question: text({
      label: "Frage",
      hint: "So, wie ein Besucher fragen würde, z. B. „Was kostet das – jetzt und später?“",
    }),
    answer: text({ label: "Antwort", hint: "Zwei bis vier klare Sätze.", multiline: true }),
  },
};
