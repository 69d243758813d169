import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPDATE_STORY, storyInput } from "../modules/admin/admin-stories.test-fixtures";
import { ADMIN_USER } from "../modules/admin/admin-users.test-fixtures";
import { aBrief, addCustomCase, customCaseOf, fetchFile, MY_CUSTOM_CASES, OPERATOR_EMAIL, operated, REQUEST_DOSSIER } from "../modules/commissions/commissions.test-fixtures";
import { adjustCredits, drainOutbox, newKey, userIdOf } from "../modules/credits/credits.test-fixtures";
import { declineRefundRequest, requestRefund } from "../modules/orders/back-office.test-fixtures";
import { addHardCopy, type AddressData, international, markShipped, MY_SHIPMENTS, shipmentsOfOrder } from "../modules/shipments/shipments.test-fixtures";
import { BrowserSession } from "../test-support/browser-session";
import { orderRow, PAYING_CARD, payInSandbox, type Shop, type ShopClient, sentMails, startShop, storyFixtures, type TestUser } from "../test-support/commerce.test-fixtures";
import { pdfText } from "../test-support/pdf-text";
import { reliabilityDatabase } from "./support/mariadb-suite";
import { openSignUpForm } from "./support/abuse-sign-up";

/** Markup, an attribute break-out, a script URL, a title break-out, and full-width look-alikes of markup. */
const PAYLOADS = [
  "<script>alert(1)</script>",
  `"><img src=x onerror=alert(1)>`,
  "javascript:alert(document.cookie)",
  "</title><svg/onload=alert(1)>",
  "\uff1cscript\uff1ealert(1)\uff1c/script\uff1e",
] as const;

/** What a PDF's standard fonts can draw: the stamp and dossier drop anything else, so only these are looked for there. */
const drawable = (payload: string) => /^[\x20-\x7e]+$/.test(payload);
/** Characters that would make markup of the payload if a page put it in unescaped. */
const isMarkup = (payload: string) => /[<>]/.test(payload);
/**
 * What the payloads make when a page takes them as markup: a script or element of theirs (escaped, their "<" would not be
 * there), a handler after a quote that closed an attribute (escaped, the quote would not be), or a script URL to follow.
 */
