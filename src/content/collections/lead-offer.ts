// data/lead-offer.yaml: the box above the plan form's button (what the plan is, that it is free).
import { type Collection, text } from "./fields";

export const leadOffer: Collection = {
  file: "lead-offer.yaml",
  type: "LeadOfferYaml",
  label: "Kasten über dem Formular",
  hint: "Der Kasten direkt über dem Knopf des Formulars für den 4-Wochen-Plan auf der Startseite: was der Plan ist, dass er nichts kostet, wann er kommt und dass die Adresse zuerst bestätigt wird.",
  entryName: "Kasten über dem Formular",
  shape: "object",
  fields: {
    heading: text({
      label: "Überschrift",
      hint: "Kurze Überschrift des Kastens, z. B. „Das bekommen Sie – kostenlos“.",
    }),
    what: text({
      label: "Was der Plan ist",
      hint: "Form und Inhalt des Plans in einem Satz: per E-Mail, zum Ausdrucken, was drinsteht.",
      multiline: true,
    }),
    cost: text({ label: "Kosten", hint: "Klar und kurz, z. B. „Kostenlos, keine Zahlungsdaten, kein Abo.“" }),
    confirmation: text({
      label: "Bestätigen, Ankunft und Abmelden",
      hint: "Eine kurze Zeile: dass die Adresse zuerst über einen Link bestätigt wird, wann der Plan dann kommt und dass man sich jederzeit abmelden kann.",
      multiline: true,
    }),
  },
};
