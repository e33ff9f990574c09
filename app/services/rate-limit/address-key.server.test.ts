import { describe, expect, it } from "vitest";
import { addressKey } from "./address-key.server";

describe("addressKey", () => {
  it("keeps an IPv4 address as it is, and unwraps one written as IPv6", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every address of one /64 as one, however it is written", () => {
    const keys = new Set(
      ["2001:db8:1:2::1", "2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:0db8:0001:0002:0:0:0:9", "2001:DB8:1:2:abcd::", "2001:db8:1:2::7%eth0"].map(addressKey),
    );
    expect([...keys]).toEqual(["2001:db8:1:2::/64"]);
  });

  it("tells different /64s apart", () => {
    expect(addressKey("2001:db8:1:3::1")).not.toBe(addressKey("2001:db8:1:2::1"));
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1")).toBe("fe80:0:0:0::/64");
  });

  it("leaves what is not an address alone", () => {
    expect(addressKey("unknown")).toBe("unknown");
  });
});
