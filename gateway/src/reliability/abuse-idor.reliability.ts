import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_USER } from "../modules/admin/admin-users.test-fixtures";
import { aBrief, addCustomCase, customCaseOf, MY_CUSTOM_CASES, OPERATOR_EMAIL, produceAndDeliver, REQUEST_DOWNLOAD as REQUEST_CUSTOM_CASE_DOWNLOAD } from "../modules/commissions/commissions.test-fixtures";
import { userIdOf } from "../modules/credits/credits.test-fixtures";
import { ADMIN_ORDER, requestRefund } from "../modules/orders/back-office.test-fixtures";
import { addHardCopy, international, MY_SHIPMENTS, PARIS, SHIPMENT_QUEUE } from "../modules/shipments/shipments.test-fixtures";
import { buy, ORDER_FIELDS, type Purchase, type Shop, type ShopClient, startShop, storyFixtures, type TestUser } from "../test-support/commerce.test-fixtures";
import { reliabilityDatabase } from "./support/mariadb-suite";
import { changedTables, snapshotTables } from "./support/table-snapshots";

const ALICE: TestUser = { sub: "user|alice-victim", email: "alice.victim@example.test" };
const MALLORY: TestUser = { sub: "user|mallory", email: "mallory@example.test" };
/** What of Alice's must never reach anyone else: any of these in an answer is a leak. */
const ALICE_SECRETS = ["alice.victim@example.test", "Secretcove", "7 Hidden Lane", "Ada Victim"];

const ORDER = `query Order($id: ID!, $accessToken: String) { order(id: $id, accessToken: $accessToken) { ${ORDER_FIELDS} refundRequest { id reason } } }`;
const REQUEST_REFUND_DOC = `mutation Request($orderId: ID!, $reason: String!, $accessToken: String) {
  requestRefund(orderId: $orderId, reason: $reason, accessToken: $accessToken) { __typename ... on ErrorResult { errorCode message } }
}`;
const REQUEST_LIBRARY_DOWNLOAD = `mutation Download($id: ID!) { requestDownload(libraryItemId: $id) { __typename ... on DownloadLink { url } ... on ErrorResult { errorCode } } }`;
const REQUEST_ORDER_DOWNLOAD = `mutation OrderDownload($orderId: ID!, $lineId: ID!, $accessToken: String) {
  requestOrderDownload(orderId: $orderId, lineId: $lineId, accessToken: $accessToken) { __typename ... on DownloadLink { url } ... on ErrorResult { errorCode } }
}`;
const MY_LIBRARY = "{ myLibrary { id story { id } } }";

interface Attempt {
  name: string;
  run(): Promise<{ status: number; text: string }>;
  /** Whether the answer is the refusal it must be. */
  refused(answer: { status: number; text: string; json: unknown }): boolean;
}

/** The same link with its path's id swapped, its signature changed, or its expiry pushed back. */
function forgedLinks(url: string, otherPath: string): Record<string, string> {
  const link = new URL(url);
  const swapped = new URL(link);
  swapped.pathname = otherPath;
  const badSignature = new URL(link);
  const signature = link.searchParams.get("signature") ?? "";
  badSignature.searchParams.set("signature", `${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`);
  const later = new URL(link);
  later.searchParams.set("expires", String(Number(link.searchParams.get("expires")) + 86_400));
  const unsigned = new URL(link);
  unsigned.search = "";
  return { "another id": swapped.toString(), "a changed signature": badSignature.toString(), "a later expiry": later.toString(), "no signature": unsigned.toString() };
}

const reliability = reliabilityDatabase("IDOR");

