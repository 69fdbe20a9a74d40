// Most files in data/ are a YAML list at the top level, which Decap's file collections cannot edit
// directly. This format shows such a file to Decap as { items: [...] } and writes the list back;
// files that hold one object (site.yaml) pass through unchanged.
import { parse, stringify } from "yaml";

export const YAML_CONTENT_FORMAT = "yaml-content";
export const LIST_FIELD = "items";

const STRINGIFY_OPTIONS = { lineWidth: 100 };

export const yamlContentFormatter = {
  fromFile(content: string): Record<string, unknown> {
    const data: unknown = parse(content) ?? {};
    return Array.isArray(data) ? { [LIST_FIELD]: data } : (data as Record<string, unknown>);
  },
  toFile(data: Record<string, unknown>): string {
    const keys = Object.keys(data);
    const isList = keys.length === 1 && keys[0] === LIST_FIELD && Array.isArray(data[LIST_FIELD]);
    return stringify(isList ? data[LIST_FIELD] : data, STRINGIFY_OPTIONS);
  },
};
