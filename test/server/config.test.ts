import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config.js";

describe("configuration from the environment", () => {
  it("has working defaults for an offline start", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 8787,
      HOST: "127.0.0.1",
      DATA_DIR: "./data",
      IMAGE_PROVIDER: "sketch",
      TEXT_PROVIDER: "builtin",
      MAIL_TRANSPORT: "outbox",
      PAYMENTS_PROVIDER: "demo",
    });
    expect(c.PUBLIC_URL).toBe("http://localhost:8787");
  });

  it.each([
    [{ PORT: "eighty" }, /PORT/],
    [{ IMAGE_PROVIDER: "dalle" }, /IMAGE_PROVIDER/],
    [{ IMAGE_PROVIDER: "openai" }, /OPENAI_API_KEY: is required when an OpenAI provider is chosen/],
    [
      { IMAGE_PROVIDER: "azure", AZURE_OPENAI_API_KEY: "k" },
      /AZURE_OPENAI_ENDPOINT.*\n.*AZURE_OPENAI_DEPLOYMENT|AZURE_OPENAI_DEPLOYMENT[\s\S]*AZURE_OPENAI_ENDPOINT|AZURE_OPENAI_ENDPOINT[\s\S]*AZURE_OPENAI_DEPLOYMENT/,
    ],
    [{ MAIL_TRANSPORT: "smtp" }, /SMTP_URL: is required/],
    [{ PAYMENTS_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk" }, /STRIPE_WEBHOOK_SECRET: is required/],
    [{ PUBLIC_URL: "not a url" }, /PUBLIC_URL/],
    [{ ADMIN_PASSWORD: "123" }, /ADMIN_PASSWORD must be at least 6 characters/],
    [{ THROTTLE_SIGNUP_CLIENT: "ten" }, /THROTTLE_SIGNUP_CLIENT: must be attempts\/seconds/],
    [{ THROTTLE_RESET_EMAIL: "0/60" }, /THROTTLE_RESET_EMAIL/],
    [{ BODY_LIMIT_BYTES: "12" }, /BODY_LIMIT_BYTES/],
    [{ DATABASE_URL: "mysql://db/inkling" }, /DATABASE_URL: must be a PostgreSQL URL/],
    [{ DATABASE_URL: "inkling.db" }, /DATABASE_URL: must be a PostgreSQL URL/],
    [{ REDIS_URL: "http://cache:6379" }, /REDIS_URL: must be a Redis URL/],
    [
      { DATABASE_URL: "postgres://db/inkling" },
      /REDIS_URL: is required when DATABASE_URL is set \(the job queue and live events are shared through Redis\)/,
    ],
  ])("refuses %j with a message naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("reads the limits and throttles, with the documented defaults", () => {
    const c = loadConfig({ THROTTLE_SIGNUP_CLIENT: "20/60", UPLOAD_LIMIT_BYTES: "2097152" });
    expect(c.throttles.signupClient).toEqual({ limit: 20, windowMs: 60_000 });
    expect(c.throttles.signinAccount).toEqual({ limit: 5, windowMs: 900_000 });
    expect(c.throttles.resetEmail).toEqual({ limit: 3, windowMs: 3_600_000 });
    expect(c.BODY_LIMIT_BYTES).toBe(1024 * 1024);
    expect(c.UPLOAD_LIMIT_BYTES).toBe(2 * 1024 * 1024);
    expect(c.EVENT_STREAMS_PER_USER).toBe(5);
    expect(c.throttles.signinDevice).toEqual({ limit: 5, windowMs: 900_000 });
    expect(loadConfig({ THROTTLE_SIGNIN_DEVICE: "8/600" }).throttles.signinDevice).toEqual({
      limit: 8,
      windowMs: 600_000,
    });
  });

  it("keeps idle connections longer than a proxy's 60 s unless told otherwise", () => {
    expect(loadConfig({}).KEEP_ALIVE_TIMEOUT_MS).toBe(65_000);
    expect(loadConfig({ KEEP_ALIVE_TIMEOUT_MS: "620000" }).KEEP_ALIVE_TIMEOUT_MS).toBe(620_000);
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_MS: "500" })).toThrow(/KEEP_ALIVE_TIMEOUT_MS/);
  });

  it("never echoes a secret's value in its message", () => {
    try {
      loadConfig({ IMAGE_PROVIDER: "openai", OPENAI_API_KEY: "sk-very-secret", OPENAI_BASE_URL: "nope" });
      expect.unreachable();
    } catch (e) {
      expect((e as Error).message).toMatch(/OPENAI_BASE_URL/);
      expect((e as Error).message).not.toContain("sk-very-secret");
    }
  });
});
