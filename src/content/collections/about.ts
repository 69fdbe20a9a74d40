// data/about.yaml: who is behind the programme (the contact page's "Über uns").
import { type Collection, text, list } from "./fields";

export const about: Collection = {
  file: "about.yaml",
  type: "AboutYaml",
  label: "Über uns",
  hint: "Der Abschnitt „Über uns“ auf der Kontaktseite, verlinkt aus der Fußzeile: wer hinter Zitronen-Vital steht. Fehlende Angaben als [PLATZHALTER: …] stehen lassen, bis sie bekannt sind.",
  entryName: "Über uns",
  shape: "object",
  fields: {
    heading: text({ label: "Überschrift", hint: "Zum Beispiel „Über uns“." }),
    intro: text({
      label: "Einleitung",
      hint: "Wer das Unternehmen ist und was es will; {company} und {city} werden ersetzt.",
      multiline: true,
    }),
    team: list({
      label: "Team",
      hint: "Die Menschen hinter dem Programm, je eine Karte.",
      fields: {
        name: text({ label: "Name", hint: "Vor- und Nachname." }),
        role: text({ label: "Aufgabe", hint: "Zum Beispiel „Geschäftsführung“ oder „Ernährung und Rezepte“." }),
        text: text({
          label: "Kurzer Text",
          hint: "Optional: ein Satz zur Person, etwa ihre Ausbildung.",
          required: false,
          multiline: true,
        }),
      },
    }),
  },
};
