import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sentMails, type Shop, startShop, storyFixtures, type TestUser } from "../../test-support/commerce.test-fixtures";
import { pdfText } from "../../test-support/pdf-text";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { manualClock } from "../credits/credits.test-fixtures";
import {
  aBrief,
  buyCustomCase,
  customCaseById,
  customCaseOf,
  customCaseQueue,
  DELIVER,
  fetchFile,
  finishedCasePdf,
  MY_CUSTOM_CASES,
  myCustomCases,
  OPERATOR_EMAIL,
  operate,
  operated,
  orderCustomCases,
  produceAndDeliver,
  putFile,
  REQUEST_DOSSIER,
  REQUEST_DOWNLOAD,
  REQUEST_UPLOAD,
  START_WRITING,
} from "./commissions.test-fixtures";

const IRIS: TestUser = { sub: "user|iris", email: "iris@example.test" };
const STRANGER: TestUser = { sub: "user|stranger", email: "stranger@example.test" };
const VICTIM_EMAIL = "victim@example.test";
/** Addresses a case- and accent-insensitive comparison takes for the victim's: an accented letter, a full-width one. */
const LOOK_ALIKE_EMAILS = ["victim@ex\u00e4mple.test", "\uff56ictim@example.test"];
const MB = 1024 * 1024;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe.each(testDatabaseKinds())("producing a custom case on $name", (kind) => {
  const time = manualClock("2026-05-04T09:00:00.000Z");
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop(kind, { stories: storyFixtures("p", 1), clock: time.clock, env: { OPERATOR_EMAIL } });
  });
  afterAll(async () => {
    await shop.stop();
  });

  async function paidCase(email = "buyer@example.test") {
    const purchase = await buyCustomCase(shop, shop.visitor(), aBrief(time.now()), { email });
    return { ...purchase, id: (await customCaseOf(shop, purchase.orderId)).id };
  }

  async function writing(): Promise<number> {
    const { id } = await paidCase();
    expect(await operated(shop.admin(), START_WRITING, id)).toMatchObject({ __typename: "CustomCase", status: "WRITING" });
    return id;
  }

  async function uploadUrl(id: number): Promise<string> {
    const link = await operated(shop.admin(), REQUEST_UPLOAD, id);
    if (!link.url) throw new Error(`No upload link: ${JSON.stringify(link)}`);
    return link.url;
  }

  const filesOf = (id: number) => fs.readdirSync(`${shop.gateway.dataDir}/custom-cases`).filter((file) => file.startsWith(`custom-case-${id}-`));

  it("lets only admins see the queue and run production, and only signed-in customers ask for theirs", async () => {
    const { id } = await paidCase();
    for (const query of [START_WRITING, DELIVER, REQUEST_DOSSIER, REQUEST_UPLOAD]) {
      const anonymous = await operate(shop.visitor(), query, id);
      expect(anonymous.status).toBe(401);
      expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
      const customer = await operate(shop.as(IRIS), query, id);
      expect(customer.status).toBe(403);
      expect(customer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      expect(customer.data ?? null).toBeNull();
    }
    const anonymousQueue = await customCaseQueue(shop.visitor());
    expect([anonymousQueue.status, anonymousQueue.errors?.[0]?.extensions?.code]).toEqual([401, "UNAUTHENTICATED"]);
    const customerQueue = await customCaseQueue(shop.as(IRIS));
    expect([customerQueue.status, customerQueue.errors?.[0]?.extensions?.code]).toEqual([403, "FORBIDDEN"]);
    expect((await shop.visitor().graphql(MY_CUSTOM_CASES)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await operate(shop.visitor(), REQUEST_DOWNLOAD, id)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(await customCaseById(shop, id)).toMatchObject({ status: "BRIEF_RECEIVED" });
  });

  it("moves only forward: brief received → writing → delivered, naming the state that refused", async () => {
    const admin = shop.admin();
    const { id } = await paidCase();
    expect(await operated(admin, DELIVER, id)).toMatchObject({
      __typename: "InvalidTransitionError",
      errorCode: "INVALID_TRANSITION",
      message: "Only a case being written can be delivered, once. This case is waiting for a writer (its brief was received).",
    });
    expect(await operated(admin, REQUEST_UPLOAD, id)).toMatchObject({
      __typename: "InvalidTransitionError",
      message: "The finished PDF can be uploaded only while the case is being written. This case is waiting for a writer (its brief was received).",
    });

    const started = await operated(admin, START_WRITING, id);
    expect(started).toMatchObject({ __typename: "CustomCase", id: String(id), status: "WRITING", hasCaseFile: false, deliveredAt: null });
    expect(await operated(admin, START_WRITING, id)).toMatchObject({ __typename: "InvalidTransitionError", message: "Writing starts once, on a case whose brief was received. This case is being written." });
    expect(await operated(admin, DELIVER, id)).toMatchObject({ __typename: "InvalidTransitionError", message: "Upload the finished PDF before delivering. This case is being written." });

    const link = await operated(admin, REQUEST_UPLOAD, id);
    expect(link).toMatchObject({ __typename: "UploadLink", maxBytes: 20 * MB, expiresAt: new Date(time.now().getTime() + 15 * 60_000).toISOString() });
    expect((await putFile(link.url ?? "", await finishedCasePdf("First draft"))).status).toBe(200);
    const firstFile = filesOf(id);
    const finished = await finishedCasePdf("Final");
    expect(await putFile(link.url ?? "", finished)).toMatchObject({ status: 200, body: { _id: String(id), status: "WRITING", has_case_file: true } });
    // The new upload replaces the first, on disk too.
    expect(filesOf(id)).toHaveLength(1);
    expect(filesOf(id)).not.toEqual(firstFile);

    time.advance(60_000);
    const delivered = await operated(admin, DELIVER, id);
    expect(delivered).toMatchObject({ __typename: "CustomCase", status: "DELIVERED", hasCaseFile: true, deliveredAt: time.now().toISOString() });
    expect(await operated(admin, DELIVER, id)).toMatchObject({ __typename: "InvalidTransitionError", message: expect.stringContaining("This case is already delivered.") });
    expect(await operated(admin, START_WRITING, id)).toMatchObject({ __typename: "InvalidTransitionError", message: expect.stringContaining("This case is already delivered.") });
    expect(await operated(admin, REQUEST_UPLOAD, id)).toMatchObject({ __typename: "InvalidTransitionError" });
    // A link issued while writing no longer uploads once the case is delivered, and says so before reading a body it would refuse as too large.
    expect(await putFile(link.url ?? "", await finishedCasePdf("Too late"))).toMatchObject({ status: 409, body: { errorCode: "INVALID_TRANSITION" } });
    expect(await putFile(link.url ?? "", Buffer.alloc(20 * MB + 1, 0x20))).toMatchObject({
      status: 409,
      body: { errorCode: "INVALID_TRANSITION", error: "The finished PDF can be uploaded only while the case is being written. This case is already delivered." },
    });
    expect(await customCaseById(shop, id)).toMatchObject({ status: "DELIVERED", caseFile: expect.stringMatching(new RegExp(`^custom-case-${id}-[0-9a-f]{12}\\.pdf$`)) });
  });

  it("answers NotFoundError for a case that does not exist", async () => {
    for (const query of [START_WRITING, DELIVER, REQUEST_DOSSIER, REQUEST_UPLOAD]) {
      for (const id of ["999999", "abc", "0", "-1", "1e3"]) expect(await operated(shop.admin(), query, id)).toMatchObject({ __typename: "NotFoundError", errorCode: "NOT_FOUND" });
    }
  });

  it("refuses an upload that is not a PDF with 415", async () => {
    const id = await writing();
    const url = await uploadUrl(id);
    const pdf = await finishedCasePdf();
    const refusals: Array<[string, Buffer, string]> = [
      ["a PNG named .pdf", Buffer.concat([PNG_SIGNATURE, randomBytes(2000)]), "application/pdf"],
      ["random bytes", randomBytes(4096), "application/pdf"],
      ["%PDF- followed by garbage", Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(4096)]), "application/pdf"],
      ["%PDF- followed by 20 MB of garbage", Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(20 * MB - 9)]), "application/pdf"],
      ["a PDF cut in half", pdf.subarray(0, Math.floor(pdf.length / 2)), "application/pdf"],
      ["nothing", Buffer.alloc(0), "application/pdf"],
      ["a PDF sent as an image", pdf, "image/png"],
    ];
    for (const [name, bytes, type] of refusals) {
      const answer = await putFile(url, bytes, type);
      expect(answer.status, name).toBe(415);
      expect(answer.body, name).toMatchObject({ errorCode: "UNSUPPORTED_MEDIA_TYPE", error: expect.stringMatching(/PDF/) });
    }
    expect(await customCaseById(shop, id)).toMatchObject({ status: "WRITING", caseFile: null, caseFileUploadedAt: null });
    expect(filesOf(id)).toEqual([]);
  });

  it("refuses an upload over 20 MB with 413, and a link that is not this case's", async () => {
    const id = await writing();
    const url = await uploadUrl(id);
    const tooLarge = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(20 * MB + 1 - 9, 0x20)]);
    expect(tooLarge.length).toBe(20 * MB + 1);
    expect(await putFile(url, tooLarge)).toMatchObject({ status: 413, body: { errorCode: "PAYLOAD_TOO_LARGE" } });

    const other = await writing();
    const signed = new URL(url);
    expect(await putFile(`${shop.gateway.baseUrl}/files/custom-cases/${other}/upload${signed.search}`, await finishedCasePdf())).toMatchObject({ status: 403, body: { errorCode: "FORBIDDEN" } });
    expect(await putFile(`${shop.gateway.baseUrl}/files/custom-cases/${id}/upload`, await finishedCasePdf())).toMatchObject({ status: 403, body: { errorCode: "FORBIDDEN" } });
    const dossier = await operated(shop.admin(), REQUEST_DOSSIER, id);
    expect(await putFile(`${shop.gateway.baseUrl}/files/custom-cases/${id}/upload${new URL(dossier.url ?? "").search}`, await finishedCasePdf())).toMatchObject({ status: 403 });
    time.advance(15 * 60_000);
    expect(await putFile(url, await finishedCasePdf())).toMatchObject({ status: 410, body: { errorCode: "LINK_EXPIRED" } });
    expect(filesOf(id)).toEqual([]);
    expect(filesOf(other)).toEqual([]);
  });

  it("gives the admin the draft dossier behind a signed link, made from the brief", async () => {
    const { id, number } = await paidCase();
    const link = await operated(shop.admin(), REQUEST_DOSSIER, id);
    expect(link).toMatchObject({ __typename: "DownloadLink", expiresAt: new Date(time.now().getTime() + 5 * 60_000).toISOString() });
    const file = await fetchFile(link.url ?? "");
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename=custom-case-${number}-draft-dossier.pdf`);
    const text = pdfText(file.bytes);
    for (const expected of ["Custom Case \u2014 draft dossier", number, "Halifax", "The old lighthouse", "Margaret Hale", "Lighthouse keeper", "Tom Crewe"]) expect(text).toContain(expected);
    expect((await fetchFile(`${shop.gateway.baseUrl}/files/custom-cases/${id}/dossier`)).status).toBe(403);
    time.advance(5 * 60_000);
    expect((await fetchFile(link.url ?? "")).status).toBe(410);
  });

  it("hands a visitor the exact uploaded bytes from the order page, and emails them its link", async () => {
    const purchase = await paidCase("Visitor.Owner@example.test");
    const uploaded = await produceAndDeliver(shop, purchase.id, await finishedCasePdf("For the visitor"));

    const lines = await orderCustomCases(shop.visitor(), purchase.orderId, purchase.accessToken);
    expect(lines).toEqual([expect.objectContaining({ kind: "CUSTOM_CASE", state: "FULFILLED", downloadable: true, customCase: expect.objectContaining({ status: "DELIVERED", hasCaseFile: true }) })]);
    const lineId = lines?.[0]?.id ?? "";
    const link = await shop.visitor().requestOrderDownload(purchase.orderId, lineId, purchase.accessToken);
    expect(link).toMatchObject({ __typename: "DownloadLink" });
    const file = await fetchFile(link.url ?? "");
    expect(file.status).toBe(200);
    expect(file.bytes.equals(uploaded)).toBe(true);
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename=custom-case-${purchase.number}.pdf`);
    expect(file.headers.get("cache-control")).toBe("private, no-store");

    expect(await shop.visitor().requestOrderDownload(purchase.orderId, lineId, null)).toMatchObject({ __typename: "NotFoundError" });
    expect(await shop.as(STRANGER).requestOrderDownload(purchase.orderId, lineId, null)).toMatchObject({ __typename: "NotFoundError" });
    expect(await operated(shop.as(STRANGER), REQUEST_DOWNLOAD, purchase.id)).toMatchObject({ __typename: "NotFoundError" });

    const mails = sentMails(shop.gateway).filter((mail) => mail.subject === `Your custom case is ready (order ${purchase.number})`);
    expect(mails.map((mail) => mail.to)).toEqual(["visitor.owner@example.test"]);
    expect(mails[0]?.text).toContain(purchase.orderPageUrl);
    expect(mails[0]?.text).not.toContain("/account");
  });

  it("hands an account holder the exact uploaded bytes from My Library, and emails them where", async () => {
    const iris = shop.as(IRIS);
    const purchase = await buyCustomCase(shop, iris, aBrief(time.now()));
    const id = (await customCaseOf(shop, purchase.orderId)).id;
    expect(await operated(iris, REQUEST_DOWNLOAD, id)).toMatchObject({ __typename: "NotFoundError" });
    const uploaded = await produceAndDeliver(shop, id, await finishedCasePdf("For Iris"));

    expect((await myCustomCases(iris)).find((found) => found.id === String(id))).toMatchObject({ status: "DELIVERED", hasCaseFile: true });
    const link = await operated(iris, REQUEST_DOWNLOAD, id);
    expect(link).toMatchObject({ __typename: "DownloadLink", expiresAt: new Date(time.now().getTime() + 5 * 60_000).toISOString() });
    expect((await fetchFile(link.url ?? "")).bytes.equals(uploaded)).toBe(true);
    expect(await operated(shop.as(STRANGER), REQUEST_DOWNLOAD, id)).toMatchObject({ __typename: "NotFoundError" });
    // The dossier's link does not open the case file, nor the case file's another case.
    expect((await fetchFile(`${shop.gateway.baseUrl}/files/custom-cases/${id}/dossier${new URL(link.url ?? "").search}`)).status).toBe(403);

    const [mail] = sentMails(shop.gateway).filter((sent) => sent.subject === `Your custom case is ready (order ${purchase.number})`);
    expect(mail).toMatchObject({ to: IRIS.email });
    expect(mail?.text).toContain(`${shop.gateway.publicUrl}/account`);
    expect(mail?.text).not.toContain("access=");
  });

  it.runIf(kind.name === "mysql")("gives a visitor's case to no account whose verified email only looks like the order's", async () => {
    const lookAlikes = LOOK_ALIKE_EMAILS.map((email, index) => shop.as({ sub: `user|look-alike-${index}`, email }));
    // The look-alike accounts exist before the purchase, so fulfilment could take one of them for the buyer's.
    for (const lookAlike of lookAlikes) expect(await myCustomCases(lookAlike)).toEqual([]);
    const purchase = await paidCase(VICTIM_EMAIL);
    await produceAndDeliver(shop, purchase.id);
    expect(await customCaseById(shop, purchase.id)).toMatchObject({ userId: null, email: VICTIM_EMAIL, status: "DELIVERED" });
    for (const lookAlike of lookAlikes) {
      expect(await myCustomCases(lookAlike)).toEqual([]);
      expect(await operated(lookAlike, REQUEST_DOWNLOAD, purchase.id)).toMatchObject({ __typename: "NotFoundError" });
    }
    const victim = shop.as({ sub: "user|victim", email: VICTIM_EMAIL });
    expect((await myCustomCases(victim)).map((found) => found.id)).toEqual([String(purchase.id)]);
    expect(await operated(victim, REQUEST_DOWNLOAD, purchase.id)).toMatchObject({ __typename: "DownloadLink" });
  });

  it("pages the queue oldest first, by status, with a cursor that is checked", async () => {
    const admin = shop.admin();
    const { items: everything } = (await customCaseQueue(admin, { limit: 100 })).data?.customCases ?? { items: [] };
    const ordered = [...everything].sort((a, b) => a.orderedAt.localeCompare(b.orderedAt) || Number(a.id) - Number(b.id));
    expect(everything.map((item) => item.id)).toEqual(ordered.map((item) => item.id));

    const seen: string[] = [];
    let after: string | undefined;
    for (let page = 0; page < 50; page++) {
      const answer = (await customCaseQueue(admin, { limit: 2, ...(after ? { after } : {}) })).data?.customCases;
      seen.push(...(answer?.items ?? []).map((item) => item.id));
      if (!answer?.nextCursor) break;
      after = answer.nextCursor;
    }
    expect(seen).toEqual(everything.map((item) => item.id));

    const writingOnly = (await customCaseQueue(admin, { status: "WRITING", limit: 100 })).data?.customCases.items ?? [];
    expect(writingOnly.length).toBeGreaterThan(0);
    expect(writingOnly.every((item) => item.status === "WRITING")).toBe(true);

    const firstPage = (await customCaseQueue(admin, { limit: 1 })).data?.customCases.nextCursor ?? "";
    for (const [variables, code] of [
      [{ after: "not-a-cursor" }, "INVALID_CURSOR"],
      [{ after: firstPage, status: "WRITING" }, "INVALID_CURSOR"],
      [{ limit: 0 }, "INVALID_ARGUMENT"],
      [{ limit: 101 }, "INVALID_ARGUMENT"],
    ] as const) {
      expect((await customCaseQueue(admin, variables)).errors?.[0]?.extensions?.code).toBe(code);
    }
  });
});
