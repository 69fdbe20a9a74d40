// Decap CMS 3 needs React 19 while the site runs React 18. The editor is a separate bundle, so it
// gets its own React 19 (installed as react-19 / react-dom-19) and bundles Decap from its ES modules,
// instead of the plugin's default of loading React's UMD files, which React 19 no longer ships.
import { createRequire } from "module";
import { dirname, join } from "path";

interface WebpackConfig {
  externals?: unknown;
  plugins?: Array<{ constructor?: { name?: string } } | false | null | undefined>;
  resolve?: { alias?: Record<string, unknown> };
}

// gatsby-config is bundled by Gatsby, where require.resolve is not available: resolve from the project.
const projectRequire = createRequire(join(process.cwd(), "package.json"));
const packageDir = (name: string) => dirname(projectRequire.resolve(`${name}/package.json`));

export function editorWebpackConfig(config: WebpackConfig): void {
  config.externals = [];
  config.plugins = (config.plugins ?? []).filter(
    (plugin) => !plugin || !["CopyPlugin", "HtmlWebpackTagsPlugin"].includes(plugin.constructor?.name ?? ""),
  );
  config.resolve = {
    ...config.resolve,
    alias: { ...config.resolve?.alias, react: packageDir("react-19"), "react-dom": packageDir("react-dom-19") },
  };
}
