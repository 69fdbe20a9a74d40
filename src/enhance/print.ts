// Printing a page opens every closed <details> inside an element marked with
// OPEN_FOR_PRINT_ATTRIBUTE (the recipes' preparation steps) and closes them again afterwards.
// Browsers that know ::details-content show them by CSS alone (recipe-cards.module.css); this
// covers the others.
import { OPEN_FOR_PRINT_ATTRIBUTE } from "./markers";

export function openDetailsForPrint(window: Window): void {
  let opened: HTMLDetailsElement[] = [];
  window.addEventListener("beforeprint", () => {
    opened = Array.from(
      window.document.querySelectorAll<HTMLDetailsElement>(`[${OPEN_FOR_PRINT_ATTRIBUTE}] details:not([open])`),
    );
    for (const details of opened) details.open = true;
  });
  window.addEventListener("afterprint", () => {
    for (const details of opened) details.open = false;
    opened = [];
  });
}
