import { describe, expect, it } from "vitest";
import { decodeQueueCursor, encodeQueueCursor } from "./queue-cursor";

const TO_SHIP = { queue: "shipments", filter: "TO_SHIP" };
const POSITION = { at: new Date("2025-03-01T10:00:00.124Z"), id: 42 };
const encoded = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString("base64url");

describe("a queue's cursor", () => {
  it("gives back the position it was issued with, for the queue and filter it was issued for", () => {
    expect(decodeQueueCursor(encodeQueueCursor(TO_SHIP, POSITION), TO_SHIP)).toEqual(POSITION);
    const everything = { queue: "shipments", filter: null };
    expect(decodeQueueCursor(encodeQueueCursor(everything, POSITION), everything)).toEqual(POSITION);
  });

  it("is refused for another filter or another queue", () => {
    const cursor = encodeQueueCursor(TO_SHIP, POSITION);
    expect(decodeQueueCursor(cursor, { queue: "shipments", filter: "SHIPPED" })).toBeNull();
    expect(decodeQueueCursor(cursor, { queue: "shipments", filter: null })).toBeNull();
    expect(decodeQueueCursor(cursor, { queue: "custom-cases", filter: "TO_SHIP" })).toBeNull();
  });

  it.each([
    ["not base64 JSON", "not a cursor"],
    ["empty", ""],
    ["an empty list", encoded([])],
    ["a cursor without its scope", encoded(["2025-03-01T10:00:00.124Z", 42])],
    ["a date that is not one", encoded(["shipments", "TO_SHIP", "yesterday", 42])],
    ["a date written another way", encoded(["shipments", "TO_SHIP", "2025-03-01T10:00:00.124+00:00", 42])],
    ["a negative id", encoded(["shipments", "TO_SHIP", "2025-03-01T10:00:00.124Z", -4])],
    ["a fractional id", encoded(["shipments", "TO_SHIP", "2025-03-01T10:00:00.124Z", 4.5])],
    ["an id as text", encoded(["shipments", "TO_SHIP", "2025-03-01T10:00:00.124Z", "42"])],
    ["padding added", `${encodeQueueCursor(TO_SHIP, POSITION)}=`],
    ["white space in the JSON", Buffer.from('["shipments", "TO_SHIP", "2025-03-01T10:00:00.124Z", 42]').toString("base64url")],
  ])("is refused when it was never issued: %s", (_name, cursor) => {
    expect(decodeQueueCursor(cursor, TO_SHIP)).toBeNull();
  });
});
