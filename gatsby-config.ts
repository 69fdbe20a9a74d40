import type { GatsbyConfig } from "gatsby";
import { resolve } from "path";
import { CONTENT_DIR, SITE_URL } from "./src/lib/site";

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: SITE_URL },
  graphqlTypegen: { generateOnBuild: true },
  trailingSlash: "always",
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: resolve(__dirname, CONTENT_DIR) },
    },
    "gatsby-transformer-yaml",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: { formats: ["auto", "webp", "avif"], placeholder: "blurred", quality: 72 },
      },
    },
    "gatsby-transformer-sharp",
    "gatsby-plugin-image",
  ],
};

export default config;