describe.runIf(reliability)("other people's orders, files and libraries on MariaDB", () => {
  let shop: Shop;
  let alicePurchase: Purchase;
  let malloryPurchase: Purchase;
  let alice: ShopClient;
  let mallory: ShopClient;
  const ids = { aliceEntry: "", aliceKitLine: "", aliceCase: "", aliceUser: 0, malloryEntry: "" };
  const links = { aliceKit: "", aliceCaseFile: "", malloryKit: "" };

  beforeAll(async () => {
    if (!reliability) return;
    shop = await startShop(reliability, { stories: storyFixtures("s", 4), env: { OPERATOR_EMAIL } });
    alice = shop.as(ALICE);
    mallory = shop.as(MALLORY);
    const brief = aBrief(new Date(), { city: "Secretcove", suspects: [{ fullName: "Ada Victim" }] });
    expect((await addCustomCase(alice, brief)).__typename).toBe("Cart");
    expect((await addHardCopy(alice, international("s02"), { ...PARIS, fullName: "Ada Victim", email: "alice.victim@example.test", street: "7 Hidden Lane", city: "Secretcove" })).__typename).toBe("Cart");
    alicePurchase = await buy(shop, alice, ["kit-s01"]);
    const caseRow = await customCaseOf(shop, alicePurchase.orderId);
    await produceAndDeliver(shop, caseRow.id);
    expect((await requestRefund(alice, alicePurchase.orderId, "Alice's private reason")).__typename).toBe("RefundRequest");
    const [aliceEntry] = await alice.myLibrary();
    const aliceOrder = await alice.order(alicePurchase.orderId);
    ids.aliceEntry = aliceEntry?.id ?? "";
    ids.aliceKitLine = aliceOrder?.lines.find((line) => line.productId === "kit-s01")?.id ?? "";
    ids.aliceCase = String(caseRow.id);
    ids.aliceUser = await userIdOf(shop, ALICE);
    links.aliceKit = (await alice.requestDownload(ids.aliceEntry)).url ?? "";
    const caseLink = await alice.graphql<{ requestCustomCaseDownload: { url?: string } }>(REQUEST_CUSTOM_CASE_DOWNLOAD, { id: ids.aliceCase });
    links.aliceCaseFile = caseLink.data?.requestCustomCaseDownload.url ?? "";

    malloryPurchase = await buy(shop, mallory, ["kit-s03"]);
    const [malloryEntry] = await mallory.myLibrary();
    ids.malloryEntry = malloryEntry?.id ?? "";
    links.malloryKit = (await mallory.requestDownload(ids.malloryEntry)).url ?? "";
    for (const link of Object.values(links)) expect(link).toMatch(/^http/);
    await shop.gateway.outboxWorker.runDue();
  });
  afterAll(async () => {
    await shop?.stop();
  });

  function graphqlAttempt(name: string, client: () => ShopClient, query: string, variables: Record<string, unknown>, refused: Attempt["refused"]): Attempt {
    return {
      name,
      refused,
      async run() {
        const response = await client().request("/graphql", { headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables }) });
        return { status: response.status, text: response.text() };
      },
    };
  }

  function getAttempt(name: string, url: () => string, client: () => ShopClient, refused: Attempt["refused"]): Attempt {
    return {
      name,
      refused,
      async run() {
        const response = await client().request(url());
        return { status: response.status, text: response.text() };
      },
    };
  }

  const dataField = (answer: { json: unknown }, field: string): unknown => (answer.json as { data?: Record<string, unknown> | null } | null)?.data?.[field];
  const nullOrder = (answer: { status: number; json: unknown }) => answer.status === 200 && dataField(answer, "order") === null;
  const notFound = (field: string) => (answer: { status: number; json: unknown }) =>
    answer.status === 200 && (dataField(answer, field) as { errorCode?: unknown } | undefined)?.errorCode === "NOT_FOUND";
  const statusIs = (status: number) => (answer: { status: number }) => answer.status === status;
  const emptyList = (field: string) => (answer: { status: number; json: unknown }) => answer.status === 200 && Array.isArray(dataField(answer, field)) && (dataField(answer, field) as unknown[]).length === 0;
  const restEmpty = (answer: { status: number; json: unknown }) => answer.status === 200 && Array.isArray(answer.json) && answer.json.length === 0;

  function attempts(): Attempt[] {
    const asMallory = () => mallory;
    const anonymous = () => shop.visitor();
    const aliceOrderId = alicePurchase.orderId;
    return [
      graphqlAttempt("order by id, signed in as another user", asMallory, ORDER, { id: aliceOrderId }, nullOrder),
      graphqlAttempt("order by id, anonymous", anonymous, ORDER, { id: aliceOrderId }, nullOrder),
      graphqlAttempt("order by number", asMallory, ORDER, { id: alicePurchase.number }, nullOrder),
      graphqlAttempt("order with another order's access token", anonymous, ORDER, { id: aliceOrderId, accessToken: malloryPurchase.accessToken }, nullOrder),
      graphqlAttempt("order with a forged access token", anonymous, ORDER, { id: aliceOrderId, accessToken: `${alicePurchase.accessToken.slice(0, -2)}xx` }, nullOrder),
      graphqlAttempt("order line download, signed in as another user", asMallory, REQUEST_ORDER_DOWNLOAD, { orderId: aliceOrderId, lineId: ids.aliceKitLine }, notFound("requestOrderDownload")),
      graphqlAttempt(
        "order line download with another order's access token",
        anonymous,
        REQUEST_ORDER_DOWNLOAD,
        { orderId: aliceOrderId, lineId: ids.aliceKitLine, accessToken: malloryPurchase.accessToken },
        notFound("requestOrderDownload"),
      ),
      graphqlAttempt("library entry download of another user", asMallory, REQUEST_LIBRARY_DOWNLOAD, { id: ids.aliceEntry }, notFound("requestDownload")),
      graphqlAttempt("refund request on another user's order", asMallory, REQUEST_REFUND_DOC, { orderId: aliceOrderId, reason: "mine now" }, notFound("requestRefund")),
      graphqlAttempt(
        "refund request with another order's access token",
        anonymous,
        REQUEST_REFUND_DOC,
        { orderId: aliceOrderId, reason: "mine now", accessToken: malloryPurchase.accessToken },
        notFound("requestRefund"),
      ),
      graphqlAttempt("custom case download of another user", asMallory, REQUEST_CUSTOM_CASE_DOWNLOAD, { id: ids.aliceCase }, notFound("requestCustomCaseDownload")),
      graphqlAttempt("my custom cases holds no one else's", asMallory, MY_CUSTOM_CASES, {}, emptyList("myCustomCases")),
      graphqlAttempt("my hard copies holds no one else's", asMallory, MY_SHIPMENTS, {}, emptyList("myShipments")),
      graphqlAttempt("my library holds no one else's", asMallory, MY_LIBRARY, {}, (answer) => JSON.stringify(dataField(answer, "myLibrary")) === JSON.stringify([{ id: ids.malloryEntry, story: { id: "s03" } }])),
      graphqlAttempt("the admin's order view", asMallory, ADMIN_ORDER, { id: aliceOrderId }, statusIs(403)),
      graphqlAttempt("the admin's user view", asMallory, ADMIN_USER, { id: String(ids.aliceUser) }, statusIs(403)),
      graphqlAttempt("the hard-copy queue", asMallory, SHIPMENT_QUEUE, {}, statusIs(403)),
      getAttempt("REST my custom cases", () => "/api-coldcase/users/me/custom-cases", asMallory, restEmpty),
      getAttempt("REST my hard copies", () => "/api-coldcase/users/me/hard-copies", asMallory, restEmpty),
      getAttempt("REST the admin's user credits", () => `/api-coldcase/admin/user-credits?userId=${ids.aliceUser}`, asMallory, statusIs(403)),
      getAttempt("REST own kit link moved to another library entry", () => forgedLinks(links.malloryKit, `/files/case-files/${ids.aliceEntry}`)["another id"] ?? "", asMallory, statusIs(403)),
      ...Object.entries(forgedLinks(links.aliceKit, `/files/case-files/${ids.malloryEntry}`))
        .filter(([forgery]) => forgery !== "another id")
        .map(([forgery, url]) => getAttempt(`REST kit link with ${forgery}`, () => url, anonymous, statusIs(403))),
      ...Object.entries(forgedLinks(links.aliceCaseFile, `/files/custom-cases/${ids.aliceCase}/dossier`)).map(([forgery, url]) =>
        getAttempt(`REST custom case link with ${forgery === "another id" ? "the dossier's path" : forgery}`, () => url, anonymous, statusIs(403)),
      ),
    ];
  }

  it("answers every attempt on someone else's things with not found or forbidden, leaking and changing nothing", async () => {
    const list = attempts();
    const before = await snapshotTables(shop.gateway.db);
    const outcomes = [];
    for (const attempt of list) {
      const answer = await attempt.run();
      const json: unknown = answer.text.startsWith("{") || answer.text.startsWith("[") ? JSON.parse(answer.text) : null;
      const leaked = ALICE_SECRETS.filter((secret) => answer.text.includes(secret));
      outcomes.push({ name: attempt.name, refused: attempt.refused({ ...answer, json }), leaked, status: answer.status, text: answer.text.slice(0, 200) });
    }
    const changed = changedTables(before, await snapshotTables(shop.gateway.db));
    const refused = outcomes.filter((outcome) => outcome.refused && outcome.leaked.length === 0);
    console.log(`reliability: ${outcomes.length} IDOR attempts (orders, order links, library, downloads, refunds, custom cases, hard copies; GraphQL + REST) → ${refused.length} refused 404/403/null, ${outcomes.filter((outcome) => outcome.leaked.length > 0).length} leaked, ${changed.length} tables changed`);
    expect(outcomes.filter((outcome) => !outcome.refused || outcome.leaked.length > 0)).toEqual([]);
    expect(changed).toEqual([]);
    // The owner still gets it all: the refusals above are about who asks, not a broken feature.
    expect((await alice.order(alicePurchase.orderId))?.number).toBe(alicePurchase.number);
    expect((await fetch(links.aliceKit)).status).toBe(200);
  });
});
