import { describe, expect, it } from "vitest";
import { articleInputSchema, BLOG_MESSAGES } from "./schema";

describe("article publish date", () => {
  const parse = (publishDate: string) => articleInputSchema.safeParse({ title: "Titel", status: "scheduled", publishDate });

  it("reads the editor's German text as German local time", () => {
    const res = parse("24.12.2099, 18:30");
    expect(res.success && res.data.publishDate?.toISOString()).toBe("2099-12-24T17:30:00.000Z");
  });

  it("still accepts ISO timestamps", () => {
    const res = parse("2099-12-24T17:30:00.000Z");
    expect(res.success && res.data.publishDate?.toISOString()).toBe("2099-12-24T17:30:00.000Z");
  });

  it("refuses dates that do not exist and English forms with a German message", () => {
    for (const text of ["31.02.2099 10:00", "12/24/2099", "morgen"]) {
      const res = parse(text);
      expect(res.success, text).toBe(false);
      expect(res.error?.issues[0]?.message).toBe(BLOG_MESSAGES.publishDateInvalid);
    }
    expect(BLOG_MESSAGES.publishDateInvalid).toBe("Bitte gib ein gültiges Datum im Format TT.MM.JJJJ HH:MM ein.");
  });
});

describe("link scan message (spec 1 section 8, issue #25 item 9)", () => {
  it("says '1 neuer Link' for one and 'N neue Links' for more", () => {
    expect(BLOG_MESSAGES.linksFound(1)).toBe("1 neuer Link gefunden und hinzugefügt");
    expect(BLOG_MESSAGES.linksFound(3)).toBe("3 neue Links gefunden und hinzugefügt");
  });
});
