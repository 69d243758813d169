import { describe, expect, it } from "vitest";
import { callerAddress } from "./caller-address";

describe("the address a caller is counted under", () => {
  it("keeps an IPv4 address, also when it arrives mapped into IPv6", () => {
    expect(callerAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(callerAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every address of one IPv6 /64 as one caller", () => {
    expect(callerAddress("2001:db8:aa:bb::1")).toBe("2001:db8:aa:bb::/64");
    expect(callerAddress("2001:0db8:00aa:00bb:ffff:1:2:3")).toBe("2001:db8:aa:bb::/64");
    expect(callerAddress("2001:db8:aa:bc::1")).toBe("2001:db8:aa:bc::/64");
    expect(callerAddress("::1")).toBe("0:0:0:0::/64");
  });

  it("counts what is not an address under one key", () => {
    expect(callerAddress(undefined)).toBe("unknown");
    expect(callerAddress("not an address")).toBe("unknown");
  });
});
