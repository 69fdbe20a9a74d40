// data/recipes.yaml: the recipe cards, and the breakfasts, meals and shopping list of the plan.
import {
  type Collection,
  type EntryProblem,
  text,
  int,
  decimal,
  image,
  textList,
  list,
  CARD_IMAGE_MIN_WIDTH,
  imageAlt,
} from "./fields";
import { SHOP_SECTIONS, proteinPerPortion, type Ingredient } from "../../lib/ingredients";
import { QUESTIONS, RECIPE_COURSES, type Food, type PlanRecipe } from "../../lib/plan";
import { recipesOf } from "../../lib/plan-meals";

/** Recipes have between three and eight preparation steps. */
export const RECIPE_STEPS = { min: 3, max: 8 } as const;
/** Grams of protein a portion of a lunch or dinner in the plan has at least (docs/plan.md, "Meals"). */
export const MIN_MEAL_PROTEIN = 20;
/** A quick dish ("schnell") is made fresh each time, so it takes at most this long. */
const MAX_QUICK_MINUTES = 20;

export const recipes: Collection = {
  file: "recipes.yaml",
  type: "RecipesYaml",
  label: "Rezepte",
  hint: "Die Rezeptkarten mit Bild, Zeit, Portionen, Zutaten und Zubereitung auf der Seite „Gesunde Rezepte“; Frühstück, Mittag- und Abendessen des 4-Wochen-Plans kommen von hier.",
  entryName: "Rezept",
  labelField: "title",
  shape: "list",
  uniqueField: "title",
  entryRule: recipeRule,
  listRule: recipesListRule,
  fields: {
    title: text({
      label: "Titel",
      hint: "Name des Gerichts als Überschrift der Karte, z. B. „Bunter Gemüseeintopf“; jeder Titel nur einmal.",
    }),
    description: text({
      label: "Beschreibung",
      hint: "Zwei bis drei Sätze, was das Gericht ausmacht; erscheint unter Zeit und Portionen.",
      multiline: true,
    }),
    course: text({
      label: "Art des Gerichts",
      hint: `getraenk (das Morgengetränk), fruehstueck, hauptgericht (gekocht für zwei Mahlzeiten: abends und am nächsten Mittag) oder schnell (jedes Mal frisch, höchstens ${MAX_QUICK_MINUTES} Minuten); Haupt- und schnelle Gerichte brauchen mindestens ${MIN_MEAL_PROTEIN} g Eiweiß pro Portion.`,
      oneOf: RECIPE_COURSES,
    }),
    contains: textList({
      label: "Enthält",
      hint: "Was jemand nicht essen mag und das Rezept enthält: fisch, schwein, fleisch, milch oder nuesse, eines pro Zeile; wer es ausschließt, bekommt das Rezept nicht im Plan.",
      required: false,
    }),
    minutes: int({
      label: "Zubereitungszeit (Minuten)",
      hint: "Nur die Zahl der Minuten, z. B. 25; erscheint als „25 Minuten“.",
      min: 1,
      max: 600,
    }),
    servings: int({
      label: "Portionen",
      hint: "Für wie viele Personen das Rezept reicht, als Zahl von 1 bis 20, z. B. 2.",
      min: 1,
      max: 20,
    }),
    // The name first: the editor summarises a collapsed ingredient by its first field.
    ingredients: list({
      label: "Zutaten",
      hint: "Eine Zutat pro Eintrag mit Menge, Einheit, Name und Abteilung im Laden; daraus entstehen die Zutatenliste und der Einkaufszettel des Plans.",
      fields: {
        name: text({
          label: "Zutat",
          hint: "So, wie sie hinter der Menge steht, z. B. „Berg- oder Tellerlinsen“; gleiche Zutaten gleich schreiben, dann werden sie im Einkaufszettel zusammengezählt.",
        }),
        plural: text({
          label: "Mehrzahl",
          hint: "Nur bei Zutaten ohne Einheit, deren Name sich ab zwei ändert: „Möhre“ → „Möhren“, „Ei“ → „Eier“; sonst leer.",
          required: false,
        }),
        amount: int({
          label: "Menge",
          hint: "Ganze Zahl für die Portionen des Rezepts, z. B. 150; leer lassen bei „nach Geschmack“ (Salz und Pfeffer).",
          required: false,
          min: 1,
          max: 5000,
        }),
        unit: text({
          label: "Einheit",
          hint: "Zum Beispiel g, ml, l, EL, TL, Bund, Dose; leer bei Stückzahlen („2 Möhren“).",
          required: false,
        }),
        note: text({
          label: "Zusatz",
          hint: "Steht in Klammern dahinter, z. B. „für den Saft“ oder „nach Belieben“.",
          required: false,
        }),
        section: text({
          label: "Abteilung im Laden",
          hint: "Wo der Einkaufszettel sie einsortiert: obstGemuese, kuehlregal, fleischFisch, brot, vorrat oder gewuerze; leer für Leitungswasser (nicht auf dem Zettel).",
          required: false,
          oneOf: SHOP_SECTIONS,
        }),
        protein: decimal({
          label: "Eiweiß (g)",
          hint: "Bei g oder ml: Gramm Eiweiß je 100 g bzw. 100 ml (steht auf der Packung), sonst je Stück, Scheibe, EL, Dose oder Bund; 0 für Öl und Gewürze. Mit Punkt schreiben, z. B. 3.5.",
          required: false,
          min: 0,
          max: 100,
        }),
      },
    }),
    steps: textList({
      label: "Zubereitung",
      hint: "Drei bis acht Arbeitsschritte in ihrer Reihenfolge, ein Schritt pro Eintrag in ganzen Sätzen, z. B. „Die Linsen 20 Minuten kochen.“; sie erscheinen nummeriert unter „Zubereitung“.",
      multiline: true,
      ...RECIPE_STEPS,
    }),
    source: text({
      label: "Quelle",
      hint: "Woher das Rezept stammt, in wenigen Worten; steht klein unter der Zubereitung, z. B. „Eigenes Rezept“ oder „Nach einem Rezept aus dem Buch … (Verlag, Jahr)“. Ein fremdes Rezept in eigenen Worten schreiben. Kann leer bleiben.",
      required: false,
    }),
    image: image({
      label: "Bild",
      hint: `Bild oben auf der Rezeptkarte; JPEG oder PNG, mindestens ${CARD_IMAGE_MIN_WIDTH} Pixel breit, im Querformat.`,
      minWidth: CARD_IMAGE_MIN_WIDTH,
    }),
    imageAlt: imageAlt("Eine Schüssel Linsensalat"),
  },
};

