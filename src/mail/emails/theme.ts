// Colours and type of every mail. Light colours are written inline (what every client shows);
// DARK_MODE_CSS swaps them where the client honours prefers-color-scheme. Both pairs keep a
// contrast of at least 7:1 for body text.
import type { CSSProperties } from "react";
import { palette } from "../../lib/palette";

/** The site's palette (src/lib/palette.ts), so a mail looks like the page it came from. */
export const colors = {
  page: palette.bg,
  surface: palette.surface,
  ink: palette.ink,
  muted: palette.muted,
  primary: palette.primary,
  onPrimary: palette.onPrimary,
  border: palette.border,
  note: palette.accentSoft,
} as const;

const dark = {
  page: "#121614",
  surface: "#1c2320",
  ink: "#f1f4f0",
  muted: "#d3dbd5",
  link: "#a8e0bd",
  button: "#a8e0bd",
  onButton: "#0f1f16",
  border: "#44524a",
  note: "#3a3415",
} as const;

/** Class names the dark-mode rules use; the same names go on the elements. */
export const cls = {
  page: "zv-page",
  surface: "zv-surface",
  text: "zv-text",
  muted: "zv-muted",
  link: "zv-link",
  button: "zv-button",
  note: "zv-note",
  rule: "zv-rule",
  card: "zv-card",
  brand: "zv-brand",
} as const;

export const DARK_MODE_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .${cls.page}, .${cls.page} > table > tbody > tr > td { background-color: ${dark.page} !important; }
  .${cls.surface} { background-color: ${dark.surface} !important; }
  .${cls.text} { color: ${dark.ink} !important; }
  .${cls.muted} { color: ${dark.muted} !important; }
  .${cls.link} { color: ${dark.link} !important; }
  .${cls.button} { background-color: ${dark.button} !important; color: ${dark.onButton} !important; }
  .${cls.note} { background-color: ${dark.note} !important; color: ${dark.ink} !important; }
  .${cls.rule} { border-color: ${dark.border} !important; }
  .${cls.card} { border-color: ${dark.link} !important; }
  .${cls.brand} { color: ${dark.link} !important; }
}
`;

export const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
export const MAX_WIDTH = 600;

export const styles = {
  body: { margin: 0, padding: "16px 0", backgroundColor: colors.page, fontFamily: FONT },
  container: {
    maxWidth: `${MAX_WIDTH}px`,
    width: "100%",
    margin: "0 auto",
    backgroundColor: colors.surface,
    padding: "24px 20px",
  },
  text: { fontSize: "18px", lineHeight: "1.6", color: colors.ink, margin: "0 0 16px" },
  small: { fontSize: "16px", lineHeight: "1.5", color: colors.muted, margin: "0 0 12px" },
  h1: { fontSize: "26px", lineHeight: "1.3", color: colors.ink, margin: "0 0 16px", fontWeight: 700 },
  h2: { fontSize: "22px", lineHeight: "1.3", color: colors.ink, margin: "32px 0 12px", fontWeight: 700 },
  h3: { fontSize: "19px", lineHeight: "1.35", color: colors.ink, margin: "0 0 4px", fontWeight: 700 },
  link: { color: colors.primary, textDecoration: "underline" },
  button: {
    display: "inline-block",
    backgroundColor: colors.primary,
    color: colors.onPrimary,
    fontSize: "20px",
    fontWeight: 700,
    lineHeight: "1.3",
    textDecoration: "none",
    borderRadius: "8px",
    padding: "16px 28px",
  },
  note: {
    fontSize: "18px",
    lineHeight: "1.6",
    color: colors.ink,
    backgroundColor: colors.note,
    padding: "12px 16px",
    margin: "0 0 16px",
    borderRadius: "6px",
  },
  brand: { fontSize: "20px", fontWeight: 700, lineHeight: "1.3", color: colors.primary, margin: "0 0 20px" },
  rule: { borderColor: colors.border, borderStyle: "solid", borderWidth: "1px 0 0", margin: "32px 0 16px" },
} satisfies Record<string, CSSProperties>;
