// The part of Decap's browser API the editor uses. Decap's prebuilt bundle (decap-cms.js, React
// included) sets window.CMS, window.h (React.createElement) and window.createClass before our code runs.

/** Decap's entries and field definitions are Immutable.js maps. */
export interface ImmutableMap {
  get(key: string): unknown;
  getIn(path: string[]): unknown;
  toJS(): Record<string, unknown>;
}

export interface WidgetProps {
  value: unknown;
  field: ImmutableMap;
  entry: ImmutableMap;
  forID: string;
  classNameWrapper: string;
  onChange: (value: unknown) => void;
  getAsset: (path: string, field: ImmutableMap) => { toString(): string; url?: string } | undefined;
}

export interface DecapCms {
  init(options: { config: unknown }): void;
  registerLocale(locale: string, phrases: unknown): void;
  getLocale(locale: string): Record<string, unknown> | undefined;
  registerCustomFormat(
    name: string,
    extension: string,
    formatter: { fromFile(text: string): unknown; toFile(data: never): string },
  ): void;
  registerWidget(name: string, control: unknown, preview?: unknown): void;
  getWidget(name: string): { control: unknown; preview?: unknown } | undefined;
  registerEventListener(listener: { name: "preSave"; handler(event: { entry: ImmutableMap }): unknown }): void;
  registerPreviewStyle(style: string, options?: { raw: boolean }): void;
  registerPreviewTemplate(name: string, template: (props: { entry: ImmutableMap }) => unknown): void;
}

type CreateElement = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;

export interface DecapWindow {
  CMS: DecapCms;
  h: CreateElement;
  createClass: (spec: Record<string, unknown>) => unknown;
}

export const decap = () => window as unknown as DecapWindow;

/** A field's value as text: Decap hands over strings and numbers, or nothing for an empty field. */
export const asText = (value: unknown, fallback = ""): string =>
  typeof value === "string" || typeof value === "number" ? String(value) : fallback;
