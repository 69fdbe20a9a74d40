// The phone menu (markup: src/components/header.tsx): the toggle opens and closes it, Escape closes
// it and gives the focus back to the toggle, a link in the menu closes it. The state is the
// toggle's aria-expanded and the menu's data-open; CSS shows the matching label and icon.
import { MENU_ATTRIBUTE, MENU_TOGGLE_ATTRIBUTE } from "./markers";

const TOGGLE = `[${MENU_TOGGLE_ATTRIBUTE}]`;

function setOpen(document: Document, toggle: Element, open: boolean): void {
  toggle.setAttribute("aria-expanded", String(open));
  const menuId = toggle.getAttribute("aria-controls");
  if (menuId) document.getElementById(menuId)?.setAttribute("data-open", String(open));
}

export function enhanceMenu(document: Document): void {
  const openToggle = () => document.querySelector<HTMLElement>(`${TOGGLE}[aria-expanded="true"]`);
  document.addEventListener("click", (event) => {
    const target = event.target as Element | null;
    if (!target?.closest) return;
    const toggle = target.closest(TOGGLE);
    if (toggle) return setOpen(document, toggle, toggle.getAttribute("aria-expanded") !== "true");
    const open = openToggle();
    if (open && target.closest(`[${MENU_ATTRIBUTE}] a`)) setOpen(document, open, false);
  });
  document.addEventListener("keydown", (event) => {
    const open = openToggle();
    if (event.key !== "Escape" || !open) return;
    setOpen(document, open, false);
    open.focus();
  });
}
