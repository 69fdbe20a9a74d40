// Small decorative line icons, drawn inline so that no extra request is made.
import React from "react";

const paths = {
  lemon: "M5 19c-2-4 0-11 6-13 4-1 7 0 8 1 1 1 2 4 1 8-2 6-9 8-13 6M5 19l-2 2M19 7l2-2",
  plate: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-4a5 5 0 1 0 0-10 5 5 0 0 0 0 10z",
  walk: "M13 4.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM10 22l2-7 3 3v4m-5-9 1-5 4 3 3 1m-8-4-3 2-1 4",
  lock: "M6 11h12v10H6zm2 0V8a4 4 0 0 1 8 0v3m-4 4v2",
  shield: "M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6zm-3 9 2 2 4-4",
  money: "M3 7h18v10H3zm9 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 10v4m12-4v4",
  mail: "M3 5h18v14H3zm0 0 9 7 9-7",
  menu: "M4 6h16M4 12h16M4 18h16",
  close: "M6 6l12 12M18 6 6 18",
  arrow: "M5 12h14m-6-6 6 6-6 6",
  check: "m5 12 5 5 9-10",
} as const;

export type IconName = keyof typeof paths;

export function isIconName(name: string): name is IconName {
  return Object.prototype.hasOwnProperty.call(paths, name);
}

export function Icon({ name, size = 28 }: { name: IconName; size?: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
