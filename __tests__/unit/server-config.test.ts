/** @jest-environment node */
import { configFromEnv } from "../../server/config";
import { parseTrustProxy } from "../../server/trust-proxy";

describe("TRUST_PROXY", () => {
  it.each<[string | undefined, ReturnType<typeof parseTrustProxy>]>([
    [undefined, false],
    ["", false],
    ["false", false],
    ["127.0.0.1", ["127.0.0.1"]],
    ["10.0.0.0/8, ::1", ["10.0.0.0/8", "::1"]],
    ["loopback,172.16.0.0/12", ["loopback", "172.16.0.0/12"]],
  ])("reads %p as %p", (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected);
  });

  it("refuses true and says why", () => {
    expect(() => parseTrustProxy("true")).toThrow(
      /TRUST_PROXY=true is refused: .*any client can send its own header and escape the rate limit/,
    );
  });

  it.each(["yes", "10.0.0.0/33", "nginx", "1.2.3", "-1"])("refuses %p with the forms it accepts", (raw) => {
    expect(() => parseTrustProxy(raw)).toThrow(/is not understood .*reverse proxies' addresses/);
  });

  it.each(["0", "1", "2"])("refuses a hop count (%p): it would believe a client that connects directly", (raw) => {
    expect(() => parseTrustProxy(raw)).toThrow(/a number of hops\) is refused: .*connects, so a client/);
  });
});

describe("configFromEnv", () => {
  const withEnv = (env: Record<string, string>, read: () => unknown) => {
    const saved = { ...process.env };
    Object.assign(process.env, env);
    try {
      return read();
    } finally {
      process.env = saved;
    }
  };

  it("refuses RATE_LIMIT_MAX=0, which would refuse every post", () => {
    expect(() => withEnv({ RATE_LIMIT_MAX: "0" }, configFromEnv)).toThrow(
      'RATE_LIMIT_MAX must be a whole number of at least 1, got "0"',
    );
  });

  it("stops at start-up on TRUST_PROXY=true", () => {
    expect(() => withEnv({ TRUST_PROXY: "true" }, configFromEnv)).toThrow(/TRUST_PROXY=true is refused/);
  });

  it("reads the proxies' addresses and the shutdown deadline", () => {
    expect(withEnv({ TRUST_PROXY: "127.0.0.1", SHUTDOWN_TIMEOUT_MS: "2500" }, configFromEnv)).toMatchObject({
      trustProxy: ["127.0.0.1"],
      shutdownTimeoutMs: 2500,
    });
  });
});
