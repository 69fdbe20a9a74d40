import type { GatsbyConfig } from "gatsby";
import { resolve } from "path";
import { CONTENT_DIR, SITE_URL } from "./src/lib/site";
import { collections } from "./src/content/collections";
import { EDITOR_PATH, editorMiddleware } from "./src/cms/editor-files";
import { contentErrorMiddleware } from "./src/cms/content-error-page";

type Middleware = ReturnType<typeof editorMiddleware> | ReturnType<typeof contentErrorMiddleware>;
import { routes } from "./src/lib/routes";
import { planRetentionDaysFrom } from "./src/lib/privacy-settings";

// The GraphQL type of each YAML file comes from its collection (src/content/collections/); by default
// the transformer names list files after the file but single-object files (site.yaml) after their folder.
const yamlTypeName = ({ node }: { node: { base: string } }) => {
  const collection = collections.find((c) => c.file === node.base);
  if (!collection)
    throw new Error(`${CONTENT_DIR}/${node.base} is not a known content file (see src/content/collections/)`);
  return collection.type;
};

const config: GatsbyConfig = {
  // MAIL_FROM as the server and the Netlify functions read it: the thank-you page names the sender.
  // PLAN_RETENTION_DAYS as the hosts read it: the privacy texts state it ({planRetentionDays}).
  siteMetadata: {
    siteUrl: SITE_URL,
    mailFrom: process.env.MAIL_FROM?.trim() ?? "",
    planRetentionDays: planRetentionDaysFrom(process.env),
  },
  graphqlTypegen: { generateOnBuild: true },
  trailingSlash: "always",
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: resolve(__dirname, CONTENT_DIR) },
    },
    { resolve: "gatsby-transformer-yaml", options: { typeName: yamlTypeName } },
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        // WebP, not AVIF: at quality 72 sharp's WebP of these photos is 25 % smaller than its AVIF and
        // encodes 20 times faster (2.7 s against 54 s for the 60 card variants; docs/decisions/016-images-without-gatsbyimage-runtime.md).
        defaults: { formats: ["auto", "webp"], placeholder: "blurred", quality: 72 },
      },
    },
    "gatsby-transformer-sharp",
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        // The thank-you and 404 pages are noindex, so they stay out of the sitemap.
        excludes: [...routes.filter((r) => r.noIndex).map((r) => r.path), "/404.html", "/dev-404-page/"],
      },
    },
  ],
  // During `npm run edit`: the editor at /admin/ (the build writes it into public/admin/, gatsby-node.ts),
  // and the content check's errors instead of pages with silently empty sections.
  developMiddleware: (app: { use(...args: [string, Middleware] | [Middleware]): void }) => {
    app.use(EDITOR_PATH.slice(0, -1), editorMiddleware());
    app.use(contentErrorMiddleware(resolve(__dirname, CONTENT_DIR)));
  },
};

export default config;
