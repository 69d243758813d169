import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { unsafeProductionSettings } from "./production-safety";

describe("production safety", () => {
  it("accepts any development setup", () => {
    expect(unsafeProductionSettings(loadConfig({}), {})).toEqual([]);
  });

  it("refuses the embedded provider on plain http outside localhost, and no SMTP", () => {
    const env = { NODE_ENV: "production", PUBLIC_URL: "http://shop.example.test" };
    const problems = unsafeProductionSettings(loadConfig(env), env);
    expect(problems.join("\n")).toMatch(/PUBLIC_URL must be https/);
    expect(problems.join("\n")).toMatch(/SMTP_URL must be set/);
  });

  it("accepts the embedded provider on https with SMTP", () => {
    const env = { NODE_ENV: "production", PUBLIC_URL: "https://shop.example.test", SMTP_URL: "smtp://mail.example.test:587" };
    expect(unsafeProductionSettings(loadConfig(env), env)).toEqual([]);
  });

  it("asks for the rest of the Auth0 settings", () => {
    const env = { NODE_ENV: "production", PUBLIC_URL: "https://shop.example.test", AUTH0_DOMAIN: "tenant.eu.auth0.com" };
    expect(unsafeProductionSettings(loadConfig(env), env)).toEqual(["AUTH0_DOMAIN is set: set AUTH0_CLIENT_ID and AUTH0_AUDIENCE too."]);
  });

  it("grants no admin by default in production", () => {
    expect(loadConfig({ NODE_ENV: "production" }).auth.adminEmails.size).toBe(0);
    expect([...loadConfig({}).auth.adminEmails]).toEqual(["admin@coldcasekits.com"]);
  });
});
