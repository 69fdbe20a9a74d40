// Turns the content collections into GraphQL type definitions for createSchemaCustomization,
// so that every YAML type is declared explicitly and nothing is inferred from the data.
import { collections, type Field, type Fields } from "./collections";
import { typeset } from "../lib/typography";

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

function typeOf(field: Field, nestedType: string): string {
  const bang = field.required ? "!" : "";
  switch (field.kind) {
    case "string":
      return field.oneOf ? `String${bang}` : `String${bang} @typeset`;
    case "int":
      return `Int${bang}`;
    case "decimal":
      return `Float${bang}`;
    case "boolean":
      return `Boolean${bang}`;
    case "image":
      return "File @fileByRelativePath";
    case "stringList":
      return `[String!]${bang} @typeset`;
    case "object":
      return `${nestedType}${bang}`;
    case "objectList":
      return `[${nestedType}!]${bang}`;
  }
}

function define(typeName: string, fields: Fields, isNode: boolean, out: string[]): void {
  const lines = Object.entries(fields).map(([name, field]) => {
    const nestedType = `${typeName}${pascal(name)}`;
    if (field.kind === "object" || field.kind === "objectList") define(nestedType, field.fields, false, out);
    return `  ${name}: ${typeOf(field, nestedType)}`;
  });
  const head = isNode ? `type ${typeName} implements Node @dontInfer` : `type ${typeName} @dontInfer`;
  out.push(`${head} {\n${lines.join("\n")}\n}`);
}

export function contentTypeDefs(): string {
  const out: string[] = [];
  for (const collection of collections) define(collection.type, collection.fields, true, out);
  return out.join("\n\n");
}

/**
 * The `@typeset` field extension: every free text from the YAML files passes through typeset()
 * once, when a page query reads it, so templates never have to remember it.
 */
export const typesetExtension = {
  name: "typeset",
  extend: () => ({
    resolve: (source: Record<string, unknown>, _args: unknown, _context: unknown, info: { fieldName: string }) => {
      const value = source[info.fieldName];
      if (typeof value === "string") return typeset(value);
      if (Array.isArray(value))
        return (value as unknown[]).map((item) => (typeof item === "string" ? typeset(item) : item));
      return value;
    },
  }),
};
