// The Decap CMS configuration, generated from the content schema and the German labels,
// so that the editor always offers exactly the fields the build checks.
import { collections, type Collection, type Field } from "../content/schema";
import { EMAIL_PATTERN } from "../lib/forms";
import { collectionLabels, type CollectionLabel } from "./labels";
import { LIST_FIELD, YAML_CONTENT_FORMAT } from "./yaml-content-format";

type CmsField = Record<string, unknown>;

export const MEDIA_FOLDER = "data/images";

function labelOf(labels: CollectionLabel, file: string, path: string) {
  const label = labels.fields[path];
  if (!label) throw new Error(`src/cms/labels.ts: ${file} has no German label for field '${path}'`);
  return label;
}

function toCmsField(labels: CollectionLabel, file: string, name: string, field: Field, path: string): CmsField {
  const { label, hint, multiline } = labelOf(labels, file, path);
  const base = { name, label, hint, required: field.required };
  switch (field.kind) {
    case "string":
      if (field.oneOf) return { ...base, widget: "select", options: [...field.oneOf] };
      if (field.format === "email") {
        return { ...base, widget: "string", pattern: [EMAIL_PATTERN.source, "Bitte eine gültige E-Mail-Adresse eingeben"] };
      }
      return { ...base, widget: multiline ? "text" : "string" };
    case "int":
      return { ...base, widget: "number", value_type: "int", min: field.min, max: field.max };
    case "image":
      return { ...base, widget: "image", choose_url: false };
    case "stringList":
      return {
        ...base,
        widget: "list",
        min: field.min,
        max: field.max,
        field: { name: "item", label, widget: multiline ? "text" : "string" },
      };
    case "object":
      return { ...base, widget: "object", fields: toCmsFields(labels, file, field.fields, `${path}.`) };
    case "objectList":
      return { ...base, widget: "list", fields: toCmsFields(labels, file, field.fields, `${path}.`) };
  }
}

function toCmsFields(labels: CollectionLabel, file: string, fields: Collection["fields"], prefix = ""): CmsField[] {
  return Object.entries(fields).map(([name, field]) => toCmsField(labels, file, name, field, `${prefix}${name}`));
}

function fileEntry(collection: Collection): CmsField {
  const labels = collectionLabels[collection.file];
  if (!labels) throw new Error(`src/cms/labels.ts has no German labels for ${collection.file}`);
  const file = `data/${collection.file}`;
  const name = collection.file.replace(/\.yaml$/, "");
  if (collection.shape === "object") {
    return { name, label: labels.label, description: labels.hint, file, fields: toCmsFields(labels, collection.file, collection.fields) };
  }
  const summaryField = collection.labelField ? `{{fields.${collection.labelField}}}` : undefined;
  return {
    name,
    label: labels.label,
    description: labels.hint,
    file,
    fields: [
      {
        name: LIST_FIELD,
        label: labels.label,
        label_singular: labels.labelSingular,
        widget: "list",
        summary: summaryField,
        // The build requires exactly this many entries, so the editor offers no add or remove.
        ...(collection.count !== undefined ? { allow_add: false, allow_remove: false } : {}),
        fields: toCmsFields(labels, collection.file, collection.fields),
      },
    ],
  };
}

export interface CmsBackendSettings {
  repo?: string;
  branch?: string;
}

export function cmsConfig({ repo, branch }: CmsBackendSettings = {}) {
  return {
    load_config_file: false,
    // Production: Decap's GitHub backend (see README); on localhost Decap uses decap-server instead.
    backend: { name: "github", repo: repo || "OWNER/REPOSITORY", branch: branch || "main" },
    local_backend: true,
    locale: "de",
    media_folder: MEDIA_FOLDER,
    public_folder: "images",
    collections: [
      {
        name: "inhalte",
        label: "Inhalte der Website",
        format: YAML_CONTENT_FORMAT,
        editor: { preview: false },
        files: collections.map(fileEntry),
      },
    ],
  };
}
