import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_USERS } from "../modules/admin/admin-users.test-fixtures";
import { aBrief, addCustomCase } from "../modules/commissions/commissions.test-fixtures";
import { ADMIN_ORDERS } from "../modules/orders/back-office.test-fixtures";
import { addHardCopy, international, PARIS } from "../modules/shipments/shipments.test-fixtures";
import { BrowserSession } from "../test-support/browser-session";
import { type Shop, startShop } from "../test-support/commerce.test-fixtures";
import type { GraphqlResponse } from "../test-support/test-gateway";
import { reliabilityDatabase } from "./support/mariadb-suite";
import { changedTables, snapshotTables } from "./support/table-snapshots";
import { openSignUpForm } from "./support/abuse-sign-up";

/** Addresses the rule refuses: no domain, no dot, two recipients, a display name, header injection, quotes, over-long… */
const MALFORMED = [
  "plainaddress",
  "@example.test",
  "ada@localhost",
  "ada@@example.test",
  "ada lovelace@example.test",
  "ada@example.test, eve@evil.test",
  "Ada <ada@example.test>",
  "ada@example.test\r\nBcc: eve@evil.test",
  '"ada"@example.test',
  "ada@-example.test",
  "ada@example..test",
  "<script>alert(1)</script>@example.test",
  "ada@exämple.test",
  `${"a".repeat(250)}@example.test`,
] as const;

const SET_CART_EMAIL = `mutation Email($email: String!) { setCartEmail(email: $email) { __typename ... on ErrorResult { errorCode } ... on InvalidArgumentError { argument } } }`;

/** A search refused for its length, as a validation error on the argument, never a server error. */
function isSearchRefusal(answer: GraphqlResponse<unknown>): boolean {
  return answer.status < 500 && (answer.errors ?? []).length > 0 && (answer.errors ?? []).every((error) => error.extensions?.code === "INVALID_ARGUMENT" && /\bsearch$/.test(String(error.extensions.argument)));
}

interface Refusal {
  place: string;
  email: string;
  refused: boolean;
  answer: string;
}

const reliability = reliabilityDatabase("malformed emails");

describe.runIf(reliability)("malformed email addresses on MariaDB", () => {
  let shop: Shop;

  beforeAll(async () => {
    if (!reliability) return;
    shop = await startShop(reliability);
    // The admin exists before the snapshot: first use creates the user.
    expect((await shop.admin().request("/api-coldcase/users/status")).status).toBe(200);
  });
  afterAll(async () => {
    await shop?.stop();
  });

  it("refuses every malformed address at every place one is typed, with a validation answer, writing nothing", async () => {
    const visitor = shop.visitor();
    const admin = shop.admin();
    const browser = new BrowserSession(shop.gateway.publicUrl);
    const signUp = await openSignUpForm(browser, shop.gateway.publicUrl);
    const before = await snapshotTables(shop.gateway.db);
    const outcomes: Refusal[] = [];
    for (const email of MALFORMED) {
      const cart = await visitor.graphql<{ setCartEmail: { __typename: string; errorCode?: string; argument?: string } }>(SET_CART_EMAIL, { email });
      outcomes.push({ place: "cart email", email, refused: cart.data?.setCartEmail.errorCode === "INVALID_ARGUMENT" && cart.data.setCartEmail.argument === "email", answer: JSON.stringify(cart.data ?? cart.errors) });

      const hardCopy = await addHardCopy(visitor, international("s01"), { ...PARIS, email });
      outcomes.push({ place: "hard-copy address", email, refused: hardCopy.__typename === "InvalidDetailsError" && JSON.stringify(hardCopy).includes("email"), answer: JSON.stringify(hardCopy) });

      const brief = await addCustomCase(visitor, aBrief(new Date(), { email }));
      outcomes.push({ place: "custom case brief", email, refused: brief.__typename === "InvalidDetailsError" && JSON.stringify(brief).includes("email"), answer: JSON.stringify(brief) });

      const account = await browser.request(signUp, { form: { email, password: "a long enough passphrase 42" } });
      outcomes.push({ place: "sign-up", email, refused: account.status === 400 && account.body.includes("Enter a valid email address."), answer: `${account.status}` });

      // A search is free text: a malformed address is a search term that finds nobody, or one too long to be a search.
      const users = await admin.graphql<{ adminUsers: { items: unknown[] } | null }>(ADMIN_USERS, { search: email });
      const orders = await admin.graphql<{ adminOrders: { items: unknown[] } | null }>(ADMIN_ORDERS, { filter: { search: email } });
      outcomes.push({
        place: "admin search",
        email,
        refused: [
          { answer: users, items: users.data?.adminUsers?.items },
          { answer: orders, items: orders.data?.adminOrders?.items },
        ].every(({ answer, items }) => (answer.status === 200 && !answer.errors && items?.length === 0) || isSearchRefusal(answer)),
        answer: JSON.stringify([users.status, users.errors ?? users.data, orders.status, orders.errors ?? orders.data]).slice(0, 300),
      });
    }
    const changed = changedTables(before, await snapshotTables(shop.gateway.db));
    const refused = outcomes.filter((outcome) => outcome.refused);
    console.log(
      `reliability: ${MALFORMED.length} malformed emails × 5 places (cart, hard-copy address, custom case brief, sign-up, admin search) → ${refused.length}/${outcomes.length} refused or found nothing, ${changed.length} tables changed`,
    );
    expect(outcomes.filter((outcome) => !outcome.refused)).toEqual([]);
    expect(changed).toEqual([]);
  });
});