const INJECTED = /<script>alert|<img src=x|<svg\/onload|["']\s*on\w+\s*=\s*alert|(href|src|action|formaction)\s*=\s*["']?javascript:/i;

/** Sponsor names refuse angle brackets and invisible characters outright; what they do take is tried with a quote break-out instead. */
const SPONSOR_NAME_REFUSES = /[\p{Cc}\p{Cf}<>]/u;
const ATTRIBUTE_BREAKOUT = `"' onmouseover=alert(1) x='`;
const sponsorNameFor = (payload: string) => (SPONSOR_NAME_REFUSES.test(payload) ? ATTRIBUTE_BREAKOUT : payload);

const ME = "{ me { firstName lastName } }";
const UPDATE_PROFILE = `mutation Rename($input: ProfileInput!) { updateProfile(input: $input) { __typename } }`;
const STORY = `query Story($id: ID!) { story(id: $id) { title shortDescription mediumDescription longDescription sponsor { name } } }`;
const ORDER = `query Order($id: ID!) { order(id: $id) { customerName refundRequest { reason resolutionNote } } }`;

/** What ends an inline script's data early, or makes the parser read on as a comment: JSON in a script must escape its "<". */
const SCRIPT_DATA_BREAKOUT = /<\/|<script|<!--/i;
const INLINE_SCRIPT = /(<script\b[^>]*>)([\s\S]*?)(<\/script>)/gi;

/** The page with its inline scripts emptied (their data is JSON, checked apart), and those scripts' contents. */
function splitInlineScripts(html: string): { markup: string; scripts: string[] } {
  const scripts: string[] = [];
  const markup = html.replace(INLINE_SCRIPT, (_whole, open: string, content: string, close: string) => {
    scripts.push(content);
    return `${open}${close}`;
  });
  return { markup, scripts };
}

interface Planted {
  payload: string;
  user: TestUser;
  client: ShopClient;
  storyId: string;
  orderId: string;
  orderNumber: string;
  customCaseId: number;
}

function addressOf(payload: string): AddressData {
  return { fullName: payload, email: "inert@example.test", street: payload, city: payload, state: payload, postalCode: "75002", country: payload, phone: null };
}

const reliability = reliabilityDatabase("XSS strings");

describe.runIf(reliability)("XSS strings in every free-text field on MariaDB", () => {
  let shop: Shop;
  const planted: Planted[] = [];

  /** Sets the payload in every field a customer and the operator can type into, through the API as the storefront and back office do. */
  async function plant(payload: string, index: number): Promise<Planted> {
    const user: TestUser = { sub: `user|xss-${index}`, email: `xss-${index}@example.test` };
    const client = shop.as(user);
    const admin = shop.admin();
    const storyId = `x0${index + 1}`;
    expect((await client.graphql(UPDATE_PROFILE, { input: { firstName: payload, lastName: payload } })).data).toEqual({ updateProfile: { __typename: "Viewer" } });
    const sponsorName = sponsorNameFor(payload);
    if (sponsorName !== payload) expect(await client.addToCart(`sponsor-${storyId}`, { sponsorName: payload })).toMatchObject({ errorCode: "INVALID_ARGUMENT", argument: "sponsorName" });
    expect(await client.addToCart(`sponsor-${storyId}`, { sponsorName })).toMatchObject({ __typename: "Cart" });
    const hardCopy = await addHardCopy(client, international(storyId), addressOf(payload));
    expect(hardCopy, JSON.stringify(hardCopy)).toMatchObject({ __typename: "Cart" });
    const brief = aBrief(new Date(), { city: payload, location: payload, suspects: [{ fullName: payload, occupation: payload, relationship: payload }] });
    expect(await addCustomCase(client, brief)).toMatchObject({ __typename: "Cart" });
    expect(await client.addToCart(`kit-${storyId}`)).toMatchObject({ __typename: "Cart" });
    const { orderId, redirectUrl } = await client.startCheckout();
    expect((await payInSandbox(redirectUrl, PAYING_CARD, payload)).status).toBe(303);
    await drainOutbox(shop);
    const refundRequest = await requestRefund(client, orderId, payload);
    expect(refundRequest).toMatchObject({ __typename: "RefundRequest" });
    // The operator is told of an open request only: delivered before the decline below.
    await drainOutbox(shop);
    const declined = await declineRefundRequest(admin, refundRequest.id ?? "", payload);
    expect(declined.data?.declineRefundRequest, JSON.stringify(declined)).toMatchObject({ __typename: "RefundRequest", status: "DECLINED" });
    const [shipment] = await shipmentsOfOrder(shop, orderId);
    const shipped = await markShipped(admin, String(shipment?.id), payload, `TRACK-${index}`);
    expect(shipped.data?.markShipmentShipped, JSON.stringify(shipped)).toMatchObject({ __typename: "Shipment" });
    const adjusted = await adjustCredits(admin, await userIdOf(shop, user), 1, payload, newKey("xss"));
    expect(adjusted.data?.adjustCredits.errorCode, JSON.stringify(adjusted)).toBeUndefined();
    const storyEdit = { title: payload, shortDescription: payload, mediumDescription: payload, longDescription: payload };
    const updated = await admin.graphql<{ updateStory: { __typename: string } }>(UPDATE_STORY, { id: storyId, input: { ...storyInput(storyEdit), isAvailable: true } });
    expect(updated.data?.updateStory.__typename, JSON.stringify(updated)).toBe("AdminStory");
    await drainOutbox(shop);
    const { number } = await orderRow(shop.gateway, orderId);
    return { payload, user, client, storyId, orderId, orderNumber: number, customCaseId: (await customCaseOf(shop, orderId)).id };
  }

  beforeAll(async () => {
    if (!reliability) return;
    shop = await startShop(reliability, { stories: storyFixtures("x", PAYLOADS.length), env: { OPERATOR_EMAIL } });
    for (const [index, payload] of PAYLOADS.entries()) planted.push(await plant(payload, index));
  });
  afterAll(async () => {
    await shop?.stop();
  });

  it("comes back byte for byte in GraphQL and REST answers, as JSON", async () => {
    let fields = 0;
    for (const { payload, client, storyId, orderId, user } of planted) {
      const answers = {
        me: (await client.graphql(ME)).data,
        story: (await client.graphql(STORY, { id: storyId })).data,
        order: (await client.graphql(ORDER, { id: orderId })).data,
        shipments: (await client.graphql<{ myShipments: { address: AddressData; carrier: string | null }[] }>(MY_SHIPMENTS)).data?.myShipments.map((shipment) => [shipment.address, shipment.carrier]),
        customCases: (await client.graphql<{ myCustomCases: { brief: { city: string; location: string } }[] }>(MY_CUSTOM_CASES)).data?.myCustomCases.map((found) => [found.brief.city, found.brief.location]),
        ledger: (await shop.admin().graphql<{ adminUser: { creditLedger: { reason: string | null }[] } }>(ADMIN_USER, { id: String(await userIdOf(shop, user)) })).data?.adminUser.creditLedger.flatMap((row) => (row.reason === null ? [] : [row.reason])),
      };
      const expected = {
        me: { me: { firstName: payload, lastName: payload } },
        story: { story: { title: payload, shortDescription: payload, mediumDescription: payload, longDescription: payload, sponsor: { name: sponsorNameFor(payload) } } },
        order: { order: { customerName: payload, refundRequest: { reason: payload, resolutionNote: payload } } },
        shipments: [[addressOf(payload), payload]],
        customCases: [[payload, payload]],
        ledger: [payload],
      };
      expect(answers).toEqual(expected);
      const rest = await fetch(`${shop.gateway.baseUrl}/api-coldcase/stories/${storyId}`);
      expect(rest.headers.get("content-type")).toMatch(/^application\/json/);
      expect(((await rest.json()) as { title?: unknown }).title).toBe(payload);
      // Every place the payload was expected, and the REST title.
      fields += JSON.stringify(expected).split(JSON.stringify(payload)).length - 1 + 1;
    }
    console.log(`reliability: ${PAYLOADS.length} XSS strings in ${fields} stored fields (profile, story, sponsor, order, refund, address, carrier, brief, ledger) → returned byte for byte in GraphQL/REST JSON`);
  });

  it("is plain text in every email", async () => {
    const dir = path.join(shop.gateway.dataDir, "outbox");
    const raw = fs.readdirSync(dir).filter((file) => file.endsWith(".eml")).map((file) => fs.readFileSync(path.join(dir, file), "utf8"));
    const mails = sentMails(shop.gateway);
    let found = 0;
    for (const { payload, orderNumber } of planted) {
      const ofOrder = mails.filter((mail) => mail.text.includes(orderNumber));
      const texts = ofOrder.map((mail) => mail.text).join("\n");
      for (const expected of [`Hello Detective ${payload},`, `Their reason: ${payload}`, `City: ${payload}`, `  ${payload}, ${payload} 75002`, `Carrier: ${payload}`, `could not approve it:\n\n  ${payload}\n`]) {
        expect(texts, expected).toContain(expected);
        found += 1;
      }
      for (const mail of ofOrder) expect(mail.subject).not.toContain(payload);
    }
    const htmlParts = raw.filter((message) => /content-type:\s*text\/html/i.test(message));
    console.log(`reliability: ${raw.length} emails → ${htmlParts.length} with an HTML part, ${found} XSS strings found as literal text`);
    expect(htmlParts).toEqual([]);
  });

  it("is drawn literally in the stamped kit and the custom case dossier", async () => {
    let drawn = 0;
    for (const { payload, client, customCaseId } of planted.filter((entry) => drawable(entry.payload))) {
      const [entry] = await client.myLibrary();
      const link = await client.requestDownload(entry?.id ?? "");
      const kit = pdfText((await fetchFile(link.url ?? "")).bytes);
      expect(kit).toContain(payload);
      const dossierLink = await operated(shop.admin(), REQUEST_DOSSIER, customCaseId);
      const dossier = pdfText((await fetchFile(dossierLink.url ?? "")).bytes);
      expect(dossier).toContain(payload);
      drawn += 2;
    }
    console.log(`reliability: ${drawn} PDFs (stamped kits, dossiers) → the XSS strings drawn literally as text`);
  });

  it("is escaped in the server's HTML: the story page's head and the identity screens", async () => {
    let pages = 0;
    for (const { payload, storyId } of planted) {
      const html = await (await fetch(`${shop.gateway.baseUrl}/stories/${storyId}`)).text();
      expect(html).toContain("<title>");
      if (isMarkup(payload)) expect(html, storyId).not.toContain(payload);
      const { markup, scripts } = splitInlineScripts(html);
      expect(markup.match(INJECTED), storyId).toBeNull();
      for (const script of scripts) expect(script.match(SCRIPT_DATA_BREAKOUT), storyId).toBeNull();
      const browser = new BrowserSession(shop.gateway.publicUrl);
      const refused = await browser.request(await openSignUpForm(browser, shop.gateway.publicUrl), { form: { email: payload, password: "x", given_name: payload, family_name: payload } });
      expect(refused.status).toBe(400);
      if (isMarkup(payload)) expect(refused.body).not.toContain(payload);
      expect(refused.body.match(INJECTED)).toBeNull();
      pages += 2;
    }
    console.log(`reliability: ${pages} server-rendered pages (story page with its head and server-rendered state, sign-up screen echoing the input) → 0 with an XSS string unescaped`);
  });
});
