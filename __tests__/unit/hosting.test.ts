/** @jest-environment node */
import { resolveHost } from "../../src/lib/hosting";

describe("resolveHost", () => {
  it("takes the host from data/site.yaml when SITE_HOST is not set", () => {
    expect(resolveHost("self-hosted", {})).toBe("self-hosted");
    expect(resolveHost("netlify", { SITE_HOST: "" })).toBe("netlify");
  });

  it("lets SITE_HOST override it (netlify.toml sets it for Netlify builds)", () => {
    expect(resolveHost("self-hosted", { SITE_HOST: "netlify" })).toBe("netlify");
  });

  it("refuses an unknown host with a clear English message", () => {
    expect(() => resolveHost("self-hosted", { SITE_HOST: "heroku" })).toThrow(
      'SITE_HOST="heroku" is not a known host; use one of: netlify, self-hosted',
    );
    expect(() => resolveHost("aws", {})).toThrow('data/site.yaml: host "aws" is not one of: netlify, self-hosted');
  });
});
