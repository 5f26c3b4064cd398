import { describe, expect, it } from "vitest";
import { profileFormSchema } from "./schema";

describe("profileFormSchema: the one parse of the owner's edit form", () => {
  it("makes the repeated link fields the custom links and drops empty showcase slots and half links", () => {
    const parsed = profileFormSchema.parse({
      username: " lena ",
      instagramUrl: "",
      linkTitle: ["Shop", "", "Blog"],
      linkUrl: ["https://shop.example", "https://leer.example", "https://blog.example"],
      showcase: ["", "3f1c2d9e-1b2a-4c3d-8e9f-0a1b2c3d4e5f"],
      avatar: "ignored",
    });
    expect(parsed).toEqual({
      username: "lena",
      instagramUrl: null,
      customLinks: [
        { title: "Shop", url: "https://shop.example" },
        { title: "Blog", url: "https://blog.example" },
      ],
      showcase: ["3f1c2d9e-1b2a-4c3d-8e9f-0a1b2c3d4e5f"],
    });
  });

  it("takes a single link as sent once, and the update as code passes it", () => {
    expect(profileFormSchema.parse({ username: "lena", linkTitle: "Shop", linkUrl: "https://shop.example" }).customLinks).toEqual([
      { title: "Shop", url: "https://shop.example" },
    ]);
    expect(profileFormSchema.parse({ username: "lena", customLinks: [{ title: "A", url: "https://a.example" }] }).customLinks).toHaveLength(1);
  });

  it("refuses a missing or short name with the German message", () => {
    const result = profileFormSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Benutzername muss mindestens 2 Zeichen haben");
  });
});
