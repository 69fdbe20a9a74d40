import type { GatsbyNode } from "gatsby";
import { readFileSync, writeFileSync } from "fs";
import { resolve } from "path";
import { checkContent, errorsOf, formatProblem, warningsOf } from "./src/content/check";
import { contentTypeDefs, typesetExtension } from "./src/content/graphql-types";
import { archiveConsentVersions } from "./src/content/consent-archive";
import { CONTENT_DIR, SITE_URL } from "./src/lib/site";
import { routes } from "./src/lib/routes";
import { loadPlanContent, readDataYaml } from "./src/lib/load-plan-content";
import { resolveHost } from "./src/lib/hosting";
import { PRIVACY_SETTINGS_FILE, privacySettingsFrom } from "./src/lib/privacy-settings";
import { EDITOR_PATH, writeEditor } from "./src/cms/editor-files";
import {
  pageHtmlFiles,
  removeRendererNulBytes,
  writeNetlifyForms,
  writeRobotsTxt,
  writePrecompressedPages,
  writeSecurityHeaders,
} from "./src/build-steps/post-build";
import {
  addEveryPageScript,
  bundleEveryPageScript,
  bundlePageScript,
  bundlePlanScript,
  takePlanContent,
  writeScriptFile,
} from "./src/build-steps/page-script";
import { prunePageCss } from "./src/build-steps/page-css";
import { needsPageScript } from "./src/enhance/markers";

// Runs before Gatsby reads any file: a broken YAML file stops the build with every problem listed.
// The same check as `npm run check:content`.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const problems = await checkContent(resolve(CONTENT_DIR));
  for (const warning of warningsOf(problems)) reporter.warn(`Inhalte: ${formatProblem(warning)}`);
  const errors = errorsOf(problems);
  if (errors.length > 0) {
    reporter.panic(
      `Die Inhalte in ${CONTENT_DIR}/ haben ${errors.length} Fehler (the content check failed; fix data/ first):\n` +
        errors.map((p) => `  - ${formatProblem(p)}`).join("\n"),
    );
  }
  // A new consent version's words, as the form will show them, go on record before any page is built.
  for (const file of archiveConsentVersions(resolve(CONTENT_DIR), process.env))
    reporter.warn(`Einwilligung: neue Fassung wörtlich abgelegt in ${file}; nehmen Sie die Datei ins Repository auf`);
};

/**
 * No page loads Gatsby's JavaScript bundles: the page script replaces them after the build
 * (src/build-steps/page-script.ts) and the server never hands out a .map file. So the build makes
 * no source maps for them, which took about a fifth of a build's CPU time.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "build-javascript" || stage === "build-html") actions.setWebpackConfig({ devtool: false });
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension(typesetExtension);
  actions.createTypes(contentTypeDefs());
};

export const createPages: GatsbyNode["createPages"] = async ({ actions, ...args }) => {
  // The legal texts show only the sections for the host the site is built for (src/lib/hosting.ts).
  const result = await args.graphql<{ siteYaml: { host: string } | null }>(`query SiteHost { siteYaml { host } }`);
  const host = resolveHost(result.data?.siteYaml?.host);
  // /mein-plan/ builds the plan with src/lib/plan.ts from the same files the mail reads.
  const planContent = loadPlanContent(resolve(CONTENT_DIR));
  for (const route of routes) {
    const context =
      route.template === "legal"
        ? { page: route.page, host }
        : route.template === "my-plan"
          ? { page: route.page, planContent }
          : { page: route.page };
    actions.createPage({ path: route.path, component: resolve(`src/templates/${route.template}.tsx`), context });
  }
};

/** data/site.yaml's host, which SITE_HOST overrides (src/lib/hosting.ts). */
const readSiteHost = () => (readDataYaml(resolve(CONTENT_DIR), "site.yaml", "Build") as { host?: string }).host;

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const publicDir = resolve("public");
  await writeEditor(resolve(publicDir, EDITOR_PATH.slice(1)));
  const repaired = removeRendererNulBytes(publicDir);
  if (repaired.length > 0) reporter.info(`Removed the renderer's stray NUL bytes from ${repaired.join(", ")}`);
  const cssSaved = prunePageCss(pageHtmlFiles(publicDir));
  reporter.info(
    `Inlined CSS: ${cssSaved} bytes of rules no page element can match removed (src/build-steps/page-css.ts)`,
  );
  const pageScript = writeScriptFile(publicDir, "page", await bundlePageScript());
  const planScript = writeScriptFile(
    publicDir,
    "plan",
    await bundlePlanScript(takePlanContent(pageHtmlFiles(publicDir))),
  );
  // Netlify serves the pages without our code, so there the inline script counts the view.
  const countViews = resolveHost(readSiteHost()) === "netlify";
  const everyPageScript = await bundleEveryPageScript({ pageScript, planScript, countViews });
  const pages = addEveryPageScript(pageHtmlFiles(publicDir), everyPageScript);
  reporter.info(
    `Scripts (src/build-steps/page-script.ts): ${everyPageScript.length} bytes inline on ${pages} pages${countViews ? " (with the page-view beacon)" : ""}, ` +
      `${pageScript} for ${pageHtmlFiles(publicDir).filter((file) => needsPageScript(readFileSync(file, "utf8"))).length} pages, ${planScript} for /mein-plan/`,
  );
  writeNetlifyForms(publicDir);
  // What the privacy texts were built saying; the hosts refuse to run with other values (src/lib/privacy-settings.ts).
  writeFileSync(resolve(publicDir, PRIVACY_SETTINGS_FILE), JSON.stringify(privacySettingsFrom(process.env)));
  writeRobotsTxt(publicDir, SITE_URL);
  reporter.info(`Brotli and gzip copies of ${writePrecompressedPages(publicDir)} pages for the built-in server`);
  const hashes = writeSecurityHeaders(publicDir);
  reporter.info(`Security headers: public/_headers with ${hashes.length} inline script hashes`);
};
