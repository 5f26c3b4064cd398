import { describe, expect, it } from "vitest";
import { createTestProvider, createTestUser } from "../../../tests/support/factories";
import { statusOf } from "../../../tests/support/status";
import { listFavoriteProviders, setFavorite } from "./favorites.server";

describe("favourites", () => {
  it("requires login (401) and an approved provider (404)", async () => {
    const p = await createTestProvider();
    const pending = await createTestProvider({ status: "pending" });
    expect(await statusOf(setFavorite(null, p.id, true))).toBe(401);
    expect(await statusOf(listFavoriteProviders(null))).toBe(401);
    expect(await statusOf(setFavorite(await createTestUser(), pending.id, true))).toBe(404);
  });

  it("adds idempotently, lists newest first per user, removes", async () => {
    const user = await createTestUser();
    const other = await createTestUser();
    const a = await createTestProvider({ category: "hotels", categories: ["hotels"] });
    const b = await createTestProvider({ category: "youtube", categories: ["youtube"] });
    await setFavorite(user, a.id, true);
    await setFavorite(user, a.id, true);
    await setFavorite(user, b.id, true);
    const list = await listFavoriteProviders(user);
    expect(list.map((f) => f.id).sort()).toEqual([a.id, b.id].sort());
    expect(list.map((f) => f.category).sort()).toEqual(["hotels", "youtube"]);
    expect(await listFavoriteProviders(other)).toEqual([]);
    await setFavorite(user, a.id, false);
    expect((await listFavoriteProviders(user)).map((f) => f.id)).toEqual([b.id]);
  });
});
