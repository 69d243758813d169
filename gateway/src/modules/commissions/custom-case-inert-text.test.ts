import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sentMails, type Shop, startShop, storyFixtures, type TestUser } from "../../test-support/commerce.test-fixtures";
import { pdfText } from "../../test-support/pdf-text";
import { testDatabaseKinds } from "../../test-support/test-databases";
import {
  aBrief,
  addCustomCase,
  type BriefData,
  buyCustomCase,
  customCaseOf,
  fetchFile,
  myCustomCases,
  OPERATOR_EMAIL,
  operated,
  produceAndDeliver,
  REQUEST_DOSSIER,
} from "./commissions.test-fixtures";

const SCRIPT = "<script>alert(1)</script>";
const IMAGE = '"><img src=x onerror=alert(1)>';
const TEMPLATE = "{{7*7}}";
const HOSTILE = [SCRIPT, IMAGE, TEMPLATE];
const OWEN: TestUser = { sub: "user|owen", email: "owen@example.test" };

/** Every free-text field of a brief holds markup or a template; age is too short for more than the template. */
function hostileBrief(now: Date): BriefData {
  return aBrief(now, {
    city: SCRIPT,
    location: IMAGE,
    suspects: HOSTILE.map((fullName, index) => ({
      fullName,
      age: TEMPLATE,
      eyes: HOSTILE[(index + 1) % 3] ?? "",
      height: HOSTILE[(index + 2) % 3] ?? "",
      occupation: HOSTILE[(index + 1) % 3] ?? "",
      relationship: HOSTILE[(index + 2) % 3] ?? "",
      hairColor: HOSTILE[index] ?? "",
      sex: "NOT_APPLICABLE",
      skinTone: "OTHER",
    })),
  });
}

interface RestCustomCase {
  _id: string;
  order_number: string;
  status: string;
  brief: BriefData;
  ordered_at: string;
  delivered_at: string | null;
}

describe.each(testDatabaseKinds())("customer text in a custom case on $name", (kind) => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop(kind, { stories: storyFixtures("x", 1), env: { OPERATOR_EMAIL } });
  });
  afterAll(async () => {
    await shop.stop();
  });

  async function restCustomCases(user?: TestUser) {
    const response = await fetch(`${shop.gateway.baseUrl}/api-coldcase/users/me/custom-cases`, { headers: user ? { authorization: `Bearer ${shop.token(user)}` } : {} });
    return { status: response.status, cacheControl: response.headers.get("cache-control"), body: (await response.json()) as RestCustomCase[] & { errorCode?: string } };
  }

  it("answers GET /users/me/custom-cases with 401 without a token, never to be cached either", async () => {
    const answer = await restCustomCases();
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ errorCode: "UNAUTHENTICATED" });
    expect(answer.cacheControl).toBe("private, no-store");
  });

  it("comes back byte for byte in GraphQL and REST, and literally in the operator's email and the dossier", async () => {
    const owen = shop.as(OWEN);
    const brief = hostileBrief(new Date());
    expect(await addCustomCase(owen, brief)).toMatchObject({ __typename: "Cart", items: [{ detailsSummary: `${SCRIPT} \u00b7 3 suspects` }] });
    const purchase = await buyCustomCase(shop, owen, brief);
    const row = await customCaseOf(shop, purchase.orderId);

    const [graphql] = await myCustomCases(owen);
    expect(graphql?.brief).toEqual({ ...brief, email: "ada@example.test" });

    const rest = await restCustomCases(OWEN);
    expect(rest.status).toBe(200);
    expect(rest.cacheControl).toBe("private, no-store");
    expect(rest.body).toEqual([
      { _id: String(row.id), order_number: purchase.number, status: "BRIEF_RECEIVED", brief: { ...brief, email: "ada@example.test" }, ordered_at: row.orderedAt.toISOString(), delivered_at: null },
    ]);

    const [mail] = sentMails(shop.gateway).filter((sent) => sent.to === OPERATOR_EMAIL && sent.subject === `New custom case: order ${purchase.number}`);
    for (const text of [`City: ${SCRIPT}`, `Location: ${IMAGE}`, `Full name: ${IMAGE}`, `Age: ${TEMPLATE}`, `Relationship to the victim: ${SCRIPT}`, `Hair color: ${TEMPLATE}`]) expect(mail?.text).toContain(text);

    const link = await operated(shop.admin(), REQUEST_DOSSIER, row.id);
    const dossier = pdfText((await fetchFile(link.url ?? "")).bytes);
    for (const value of HOSTILE) expect(dossier.split(value).length - 1, value).toBeGreaterThanOrEqual(5);
  });

  it("keeps every subject free of customer text", async () => {
    const purchase = await buyCustomCase(shop, shop.visitor(), hostileBrief(new Date()), { email: "subjects@example.test" });
    await produceAndDeliver(shop, (await customCaseOf(shop, purchase.orderId)).id);
    const subjects = sentMails(shop.gateway)
      .filter((mail) => mail.text.includes(purchase.number))
      .map((mail) => mail.subject);
    expect(subjects.sort()).toEqual([`New custom case: order ${purchase.number}`, `Your Cold Case Kits order ${purchase.number}`, `Your custom case is ready (order ${purchase.number})`]);
    for (const subject of subjects) for (const value of HOSTILE) expect(subject).not.toContain(value);
  });

  it("makes a valid dossier of a brief in emoji and CJK", async () => {
    const brief = aBrief(new Date(), {
      city: "東京 \u{1F5FC}",
      location: "渋谷 \u{1F3EE}\u{1F375} Café",
      suspects: [
        { fullName: "山田太郎", occupation: "\u{1F468}\u200D\u{1F373} 料理人", relationship: "\u{1F480}" },
        { fullName: "Zoë \u{1F50E} Ångström" },
      ],
    });
    const purchase = await buyCustomCase(shop, shop.visitor(), brief, { email: "unicode@example.test" });
    const row = await customCaseOf(shop, purchase.orderId);
    expect(row).toMatchObject({ city: "東京 \u{1F5FC}", location: "渋谷 \u{1F3EE}\u{1F375} Café" });
    const link = await operated(shop.admin(), REQUEST_DOSSIER, row.id);
    const file = await fetchFile(link.url ?? "");
    expect(file.status).toBe(200);
    expect((await PDFDocument.load(file.bytes)).getPageCount()).toBe(3);
    expect(pdfText(file.bytes)).toContain("Zoë Ångström");
    expect(pdfText(file.bytes)).toContain("Café");
  });
});