const ingredientsOf = (entry: Record<string, unknown>) =>
  Array.isArray(entry.ingredients) ? (entry.ingredients as Ingredient[]) : [];

/**
 * A recipe names only foods a visitor can leave out (data/plan.yaml questions.excludes); a recipe of
 * the plan's meals has the protein of every ingredient it buys, and a lunch or dinner enough of it.
 */
function recipeRule(entry: Record<string, unknown>): EntryProblem[] {
  const contains = Array.isArray(entry.contains) ? (entry.contains as unknown[]) : [];
  const foods: readonly unknown[] = QUESTIONS.excludes.values;
  const problems: EntryProblem[] = contains
    .filter((food) => !foods.includes(food))
    .map((food) => ({
      field: "contains",
      message: `Feld 'contains' nennt '${String(food)}'; erlaubt sind: ${QUESTIONS.excludes.values.join(", ")}`,
    }));
  if (entry.course === "getraenk") return problems;
  const ingredients = ingredientsOf(entry);
  ingredients.forEach((ingredient, i) => {
    if (typeof ingredient.amount === "number" && ingredient.section && typeof ingredient.protein !== "number")
      problems.push({
        field: `ingredients.${i}.protein`,
        message: `Zutat '${ingredient.name}' hat eine Menge, aber kein Feld 'protein' (Eiweiß in Gramm je 100 g bzw. 100 ml, sonst je Stück, Scheibe, EL, Dose oder Bund; 0 für Öl und Gewürze); der Plan rechnet damit das Eiweiß pro Portion aus`,
      });
  });
  const servings = typeof entry.servings === "number" && entry.servings > 0 ? entry.servings : 1;
  const protein = proteinPerPortion({ servings, ingredients });
  if ((entry.course === "hauptgericht" || entry.course === "schnell") && protein < MIN_MEAL_PROTEIN)
    problems.push({
      field: "ingredients",
      message: `Das Gericht hat etwa ${Math.round(protein)} g Eiweiß pro Portion; ein Mittag- oder Abendessen im Plan braucht mindestens ${MIN_MEAL_PROTEIN} g (mehr Hülsenfrüchte, Ei, Quark, Fisch oder Fleisch, oder weniger Portionen)`,
    });
  if (entry.course === "schnell" && typeof entry.minutes === "number" && entry.minutes > MAX_QUICK_MINUTES)
    problems.push({
      field: "minutes",
      message: `Ein schnelles Gericht ('course: schnell') dauert höchstens ${MAX_QUICK_MINUTES} Minuten, dieses ${entry.minutes}; sonst 'course: hauptgericht'`,
    });
  return problems;
}

