// Opens every closed <details> inside an element marked with OPEN_FOR_PRINT_ATTRIBUTE while the page
// is printed, and closes them again afterwards (the recipes' preparation steps). Browsers that know
// ::details-content show them by CSS alone (recipe-cards.module.css); this inline script, on every
// page so that it also serves a page React rendered after a navigation, covers the others.
// public/_headers allows it by its hash (src/build-steps/post-build.ts).
export const OPEN_FOR_PRINT_ATTRIBUTE = "data-open-for-print";

export const PRINT_SCRIPT =
  `(function(){var o=[];addEventListener("beforeprint",function(){` +
  `o=[].slice.call(document.querySelectorAll("[${OPEN_FOR_PRINT_ATTRIBUTE}] details:not([open])"));` +
  `o.forEach(function(d){d.open=true})});` +
  `addEventListener("afterprint",function(){o.forEach(function(d){d.open=false});o=[]})})();`;
