// Entry of editor.js, the editor's own script at /admin/ (bundled by src/cms/editor-files.ts; never
// loaded by public pages). It runs before Decap's prebuilt bundle: it asks Decap to wait, and once
// the page is loaded registers the YAML format, the German texts, the widgets and the checks before
// saving, then starts Decap with the configuration generated from the content collections.
import { cmsConfig } from "./config";
import { decap } from "./decap";
import { hideDeployPreviewButton } from "./hide-deploy-preview";
import { GERMAN_CORRECTIONS, withCorrections } from "./locale-de";
import { problemsBeforeSave, SaveRefused } from "./save-check";
import { registerWidgets } from "./widgets";
import { registerPreviews } from "./preview";
import { prepareSave, YAML_CONTENT_FORMAT, yamlContentFormatter } from "./yaml-content-format";

const DEPLOY_PREVIEW_CHECK = String(
  (GERMAN_CORRECTIONS.editor as { editorToolbar: Record<string, string> }).editorToolbar
    .deployPreviewPendingButtonLabel,
);

(window as unknown as { CMS_MANUAL_INIT: boolean }).CMS_MANUAL_INIT = true;

function start() {
  const { CMS } = decap();
  const german = withCorrections(CMS.getLocale("de") as never);
  CMS.registerLocale("de", german);
  hideDeployPreviewButton(DEPLOY_PREVIEW_CHECK);
  CMS.registerCustomFormat(YAML_CONTENT_FORMAT, "yaml", yamlContentFormatter);
  registerWidgets();
  registerPreviews(process.env.PREVIEW_CSS ?? "");
  CMS.registerEventListener({
    name: "preSave",
    handler({ entry }) {
      const path = String(entry.get("path"));
      const original = entry.get("raw") as string | undefined;
      const data = (entry.get("data") as { toJS(): Record<string, unknown> }).toJS();
      const problems = problemsBeforeSave(path, original, data);
      if (problems.length > 0) throw new SaveRefused(problems.join(" · "));
      prepareSave(data, original);
      return undefined;
    },
  });
  CMS.init({
    config: cmsConfig({
      repo: process.env.GATSBY_CMS_REPO,
      branch: process.env.GATSBY_CMS_BRANCH,
      authUrl: process.env.GATSBY_CMS_AUTH_URL,
    }),
  });
}

document.addEventListener("DOMContentLoaded", start);
