import type { GatsbyNode } from "gatsby";
import { resolve } from "path";
import { checkContent, formatProblem } from "./src/content/check";
import { contentTypeDefs } from "./src/content/graphql-types";
import { CONTENT_DIR } from "./src/lib/site";
import { routes } from "./src/lib/routes";
import { writeFileSync } from "fs";
import { NETLIFY_FORMS_FILE, netlifyFormsHtml } from "./src/lib/netlify-forms";

// Runs before Gatsby reads any file: a broken YAML file stops the build with every problem listed.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = checkContent(resolve(CONTENT_DIR));
  if (problems.length > 0) {
    reporter.panic(
      `The content in ${CONTENT_DIR}/ has ${problems.length} problem(s):\n` +
        problems.map((p) => `  - ${formatProblem(p)}`).join("\n"),
    );
  }
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
};

export const createPages: GatsbyNode["createPages"] = ({ actions }) => {
  for (const route of routes) {
    actions.createPage({
      path: route.path,
      component: resolve(`src/templates/${route.template}.tsx`),
      context: { page: route.page },
    });
  }
};

export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  writeFileSync(resolve("public", NETLIFY_FORMS_FILE), netlifyFormsHtml());
};
