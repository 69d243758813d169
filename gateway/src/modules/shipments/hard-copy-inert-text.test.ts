import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sentMails, type Shop, startShop, storyFixtures, type TestUser } from "../../test-support/commerce.test-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { drainOutbox } from "../credits/credits.test-fixtures";
import {
  type AddressData,
  addHardCopy,
  buyHardCopy,
  international,
  markShipped,
  myShipments,
  OPERATOR_EMAIL,
  orderShipments,
  shipmentQueue,
  shipmentsOfOrder,
} from "./shipments.test-fixtures";

const PAYLOADS = ["<script>alert(1)</script>", `"><img src=x onerror=alert(1)>`, "{{7*7}}"] as const;

/** Every free-text field of the address holds the payload; the patterned ones (email, postal code, phone) cannot. */
function addressOf(payload: string): AddressData {
  return { fullName: payload, email: "inert@example.test", street: payload, city: payload, state: payload, postalCode: "75002", country: payload, phone: "+33 1 23 45 67 89" };
}

describe.each(testDatabaseKinds())("what customers type in an address stays text on $name", (kind) => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop(kind, { stories: storyFixtures("x", 3), env: { OPERATOR_EMAIL } });
  });
  afterAll(async () => {
    await shop.stop();
  });

  it.each(PAYLOADS.map((payload, index) => [payload, index] as const))("%s comes back as given in GraphQL and REST, and literally in both emails", async (payload, index) => {
    const { gateway } = shop;
    const customer: TestUser = { sub: `user|inert-${index}`, email: `inert-${index}@example.test` };
    const client = shop.as(customer);
    const address = addressOf(payload);
    const storyId = `x0${index + 1}`;

    const added = await addHardCopy(client, international(storyId), address);
    expect(added.items?.[0]?.detailsSummary).toBe(`Ships to ${payload}, ${payload}, ${payload}`);
    const purchase = await buyHardCopy(shop, client, []);
    const [row] = await shipmentsOfOrder(shop, purchase.orderId);
    const shipmentId = String(row?.id);

    expect((await myShipments(client))[0]?.address).toEqual(address);
    const rest = (await client.request("/api-coldcase/users/me/hard-copies")).json<{ address: AddressData }[]>();
    expect(rest[0]?.address).toEqual(address);
    expect((await orderShipments(client, purchase.orderId))?.[0]?.shipment?.address).toEqual(address);
    expect((await shipmentQueue(shop.admin(), { status: "TO_SHIP", limit: 100 })).data?.shipments.items.find((item) => item.id === shipmentId)?.address).toEqual(address);

    const shipped = await markShipped(shop.admin(), shipmentId, payload, `TRACK-${index}`);
    expect(shipped.data?.markShipmentShipped).toMatchObject({ __typename: "Shipment", carrier: payload, address });

    await drainOutbox(shop);
    const mails = sentMails(gateway).filter((mail) => mail.subject.includes(purchase.number));
    const operator = mails.find((mail) => mail.to === OPERATOR_EMAIL);
    const customerMail = mails.find((mail) => mail.to === address.email);
    expect(operator?.text).toContain([`  ${payload}`, `  ${payload}`, `  ${payload}, ${payload} 75002`, `  ${payload}`].join("\n"));
    expect(customerMail?.text).toContain(`Hello ${payload},`);
    expect(customerMail?.text).toContain(`  ${payload}, ${payload} 75002`);
    expect(customerMail?.text).toContain(`Carrier: ${payload}\n`);
    // Subjects carry the order number only, never what anyone typed.
    expect(operator?.subject).toBe(`Hard copy to ship: order ${purchase.number}`);
    expect(customerMail?.subject).toBe(`Your hard copy has shipped (order ${purchase.number})`);
  });
});
