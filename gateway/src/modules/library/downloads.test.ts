import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LinkSigner } from "../../platform/signing/link-signer";
import { resolveSigningSecret } from "../../platform/signing/signing-secret";
import {
  buy,
  orderLines,
  type Purchase,
  REFUND_ORDER,
  type Shop,
  type ShopClient,
  startShop,
  storyFixtures,
  type TestUser,
} from "../../test-support/commerce.test-fixtures";
import { pdfPageTexts } from "../../test-support/pdf-text";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { caseFilePath, DOWNLOAD_LINK_TTL_MS } from "./download-links";

const ALICE: TestUser = { sub: "user|alice", email: "alice@example.test" };
const BOB: TestUser = { sub: "user|bob", email: "bob@example.test" };

/** The stamp every page of a case file must carry. */
const stampOf = (name: string, orderNumber: string) => `Case file issued to Detective ${name} \u00b7 order ${orderNumber}`;

async function download(url: string) {
  const response = await fetch(url);
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe.each(testDatabaseKinds())("case file downloads on $name", (kind) => {
  let shop: Shop;
  let alice: ShopClient;
  let bob: ShopClient;
  let alicePurchase: Purchase;
  let visitorPurchase: Purchase;
  let aliceItemId: string;

  beforeAll(async () => {
    shop = await startShop(kind, { stories: storyFixtures("d", 4) });
    alice = shop.as(ALICE);
    bob = shop.as(BOB);
    alicePurchase = await buy(shop, alice, ["kit-d01"], { cardholder: "Jane Marple" });
    visitorPurchase = await buy(shop, shop.visitor(), ["kit-d02"], { email: "sam@example.test", cardholder: "Sam Spade" });
    aliceItemId = (await alice.myLibrary()).find((item) => item.story.id === "d01")!.id;
  });
  afterAll(async () => {
    await shop.stop();
  });

  /** A link to an entry signed with the shop's own secret, as of `now`. */
  function linkSignedAt(now: Date, entryId: number): string {
    const signer = new LinkSigner(resolveSigningSecret(shop.gateway.platform.config), () => now);
    return `${shop.gateway.publicUrl}${signer.signPath(caseFilePath(entryId), DOWNLOAD_LINK_TTL_MS)}`;
  }

  async function aliceEntryId(): Promise<number> {
    const [line] = await orderLines(shop.gateway, alicePurchase.orderId);
    return line!.libraryEntryId!;
  }

  it("gives the owner a short-lived link to a PDF attachment naming them on every page", async () => {
    const link = await alice.requestDownload(aliceItemId);
    expect(link.__typename).toBe("DownloadLink");
    expect(link.url).toMatch(new RegExp(`^${shop.gateway.publicUrl}/files/case-files/\\d+\\?expires=\\d+&signature=[A-Za-z0-9_-]{43}$`));
    const expiresIn = new Date(link.expiresAt!).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(DOWNLOAD_LINK_TTL_MS - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(DOWNLOAD_LINK_TTL_MS);

    const file = await download(link.url!);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename="?d01-case-file\.pdf"?$/);
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    const pages = await pdfPageTexts(file.bytes);
    expect(pages).toHaveLength(3);
    pages.forEach((text, index) => {
      expect(text.split("\n")).toContain(stampOf("Jane Marple", alicePurchase.number));
      expect(text).toContain(`Kit d01, page ${index + 1}`);
    });
    // Asking again is always possible, and the file is the same.
    const again = await download((await alice.requestDownload(aliceItemId)).url!);
    expect(Buffer.from(again.bytes).equals(Buffer.from(file.bytes))).toBe(true);
  });

  it("serves whole, identical files to downloads that arrive together while the case file is still being made", async () => {
    const purchase = await buy(shop, alice, ["kit-d03"], { cardholder: "Jane Marple" });
    const [line] = await orderLines(shop.gateway, purchase.orderId);
    const entryId = line!.libraryEntryId!;
    // As if nothing had been stamped yet: the first downloads race to make it.
    await shop.gateway.db.query("UPDATE library_entries SET case_file = NULL WHERE id = ?", [entryId]);
    fs.rmSync(path.join(shop.gateway.dataDir, "case-files"), { recursive: true, force: true });
    const itemId = (await alice.myLibrary()).find((item) => item.story.id === "d03")!.id;
    const url = (await alice.requestDownload(itemId)).url!;

    const files = await Promise.all(Array.from({ length: 6 }, () => download(url)));
    expect(files.map((file) => file.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const file of files) expect(Buffer.from(file.bytes).equals(Buffer.from(files[0]!.bytes))).toBe(true);
    const pages = await pdfPageTexts(files[0]!.bytes);
    for (const text of pages) expect(text.split("\n")).toContain(stampOf("Jane Marple", purchase.number));
  });

  it("gives a visitor's order page a link with the order's access token, naming the cardholder", async () => {
    const [line] = await orderLines(shop.gateway, visitorPurchase.orderId);
    const link = await shop.visitor().requestOrderDownload(visitorPurchase.orderId, String(line!.id), visitorPurchase.accessToken);
    expect(link.__typename).toBe("DownloadLink");
    const file = await download(link.url!);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toMatch(/^attachment;/);
    for (const text of await pdfPageTexts(file.bytes)) expect(text.split("\n")).toContain(stampOf("Sam Spade", visitorPurchase.number));
  });

  it("issues links to the owner only", async () => {
    expect(await bob.requestDownload(aliceItemId)).toMatchObject({ __typename: "NotFoundError", errorCode: "NOT_FOUND" });
    expect(await bob.requestDownload("999999")).toMatchObject({ __typename: "NotFoundError" });
    expect(await bob.requestDownload("not-a-number")).toMatchObject({ __typename: "NotFoundError" });
    const anonymous = await shop.visitor().graphql(`mutation { requestDownload(libraryItemId: "${aliceItemId}") { __typename } }`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("issues an order's links only to its owner or whoever holds its access token", async () => {
    const [visitorLine] = await orderLines(shop.gateway, visitorPurchase.orderId);
    const [aliceLine] = await orderLines(shop.gateway, alicePurchase.orderId);
    const visitorLineId = String(visitorLine!.id);
    const refused = { __typename: "NotFoundError", errorCode: "NOT_FOUND" };
    expect(await shop.visitor().requestOrderDownload(visitorPurchase.orderId, visitorLineId)).toMatchObject(refused);
    expect(await shop.visitor().requestOrderDownload(visitorPurchase.orderId, visitorLineId, "x".repeat(43))).toMatchObject(refused);
    // Another order's token opens only that order.
    expect(await shop.visitor().requestOrderDownload(visitorPurchase.orderId, visitorLineId, alicePurchase.accessToken)).toMatchObject(refused);
    expect(await bob.requestOrderDownload(visitorPurchase.orderId, visitorLineId)).toMatchObject(refused);
    expect(await bob.requestOrderDownload(alicePurchase.orderId, String(aliceLine!.id))).toMatchObject(refused);
    // A line of another order, asked for with this order's token.
    expect(await shop.visitor().requestOrderDownload(visitorPurchase.orderId, String(aliceLine!.id), visitorPurchase.accessToken)).toMatchObject(refused);
    // The signed-in owner needs no token.
    expect((await alice.requestOrderDownload(alicePurchase.orderId, String(aliceLine!.id))).__typename).toBe("DownloadLink");
  });

  it("refuses a link whose signature, path or expiry was tampered with (403)", async () => {
    const { url } = await alice.requestDownload(aliceItemId);
    const link = new URL(url!);
    const signature = link.searchParams.get("signature")!;
    const altered = new URL(link);
    altered.searchParams.set("signature", `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`);
    const extended = new URL(link);
    extended.searchParams.set("expires", String(Number(link.searchParams.get("expires")) + 3600));
    const otherEntry = new URL(link);
    otherEntry.pathname = otherEntry.pathname.replace(/\d+$/, (id) => String(Number(id) + 1));
    const unsigned = new URL(link);
    unsigned.search = "";

    for (const tampered of [altered, extended, otherEntry, unsigned]) {
      const response = await fetch(tampered);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ errorCode: "FORBIDDEN" });
    }
    expect((await download(url!)).status).toBe(200);
  });

  it("refuses an expired link with 410, while a fresh one signed alike works", async () => {
    const entryId = await aliceEntryId();
    const expired = await fetch(linkSignedAt(new Date(Date.now() - DOWNLOAD_LINK_TTL_MS - 60_000), entryId));
    expect(expired.status).toBe(410);
    expect(await expired.json()).toMatchObject({ errorCode: "LINK_EXPIRED" });
    expect((await download(linkSignedAt(new Date(), entryId))).status).toBe(200);
  });

  it("refuses the link of a line refunded since it was issued (403)", async () => {
    const carol = shop.as({ sub: "user|carol", email: "carol@example.test" });
    const purchase = await buy(shop, carol, ["kit-d03"]);
    const itemId = (await carol.myLibrary()).find((item) => item.story.id === "d03")!.id;
    const { url } = await carol.requestDownload(itemId);
    expect((await download(url!)).status).toBe(200);

    const refunded = await shop.admin().graphql<{ refundOrder: { __typename: string } }>(REFUND_ORDER, { input: { orderId: purchase.orderId, reason: "Chargeback" } });
    expect(refunded.data?.refundOrder.__typename).toBe("Order");
    const response = await fetch(url!);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ errorCode: "FORBIDDEN" });
    expect(await carol.requestDownload(itemId)).toMatchObject({ __typename: "NotFoundError" });
  });
});
