import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Shop, startShop, storyFixtures } from "../../test-support/commerce.test-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { manualClock } from "../credits/credits.test-fixtures";
import { Story } from "../stories/story.entity";
import { ADMIN_STORY, coverImage, kitPdf, putDeclaringLength, putFile, uploadLink } from "./admin-stories.test-fixtures";

const MB = 1024 * 1024;
const MINUTE_MS = 60 * 1000;

describe.each(testDatabaseKinds())("uploads of a story's files on $name", (kind) => {
  const time = manualClock("2026-05-04T09:00:00.000Z");
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop(kind, { stories: storyFixtures("u", 2), clock: time.clock });
  });
  afterAll(async () => {
    await shop.stop();
  });

  /** The story's files as the admin reads them now. */
  async function filesOf(storyId: string) {
    const answer = await shop.admin().graphql<{ adminStory: { story: { coverImage: string; thumbnailImage: string }; hasKitFile: boolean } }>(ADMIN_STORY, { id: storyId });
    return answer.data?.adminStory;
  }

  it.each([
    ["a text file", "cover", () => Promise.resolve(Buffer.from("not an image")), "text/plain"],
    ["a PNG declared as a GIF", "cover", () => coverImage(), "image/gif"],
    ["a PDF declared as a PDF", "cover", () => kitPdf("Wrong file"), "application/pdf"],
    ["a PNG declared as a PNG", "kit", () => coverImage(), "image/png"],
    ["a kit sent without a type", "kit", () => kitPdf("Untyped"), "application/octet-stream"],
  ] as const)("refuses %s for the %s with 415 before reading it", async (_name, fileKind, make, contentType) => {
    const before = await filesOf("u01");
    const link = await uploadLink(shop.admin(), fileKind, "u01");
    expect(await putFile(link.url, await make(), contentType)).toMatchObject({ status: 415, body: { errorCode: "UNSUPPORTED_MEDIA_TYPE" } });
    expect(await filesOf("u01")).toEqual(before);
  });

  it("refuses a PDF sent as image/png, and a PNG renamed .pdf sent as application/pdf, by their bytes", async () => {
    const before = await filesOf("u01");
    const cover = await uploadLink(shop.admin(), "cover", "u01");
    expect(await putFile(cover.url, await kitPdf("Pretending"), "image/png")).toEqual({
      status: 415,
      body: { errorCode: "UNSUPPORTED_MEDIA_TYPE", error: "This file is not a JPEG, PNG or WebP image. Export the cover in one of those formats and upload it again." },
    });
    const kit = await uploadLink(shop.admin(), "kit", "u01");
    expect(await putFile(kit.url, await coverImage(), "application/pdf")).toEqual({
      status: 415,
      body: { errorCode: "UNSUPPORTED_MEDIA_TYPE", error: "This file is not a PDF (a PDF starts with %PDF-1. or %PDF-2.). Export the document as a PDF and upload that file." },
    });
    const cutShort = await kitPdf("Cut short");
    expect(await putFile(kit.url, cutShort.subarray(0, cutShort.length - 200), "application/pdf")).toMatchObject({
      status: 415,
      body: { error: expect.stringContaining("starts like a PDF but does not end like one") },
    });
    expect(await filesOf("u01")).toEqual(before);
  });

  it("refuses a cover too small for its thumbnail with 400", async () => {
    const link = await uploadLink(shop.admin(), "cover", "u01");
    expect(await putFile(link.url, await coverImage(320, 240), "image/png")).toEqual({
      status: 400,
      body: { errorCode: "INVALID_ARGUMENT", argument: "file", error: "The image is 320×240 pixels; a cover needs at least 640×480 so its thumbnail stays sharp." },
    });
  });

  it("refuses a body over the limit with 413 on its declared length, before reading it", async () => {
    const cover = await uploadLink(shop.admin(), "cover", "u01");
    expect(await putDeclaringLength(cover.url, "image/png", 8 * MB + 1)).toMatchObject({ status: 413, body: { errorCode: "PAYLOAD_TOO_LARGE", limit: 8 * MB } });
    const kit = await uploadLink(shop.admin(), "kit", "u01");
    expect(await putDeclaringLength(kit.url, "application/pdf", 50 * MB + 1)).toMatchObject({ status: 413, body: { errorCode: "PAYLOAD_TOO_LARGE", limit: 50 * MB } });
  });

  it("refuses a body over the limit with 413 when it is sent whole", async () => {
    const cover = await uploadLink(shop.admin(), "cover", "u01");
    expect(await putFile(cover.url, Buffer.alloc(8 * MB + 1), "image/png")).toMatchObject({ status: 413, body: { errorCode: "PAYLOAD_TOO_LARGE" } });
  });

  it("refuses a link past its 15 minutes with 410, and asks for a new one", async () => {
    const link = await uploadLink(shop.admin(), "kit", "u02");
    time.advance(16 * MINUTE_MS);
    expect(await putFile(link.url, await kitPdf("Late"), "application/pdf")).toEqual({
      status: 410,
      body: { errorCode: "LINK_EXPIRED", error: "This upload link has expired. Ask for a new one." },
    });
    expect((await filesOf("u02"))?.hasKitFile).toBe(true);
  });

  it("refuses with 403 a link forged, edited, or signed for another story or file", async () => {
    const cover = new URL((await uploadLink(shop.admin(), "cover", "u01")).url);
    const base = shop.gateway.baseUrl;
    const forbidden = { status: 403, body: { errorCode: "FORBIDDEN", error: "This upload link is not valid." } };
    const image = await coverImage();
    expect(await putFile(`${base}/files/stories/u01/cover`, image, "image/png")).toEqual(forbidden);
    expect(await putFile(`${base}/files/stories/u02/cover${cover.search}`, image, "image/png")).toEqual(forbidden);
    expect(await putFile(`${base}/files/stories/u01/kit${cover.search}`, await kitPdf("Swapped"), "application/pdf")).toEqual(forbidden);
    const edited = new URL(cover);
    edited.searchParams.set("expires", String(Number(edited.searchParams.get("expires")) + 3600));
    expect(await putFile(edited.toString(), image, "image/png")).toEqual(forbidden);
  });

  it("answers 404 for a story that no longer exists, before reading the body", async () => {
    const signed = shop.gateway.platform.signer.signPath("/files/stories/gone-story/kit", 15 * MINUTE_MS);
    expect(await putDeclaringLength(`${shop.gateway.baseUrl}${signed}`, "application/pdf", 40 * MB)).toMatchObject({ status: 404, body: { errorCode: "NOT_FOUND" } });
  });

  it("takes a kit written with a cross-reference stream, and stores each new kit under a name of its own", async () => {
    const kitFile = async () => (await shop.gateway.db.getRepository(Story).findOneByOrFail({ id: "u01" })).kitFile;
    const link = await uploadLink(shop.admin(), "kit", "u01");
    expect((await putFile(link.url, await kitPdf("First edition"), "application/pdf")).status).toBe(200);
    const first = await kitFile();
    const doc = await PDFDocument.load(await kitPdf("Second edition"));
    expect((await putFile(link.url, Buffer.from(await doc.save({ useObjectStreams: true })), "application/pdf")).status).toBe(200);
    const second = await kitFile();
    expect(first).toMatch(/^u01-[0-9a-f]{12}\.pdf$/);
    expect(second).toMatch(/^u01-[0-9a-f]{12}\.pdf$/);
    expect(second).not.toBe(first);
  });
});
