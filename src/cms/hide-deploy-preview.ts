// Decap's toolbar offers "Überprüfen ob eine Vorschau vorhanden ist" (a deploy preview check) even
// with show_preview_links: false; this site has no deploy previews (`npm run edit` shows changes
// at once, the host rebuilds after a save), so the button only confuses. Decap has no option to
// hide it: its button is hidden by its text, whenever Decap renders it.
export function hideDeployPreviewButton(label: string): void {
  const hide = () => {
    for (const button of document.querySelectorAll("button")) {
      if (!button.hidden && button.textContent?.trim() === label) button.hidden = true;
    }
  };
  new MutationObserver(hide).observe(document.body, { childList: true, subtree: true });
}
