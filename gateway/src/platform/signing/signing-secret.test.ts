import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import ts from "typescript";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../config";
import { resolveSigningSecret, signingSecretFile } from "./signing-secret";

let dataDir: string;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "signing-secret-"));
});

afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("resolveSigningSecret", () => {
  it("uses SIGNING_SECRET when set, and writes nothing", () => {
    const secret = resolveSigningSecret(loadConfig({ DATA_DIR: dataDir, SIGNING_SECRET: "from-the-environment-and-long-enough" }));
    expect(secret).toBe("from-the-environment-and-long-enough");
    expect(fs.existsSync(path.join(dataDir, "secrets"))).toBe(false);
  });

  it("makes a random 32-byte secret in a private file under the data directory, and keeps it across restarts", () => {
    const config = loadConfig({ DATA_DIR: path.join(dataDir, "not", "yet", "made") });
    const secret = resolveSigningSecret(config);
    expect(Buffer.from(secret, "base64url")).toHaveLength(32);

    const file = signingSecretFile(config.dataDir);
    expect(file).toBe(path.join(config.dataDir, "secrets", "signing-secret"));
    expect(fs.readFileSync(file, "utf8").trim()).toBe(secret);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(file)).mode & 0o077).toBe(0);
    expect(fs.readdirSync(path.dirname(file))).toEqual(["signing-secret"]);

    expect(resolveSigningSecret(loadConfig({ DATA_DIR: config.dataDir }))).toBe(secret);
  });

  it("gives each data directory its own secret", () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), "signing-secret-other-"));
    try {
      expect(resolveSigningSecret(loadConfig({ DATA_DIR: dataDir }))).not.toBe(resolveSigningSecret(loadConfig({ DATA_DIR: other })));
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });

  it("reads back a secret an operator put in the file", () => {
    fs.mkdirSync(path.join(dataDir, "secrets"));
    fs.writeFileSync(signingSecretFile(dataDir), "hand-written-secret-of-enough-length\n", { mode: 0o600 });
    expect(resolveSigningSecret(loadConfig({ DATA_DIR: dataDir }))).toBe("hand-written-secret-of-enough-length");
  });

  it("refuses an empty secret file rather than signing with nothing", () => {
    fs.mkdirSync(path.join(dataDir, "secrets"));
    fs.writeFileSync(signingSecretFile(dataDir), "\n");
    expect(() => resolveSigningSecret(loadConfig({ DATA_DIR: dataDir }))).toThrow(/signing-secret is empty/);
  });

  it("takes the secret of a process that wrote it first, and leaves no draft behind", () => {
    const file = signingSecretFile(dataDir);
    const realLink = fs.linkSync;
    // Another process finishes its own write between this one's first look and its attempt to publish.
    vi.spyOn(fs, "linkSync").mockImplementation((from, to) => {
      fs.writeFileSync(file, "the-other-process-was-first-secret\n", { mode: 0o600 });
      realLink(from, to);
    });
    expect(resolveSigningSecret(loadConfig({ DATA_DIR: dataDir }))).toBe("the-other-process-was-first-secret");
    expect(fs.readdirSync(path.dirname(file))).toEqual(["signing-secret"]);
  });

  it("agrees across processes starting together on one data directory", async () => {
    // The module compiled as is, so each process runs the real code, not a copy of its logic.
    const source = fs.readFileSync(path.join(__dirname, "signing-secret.ts"), "utf8");
    const compiled = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true } });
    const modulePath = path.join(dataDir, "signing-secret.cjs");
    fs.writeFileSync(modulePath, compiled.outputText);
    const shared = path.join(dataDir, "shared");
    const script = `process.stdout.write(require(${JSON.stringify(modulePath)}).resolveSigningSecret({ signingSecret: null, production: false, dataDir: ${JSON.stringify(shared)} }))`;

    const run = promisify(execFile);
    const outputs = await Promise.all(Array.from({ length: 8 }, () => run(process.execPath, ["-e", script])));
    const secrets = new Set(outputs.map((output) => output.stdout));
    expect(secrets.size).toBe(1);
    expect([...secrets][0]).toBe(fs.readFileSync(signingSecretFile(shared), "utf8").trim());
    expect(fs.readdirSync(path.join(shared, "secrets"))).toEqual(["signing-secret"]);
  });

  it("never makes one up in production", () => {
    const config = { ...loadConfig({ DATA_DIR: dataDir }), production: true };
    expect(() => resolveSigningSecret(config)).toThrow(/SIGNING_SECRET must be set in production/);
    expect(fs.existsSync(path.join(dataDir, "secrets"))).toBe(false);
    expect(resolveSigningSecret({ ...config, signingSecret: "set-for-production-and-long-enough" })).toBe("set-for-production-and-long-enough");
  });
});
