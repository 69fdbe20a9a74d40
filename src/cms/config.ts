// The Decap CMS configuration, generated from the content collections (each field's shape, German
// label and hint), so that the editor always offers exactly the fields the build checks.
import { collections, type Collection, type Field, type Fields } from "../content/collections";
import { CMS_REPO_DEFAULT } from "../lib/cms-repo";
import { EMAIL_PATTERN } from "../lib/forms";
import { LIST_FIELD, YAML_CONTENT_FORMAT } from "./yaml-content-format";

type CmsField = Record<string, unknown>;

export const MEDIA_FOLDER = "data/images";

/** Custom widgets of src/cms/widgets.ts. */
export const FILE_STATUS_WIDGET = "file-status";
export const FIXED_TEXT_WIDGET = "fixed-text";
/** The file-status field: the editor shows it, the format never writes it (names with "_" stay out). */
export const FILE_STATUS_FIELD = "_file";

const UNTITLED = "Ohne Titel";
/** A collapsed list item shows this template (Decap's `summary`), never Decap's English "No title". */
const summaryOf = (field: string) => `{{fields.${field} | truncate(70) | default('${UNTITLED}')}}`;

/** The entry's key (a page, a weekday): fixed by docs/product.md, shown but not changed in the editor. */
const isFixedKey = (collection: Collection | undefined, name: string, field: Field) =>
  collection?.count !== undefined &&
  collection.uniqueField === name &&
  field.kind === "string" &&
  field.oneOf !== undefined;

export const INVALID_EMAIL =
  "Das ist keine gültige E-Mail-Adresse; erwartet wird eine Adresse wie kontakt@beispiel.de.";

function listCountHint(min?: number, max?: number): string | undefined {
  if (min !== undefined && min === max) return `Genau ${min} Punkte.`;
  if (min !== undefined && max !== undefined) return `${min} bis ${max} Punkte.`;
  return undefined;
}

function toCmsField(name: string, field: Field, top?: Collection): CmsField {
  const { label, hint } = field;
  const base = { name, label, hint, required: field.required };
  switch (field.kind) {
    case "string":
      if (isFixedKey(top, name, field)) return { ...base, widget: FIXED_TEXT_WIDGET };
      if (field.oneOf) return { ...base, widget: "select", options: [...field.oneOf] };
      if (field.format === "email")
        return { ...base, widget: "string", pattern: [EMAIL_PATTERN.source, INVALID_EMAIL] };
      return { ...base, widget: field.multiline ? "text" : "string" };
    case "int":
      return { ...base, widget: "number", value_type: "int", min: field.min, max: field.max };
    case "decimal":
      return { ...base, widget: "number", value_type: "float", step: 0.1, min: field.min, max: field.max };
    case "boolean":
      return { ...base, widget: "boolean" };
    case "image":
      return { ...base, widget: "image", choose_url: false };
    case "stringList": {
      const countHint = listCountHint(field.min, field.max);
      return {
        ...base,
        hint: countHint ? `${hint} ${countHint}` : hint,
        widget: "list",
        min: field.min,
        max: field.max,
        summary: summaryOf("item"),
        field: { name: "item", label, widget: field.multiline ? "text" : "string" },
      };
    }
    case "object":
      return { ...base, widget: "object", fields: toCmsFields(field.fields) };
    case "objectList":
      return {
        ...base,
        widget: "list",
        summary: summaryOf(Object.keys(field.fields)[0]),
        fields: toCmsFields(field.fields),
      };
  }
}

/** An entry with a required image must describe it (the alt text); optional images are checked before saving. */
function toCmsFields(fields: Fields, top?: Collection): CmsField[] {
  const altRequired = new Set(
    Object.values(fields).flatMap((field) => (field.kind === "image" && field.required ? [field.altField] : [])),
  );
  return Object.entries(fields).map(([name, field]) => {
    const cmsField = toCmsField(name, field, top);
    return altRequired.has(name) ? { ...cmsField, required: true } : cmsField;
  });
}

/** The first field of every file: where it is stored, or why it cannot be edited (src/cms/widgets.ts). */
const fileStatusField = (file: string): CmsField => ({
  name: FILE_STATUS_FIELD,
  label: "Datei",
  hint: `Dieser Inhalt steht in ${file}.`,
  widget: FILE_STATUS_WIDGET,
  required: false,
});

/** Which field names an entry in its collapsed line: its key shows as text, so a readable field is better. */
function summaryFieldOf(collection: Collection): string {
  const { labelField, fields } = collection;
  if (labelField && !(labelField in fields && isFixedKey(collection, labelField, fields[labelField])))
    return labelField;
  return ["heading", "title", "name"].find((name) => name in fields) ?? labelField ?? Object.keys(fields)[0];
}

function fileEntry(collection: Collection): CmsField {
  const file = `data/${collection.file}`;
  const name = collection.file.replace(/\.yaml$/, "");
  if (collection.shape === "object") {
    return {
      name,
      label: collection.label,
      description: collection.hint,
      file,
      fields: [fileStatusField(file), ...toCmsFields(collection.fields)],
    };
  }
  const { count } = collection;
  return {
    name,
    label: collection.label,
    description: collection.hint,
    file,
    fields: [
      fileStatusField(file),
      {
        name: LIST_FIELD,
        label: collection.label,
        label_singular: collection.entryName,
        widget: "list",
        summary: summaryOf(summaryFieldOf(collection)),
        // The build requires exactly this many entries, in this order: no add, remove or reorder.
        ...(count !== undefined
          ? {
              hint: `Genau ${count} ${collection.label} – neue kommen nicht hinzu; ändern Sie die bestehenden.`,
              min: count,
              max: count,
              allow_add: false,
              allow_remove: false,
              allow_reorder: false,
            }
          : { hint: collection.hint }),
        fields: toCmsFields(collection.fields, collection),
      },
    ],
  };
}

export interface CmsBackendSettings {
  repo?: string;
  branch?: string;
  /**
   * GATSBY_CMS_AUTH_URL: the login service for GitHub on an own server (Decap's `base_url`, e.g. a
   * self-hosted decap-proxy at https://cms-login.example.de); unset on Netlify, whose own OAuth
   * provider Decap uses (docs/redaktion.md, "Anmelden").
   */
  authUrl?: string;
}

export function cmsConfig({ repo, branch, authUrl }: CmsBackendSettings = {}) {
  return {
    load_config_file: false,
    // Production: Decap's GitHub backend (docs/redaktion.md); on localhost Decap uses decap-server instead.
    backend: {
      name: "github",
      repo: repo || CMS_REPO_DEFAULT,
      branch: branch || "main",
      ...(authUrl ? { base_url: authUrl.replace(/\/+$/, "") } : {}),
    },
    local_backend: true,
    // Draft, review, publish: a save is a draft (a branch and pull request on GitHub) until someone
    // sets it "Bereit" and publishes it. decap-server in its default file mode offers only direct
    // publishing, so `npm run edit` saves at once (with MODE=git it shows the workflow too).
    publish_mode: "editorial_workflow",
    locale: "de",
    // No deploy previews: the page updates in `npm run edit` and after the host's rebuild.
    show_preview_links: false,
    media_folder: MEDIA_FOLDER,
    public_folder: "images",
    collections: [
      {
        name: "inhalte",
        label: "Inhalte der Website",
        format: YAML_CONTENT_FORMAT,
        // Testimonials, success stories and the FAQ preview in the page's look (src/cms/preview.ts).
        editor: { preview: true },
        // Each file is edited, never created or deleted, in the editor.
        create: false,
        delete: false,
        files: collections.map(fileEntry),
      },
    ],
  };
}
