import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { ShopConfig } from "../config";

export function signingSecretFile(dataDir: string): string {
  return path.join(dataDir, "secrets", "signing-secret");
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && "code" in error && typeof error.code === "string" ? error.code : undefined;
}

function readSecret(file: string): string {
  const secret = fs.readFileSync(file, "utf8").trim();
  if (secret.length === 0) throw new Error(`${file} is empty: delete it to have a new signing secret made, or set SIGNING_SECRET`);
  return secret;
}

/**
 * Writes a fresh secret unless another process got there first; either way returns the one on disk. The secret is
 * written in full to a private file that is then hard-linked to the final name, which fails like an exclusive create
 * when the name exists: no process ever reads a file another is still writing.
 */
function createOrReadSecret(file: string): string {
  const draft = `${file}.${process.pid}.${randomBytes(6).toString("hex")}`;
  fs.writeFileSync(draft, `${randomBytes(32).toString("base64url")}\n`, { flag: "wx", mode: 0o600 });
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    if (errorCode(error) !== "EEXIST") throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  return readSecret(file);
}

/**
 * The shop's signing secret: SIGNING_SECRET when set. Without it, outside production only, a random secret kept in the
 * data directory, so links stay valid across restarts and every process sharing that directory signs alike.
 */
export function resolveSigningSecret(config: ShopConfig): string {
  if (config.signingSecret) return config.signingSecret;
  // A secret made up on one machine would break links issued by the shop's other gateways.
  if (config.production) throw new Error("SIGNING_SECRET must be set in production, the same on every gateway");
  const file = signingSecretFile(config.dataDir);
  try {
    return readSecret(file);
  } catch (error) {
    if (errorCode(error) !== "ENOENT") throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  return createOrReadSecret(file);
}