/** Every subset of a list, the empty one included. */
function subsets<T>(values: readonly T[]): T[][] {
  return values.reduce<T[][]>((all, value) => [...all, ...all.map((subset) => [...subset, value])], [[]]);
}

/** What the plan's week needs of each course, whatever he does not eat (src/lib/plan-meals.ts). */
const PLAN_COURSES_NEEDED = { fruehstueck: 1, schnell: 1, hauptgericht: 2 } as const;

/**
 * Across the recipes: one unit and one shop section per ingredient (one line on the shopping list),
 * and for every combination of foods he can leave out, a breakfast, a quick dish and two main courses.
 */
function recipesListRule(entries: ReadonlyArray<Record<string, unknown>>): Array<EntryProblem & { index?: number }> {
  const problems: Array<EntryProblem & { index?: number }> = [];
  const first = new Map<string, { unit: string; section: string; title: string }>();
  entries.forEach((entry, index) => {
    ingredientsOf(entry).forEach((ingredient, i) => {
      if (!ingredient.section || typeof ingredient.name !== "string") return;
      const key = ingredient.name.toLowerCase();
      const here = { unit: ingredient.unit ?? "", section: ingredient.section, title: String(entry.title) };
      const known = first.get(key);
      if (!known) return void first.set(key, here);
      const field = known.unit !== here.unit ? "unit" : known.section !== here.section ? "section" : undefined;
      if (field)
        problems.push({
          index,
          field: `ingredients.${i}.${field}`,
          message: `Zutat '${ingredient.name}' steht im Rezept '${known.title}' mit ${field === "unit" ? "Einheit" : "Abteilung"} '${known[field]}', hier mit '${here[field]}'; für eine Zeile auf dem Einkaufszettel braucht sie überall dieselbe`,
        });
    });
  });
  const recipes = entries as unknown as PlanRecipe[];
  for (const excludes of subsets<Food>(QUESTIONS.excludes.values)) {
    for (const [course, needed] of Object.entries(PLAN_COURSES_NEEDED)) {
      const found = recipesOf(recipes, course as keyof typeof PLAN_COURSES_NEEDED, excludes).length;
      if (found < needed) {
        problems.push({
          message: `Wer ${excludes.length > 0 ? `'${excludes.join("', '")}' nicht isst` : "alles isst"}, findet nur ${found} Rezept(e) mit 'course: ${course}'; der Plan braucht mindestens ${needed} (ein Rezept ohne diese Zutaten in 'contains' ergänzen)`,
        });
        return problems;
      }
    }
  }
  return problems;
}
