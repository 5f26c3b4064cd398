import { describe, expect, it } from "vitest";
import { z } from "zod";
import "./zod-config.server";
import { parseInput } from "./request.server";
import { HttpError } from "./errors";

/** zod's default messages are German (issue #28: 'Invalid input' for an oversize field on /api/favorites). */
function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

const ENGLISH = /\b(Invalid|expected|received|Too big|Too small|must|string|number|Required)\b/;

describe("German zod messages", () => {
  it("answers every kind of issue in German, without English words or type names", () => {
    const cases: [z.ZodType, unknown][] = [
      [z.string(), undefined],
      [z.string(), 5],
      [z.string().max(64), "a".repeat(100_000)],
      [z.string().min(3), "ab"],
      [z.string().min(1), ""],
      [z.array(z.string()).max(1), ["a", "b"]],
      [z.array(z.string()).min(2), ["a"]],
      [z.number().max(5), 6],
      [z.number().min(1), 0],
      [z.enum(["a", "b"]), "c"],
      [z.email(), "kein-mail"],
      [z.uuid(), "x"],
      [z.url(), "kein url"],
      [z.string().regex(/^\d+$/), "x"],
      [z.object({ a: z.string() }).strict(), { a: "x", b: 1 }],
      [z.union([z.string(), z.number()]), true],
      [z.literal("x"), "y"],
      [z.number().multipleOf(5), 3],
      [z.iso.datetime(), "gestern"],
    ];
    for (const [schema, input] of cases) {
      const texts = messages(schema, input);
      expect(texts.length, JSON.stringify(input)).toBeGreaterThan(0);
      for (const text of texts) expect(text, `${JSON.stringify(input)} → ${text}`).not.toMatch(ENGLISH);
    }
    expect(messages(z.string().max(64), "a".repeat(100))).toEqual(["Höchstens 64 Zeichen erlaubt."]);
    expect(messages(z.array(z.string()).min(1), [])).toEqual(["Mindestens 1 Eintrag erforderlich."]);
    expect(messages(z.string(), undefined)).toEqual(["Dieses Feld ist erforderlich."]);
  });

  it("keeps a schema's own message", () => {
    expect(messages(z.string().max(3, "Zu lang, höchstens 3."), "abcd")).toEqual(["Zu lang, höchstens 3."]);
  });

  it("reaches the field errors of a refused form (the favourites API's oversize id)", () => {
    try {
      parseInput(z.object({ providerId: z.string().max(64) }), { providerId: "a".repeat(100_000) });
      expect.unreachable();
    } catch (error) {
      expect((error as HttpError).fieldErrors).toEqual({ providerId: "Höchstens 64 Zeichen erlaubt." });
    }
  });
});
