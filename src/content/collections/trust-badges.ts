// data/trust-badges.yaml: three facts with an icon at the foot of every page.
import { type Collection, text } from "./fields";

export const trustBadges: Collection = {
  file: "trust-badges.yaml",
  type: "TrustBadgesYaml",
  label: "Vertrauenssiegel",
  hint: "Drei kleine Hinweise mit Symbol ganz unten in der Fußzeile jeder Seite; es müssen genau drei sein.",
  entryName: "Vertrauenssiegel",
  labelField: "label",
  shape: "list",
  count: 3,
  fields: {
    icon: text({
      label: "Symbol",
      hint: "Kleines Bild vor dem Text: „lock“ = Schloss, „shield“ = Schutzschild, „money“ = Geldschein.",
      oneOf: ["lock", "shield", "money"],
    }),
    label: text({
      label: "Titel",
      hint: "Kurze, fett gedruckte Tatsache, die Besucher nachprüfen können, z. B. „Kostenlos“; keine gesetzlichen Pflichten wie Verschlüsselung oder DSGVO als Vorteil.",
    }),
    text: text({
      label: "Erklärung",
      hint: "Optionaler kurzer Satz hinter dem Titel, z. B. „Ihre Angaben werden verschlüsselt übertragen.“",
      required: false,
    }),
  },
};
