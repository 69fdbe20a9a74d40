// The German patterns of the `hyphen` package (TeX's, de-1996), which ships no types of its own.
declare module "hyphen/de" {
  export function hyphenateSync(text: string, options?: { hyphenChar?: string; minWordLength?: number }): string;
}
