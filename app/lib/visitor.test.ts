import { describe, expect, it } from "vitest";
import { isBotAgent, isCountedVisit } from "./visitor.server";

describe("does this visit count", () => {
  it("counts visitors and members, never admins or bots", () => {
    expect(isCountedVisit(null, { isBot: false })).toBe(true);
    expect(isCountedVisit({ isAdmin: false }, { isBot: false })).toBe(true);
    expect(isCountedVisit({ isAdmin: true }, { isBot: false })).toBe(false);
    expect(isCountedVisit(null, { isBot: true })).toBe(false);
  });

  it("takes a missing or a crawler's user agent for a bot", () => {
    expect(isBotAgent(null)).toBe(true);
    expect(isBotAgent("")).toBe(true);
    expect(isBotAgent("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).toBe(true);
    expect(isBotAgent("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36")).toBe(false);
  });
});
