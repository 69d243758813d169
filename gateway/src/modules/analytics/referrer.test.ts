import { describe, expect, it } from "vitest";
import { referrerOf } from "./referrer";

describe("a session's referrer", () => {
  it.each([
    ["https://www.google.com/search?q=cold+case", "google.com"],
    ["https://News.Example.org/a/b", "news.example.org"],
    ["  http://blog.example.net  ", "blog.example.net"],
    ["android-app://com.google.android.gm/", "android-app://com.google.android.gm/"],
    ["newsletter", "newsletter"],
  ])("groups %s as %s", (sent, expected) => {
    expect(referrerOf(sent, "shop.example.com")).toBe(expected);
  });

  it.each([null, "", "   ", "https://shop.example.com/stories", "https://www.shop.example.com/"])("counts %s as a direct visit", (sent) => {
    expect(referrerOf(sent, "shop.example.com")).toBeNull();
  });

  it("keeps at most 255 characters of text that is not an address", () => {
    expect(referrerOf("x".repeat(400), null)).toHaveLength(255);
  });
});
