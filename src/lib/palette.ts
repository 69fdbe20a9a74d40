// The site's colours, once. src/styles/global.css declares each as a custom property
// (`primaryDark` → `--color-primary-dark`), checked against this module by __tests__/unit/palette.test.ts;
// the <meta name="theme-color">, the self-hosted server's own pages and the mails read it directly.
export const palette = {
  bg: "#fdf8ec",
  surface: "#ffffff",
  ink: "#1f2a24",
  muted: "#3d4a42",
  primary: "#1d5b3a",
  primaryDark: "#14432a",
  onPrimary: "#ffffff",
  accent: "#f6d34a",
  accentSoft: "#fbefb8",
  sage: "#e3eedf",
  border: "#c9d3c4",
  error: "#a3201a",
  errorBg: "#fdecea",
  focus: "#1f2a24",
  focusHalo: "#f6d34a",
} as const;

export type ColorName = keyof typeof palette;

/** The CSS custom property global.css declares for a colour: `primaryDark` → `--color-primary-dark`. */
export const cssVariableOf = (name: ColorName) => `--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
