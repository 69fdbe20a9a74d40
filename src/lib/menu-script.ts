// The phone menu's behaviour, as a small inline script on every page (the header's markup is
// src/components/header.tsx): the toggle opens and closes the menu, Escape closes it and gives the
// focus back to the toggle, a link in the menu closes it. Plain script rather than React state, so
// the menu works from the first paint, before (and on pages without) Gatsby's bundles. The state is
// the toggle's aria-expanded and the menu's data-open; CSS shows the matching label and icon.
// Listeners sit on the document, so a header React renders anew after a navigation works as well.
// public/_headers allows the script by its hash (src/build-steps/post-build.ts).
export const MENU_TOGGLE_ATTRIBUTE = "data-menu-toggle";
export const MENU_ATTRIBUTE = "data-menu";

export const MENU_SCRIPT =
  `(function(){var T="[${MENU_TOGGLE_ATTRIBUTE}]";` +
  `function set(b,o){b.setAttribute("aria-expanded",String(o));` +
  `var m=document.getElementById(b.getAttribute("aria-controls"));if(m)m.setAttribute("data-open",String(o))}` +
  `function opened(){return document.querySelector(T+'[aria-expanded="true"]')}` +
  `document.addEventListener("click",function(e){var t=e.target;if(!t||!t.closest)return;var b=t.closest(T);` +
  `if(b){set(b,b.getAttribute("aria-expanded")!=="true");return}` +
  `var o=opened();if(o&&t.closest("[${MENU_ATTRIBUTE}] a"))set(o,false)});` +
  `document.addEventListener("keydown",function(e){var o=opened();if(e.key==="Escape"&&o){set(o,false);o.focus()}})})();`;
