// Entry of the editor at /admin/ (built by gatsby-plugin-decap-cms; never loaded by public pages).
import CMS from "decap-cms-app";
import { cmsConfig } from "./config";
import { YAML_CONTENT_FORMAT, yamlContentFormatter } from "./yaml-content-format";

CMS.registerCustomFormat(YAML_CONTENT_FORMAT, "yaml", yamlContentFormatter);
CMS.init({ config: cmsConfig({ repo: process.env.GATSBY_CMS_REPO, branch: process.env.GATSBY_CMS_BRANCH }) as never });
