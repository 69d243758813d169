import { describe, expect, it } from "vitest";
import { LinkSigner } from "./link-signer";

const SECRET = "a-test-secret-that-is-long-enough-to-sign-links";

/** A clock the test moves by hand. */
function manualClock(start = "2026-03-01T12:00:00.000Z") {
  let now = new Date(start).getTime();
  return {
    clock: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

function parse(signed: string): { path: string; expires: string; signature: string } {
  const url = new URL(signed, "http://shop.test");
  return { path: url.pathname, expires: url.searchParams.get("expires") ?? "", signature: url.searchParams.get("signature") ?? "" };
}

describe("LinkSigner links", () => {
  it("signs a path with its expiry in unix seconds and verifies it", () => {
    const { clock } = manualClock();
    const signer = new LinkSigner(SECRET, clock);
    const signed = signer.signPath("/files/case-files/42", 5 * 60_000);
    expect(signed).toMatch(/^\/files\/case-files\/42\?expires=\d+&signature=[A-Za-z0-9_-]{43}$/);
    const { path, expires, signature } = parse(signed);
    expect(Number(expires)).toBe(clock().getTime() / 1000 + 300);
    expect(signer.verifyPath(path, { expires, signature })).toBe("valid");
  });

  it("verifies with another instance sharing the secret, and refuses one with another secret", () => {
    const { clock } = manualClock();
    const { path, expires, signature } = parse(new LinkSigner(SECRET, clock).signPath("/files/kits/x.pdf", 60_000));
    expect(new LinkSigner(SECRET, clock).verifyPath(path, { expires, signature })).toBe("valid");
    expect(new LinkSigner(`${SECRET}!`, clock).verifyPath(path, { expires, signature })).toBe("invalid");
  });

  it("refuses an altered path, expiry or signature", () => {
    const { clock } = manualClock();
    const signer = new LinkSigner(SECRET, clock);
    const { path, expires, signature } = parse(signer.signPath("/files/case-files/42", 60_000));
    expect(signer.verifyPath("/files/case-files/43", { expires, signature })).toBe("invalid");
    expect(signer.verifyPath("/files/case-files/42/", { expires, signature })).toBe("invalid");
    expect(signer.verifyPath(path, { expires: String(Number(expires) + 3600), signature })).toBe("invalid");
    expect(signer.verifyPath(path, { expires: `0${expires}`, signature })).toBe("invalid");
    const flipped = `${signature.slice(0, 10)}${signature[10] === "A" ? "B" : "A"}${signature.slice(11)}`;
    expect(signer.verifyPath(path, { expires, signature: flipped })).toBe("invalid");
  });

  it("refuses a signature that differs only in the spare bits of its last character", () => {
    const { clock } = manualClock();
    const signer = new LinkSigner(SECRET, clock);
    const { path, expires, signature } = parse(signer.signPath("/files/case-files/42", 60_000));
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = alphabet.indexOf(signature.slice(-1));
    const sameBytes = `${signature.slice(0, -1)}${alphabet[last ^ 1]}`;
    expect(Buffer.from(sameBytes, "base64url")).toEqual(Buffer.from(signature, "base64url"));
    expect(signer.verifyPath(path, { expires, signature: sameBytes })).toBe("invalid");
  });

  it("says expired once the expiry passes, and only for a genuine signature", () => {
    const time = manualClock();
    const signer = new LinkSigner(SECRET, time.clock);
    const { path, expires, signature } = parse(signer.signPath("/files/case-files/42", 5 * 60_000));
    time.advance(5 * 60_000 - 1);
    expect(signer.verifyPath(path, { expires, signature })).toBe("valid");
    time.advance(1);
    expect(signer.verifyPath(path, { expires, signature })).toBe("expired");
    time.advance(365 * 24 * 3600_000);
    expect(signer.verifyPath(path, { expires, signature })).toBe("expired");
    expect(signer.verifyPath("/files/case-files/43", { expires, signature })).toBe("invalid");
  });

  it("never lets a link live shorter than asked when the clock is between seconds", () => {
    const time = manualClock("2026-03-01T12:00:00.750Z");
    const signer = new LinkSigner(SECRET, time.clock);
    const { path, expires, signature } = parse(signer.signPath("/f", 1_000));
    time.advance(999);
    expect(signer.verifyPath(path, { expires, signature })).toBe("valid");
  });

  it("calls malformed query values invalid, whatever their type", () => {
    const { clock } = manualClock();
    const signer = new LinkSigner(SECRET, clock);
    const { path, expires, signature } = parse(signer.signPath("/files/case-files/42", 60_000));
    const garbage: unknown[] = [undefined, null, "", 42, [expires], { value: expires }, "-1", "1e10", " 1", "1.5", "9".repeat(13), "NaN"];
    for (const value of garbage) expect(signer.verifyPath(path, { expires: value, signature })).toBe("invalid");
    const badSignatures: unknown[] = [undefined, null, "", [signature], { signature }, signature.slice(1), `${signature}A`, `${signature.slice(0, -1)}=`, signature.replace(/./, "+"), "x".repeat(10_000)];
    for (const value of badSignatures) expect(signer.verifyPath(path, { expires, signature: value })).toBe("invalid");
    expect(signer.verifyPath(path, {})).toBe("invalid");
  });

  it("refuses to sign what it could not verify later", () => {
    const signer = new LinkSigner(SECRET);
    expect(() => signer.signPath("files/x", 1000)).toThrow(/starting with "\/"/);
    expect(() => signer.signPath("https://evil.test/files/x", 1000)).toThrow(/starting with "\/"/);
    expect(() => signer.signPath("/files/x?download=1", 1000)).toThrow(/query or fragment/);
    expect(() => signer.signPath("/files/x#top", 1000)).toThrow(/query or fragment/);
    expect(() => signer.signPath("/files/case file.pdf", 1000)).toThrow(/Percent-encode/);
    expect(signer.signPath("/files/case%20file.pdf", 1000)).toMatch(/^\/files\/case%20file\.pdf\?expires=/);
    for (const ttl of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => signer.signPath("/files/x", ttl)).toThrow(/time to live/);
    expect(() => new LinkSigner("")).toThrow(/non-empty secret/);
  });
});

describe("LinkSigner tokens", () => {
  it("verifies a token for its purpose and subject, and never expires", () => {
    const time = manualClock();
    const signer = new LinkSigner(SECRET, time.clock);
    const token = signer.token("order-access", "order-7");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    time.advance(10 * 365 * 24 * 3600_000);
    expect(signer.verifyToken("order-access", "order-7", token)).toBe(true);
    expect(new LinkSigner(SECRET).verifyToken("order-access", "order-7", token)).toBe(true);
  });

  it("refuses a token for another subject, another purpose or another secret", () => {
    const signer = new LinkSigner(SECRET);
    const token = signer.token("order-access", "order-7");
    expect(signer.verifyToken("order-access", "order-8", token)).toBe(false);
    expect(signer.verifyToken("order-access", "order-70", token)).toBe(false);
    expect(signer.verifyToken("unsubscribe", "order-7", token)).toBe(false);
    expect(signer.token("unsubscribe", "order-7")).not.toBe(token);
    expect(new LinkSigner(`${SECRET}!`).verifyToken("order-access", "order-7", token)).toBe(false);
  });

  it("never takes a link's signature for a token, or a token for a link's signature", () => {
    const { clock } = manualClock();
    const signer = new LinkSigner(SECRET, clock);
    const { path, expires, signature } = parse(signer.signPath("/orders/7", 60_000));
    expect(signer.verifyToken("link", `${path}\n${expires}`, signature)).toBe(false);
    expect(signer.verifyToken("order-access", `${path}\n${expires}`, signature)).toBe(false);
    const token = signer.token("link", `${path}\n${expires}`);
    expect(signer.verifyPath(path, { expires, signature: token })).toBe("invalid");
  });

  it("refuses garbage tokens", () => {
    const signer = new LinkSigner(SECRET);
    const token = signer.token("order-access", "order-7");
    const garbage: unknown[] = [undefined, null, "", 7, [token], { token }, token.slice(0, -1), `${token}=`, token.toUpperCase(), "\u0000".repeat(43)];
    for (const value of garbage) expect(signer.verifyToken("order-access", "order-7", value)).toBe(false);
    expect(() => signer.token("", "order-7")).toThrow(/purpose must not be empty/);
  });
});

describe("LinkSigner derived secrets", () => {
  it("derives a stable secret per label, distinct from every token and from the shop's secret", () => {
    const signer = new LinkSigner(SECRET);
    const webhook = signer.derivedSecret("sandbox-webhooks");
    expect(webhook).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new LinkSigner(SECRET).derivedSecret("sandbox-webhooks")).toBe(webhook);
    expect(signer.derivedSecret("other")).not.toBe(webhook);
    expect(new LinkSigner(`${SECRET}!`).derivedSecret("sandbox-webhooks")).not.toBe(webhook);
    expect(webhook).not.toContain(SECRET);
    expect(signer.token("sandbox-webhooks", "")).not.toBe(webhook);
    expect(signer.verifyToken("derived", "sandbox-webhooks", webhook)).toBe(false);
    expect(() => signer.derivedSecret("")).toThrow(/label must not be empty/);
  });
});
