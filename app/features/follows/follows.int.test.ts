import { describe, expect, it } from "vitest";
import { createTestUser } from "../../../tests/support/factories";
import { getFollowStats, listFollowedAuthors, setFollow } from "./follows.server";

describe("author follows", () => {
  it("follows, counts, lists and unfollows", async () => {
    const author = await createTestUser({ username: "schreiberin" });
    const fan = await createTestUser();
    const res = await setFollow(fan, author.id, "toggle");
    expect(res).toMatchObject({ action: "followed", message: "Autor erfolgreich gefolgt", isFollowing: true, followerCount: 1 });
    await setFollow(fan, author.id, "follow");
    expect(await getFollowStats(fan, author.id)).toEqual({ followerCount: 1, followingCount: 0, isFollowing: true });
    expect(await getFollowStats(null, fan.id)).toEqual({ followerCount: 0, followingCount: 1, isFollowing: false });
    const list = await listFollowedAuthors(fan);
    expect(list).toEqual([expect.objectContaining({ authorId: author.id, username: "schreiberin" })]);
    expect(list[0]!.followedAt).toBeInstanceOf(Date);
    expect(await setFollow(fan, author.id, "unfollow")).toMatchObject({
      action: "unfollowed",
      message: "Autor erfolgreich entfolgt",
      isFollowing: false,
      followerCount: 0,
    });
    expect(await listFollowedAuthors(fan)).toEqual([]);
  });

  it("refuses anonymous users (401), oneself (400) and unknown authors (404)", async () => {
    const u = await createTestUser();
    await expect(setFollow(null, u.id, "follow")).rejects.toMatchObject({ status: 401, message: "Du musst angemeldet sein, um Autoren zu folgen" });
    await expect(setFollow(u, u.id, "follow")).rejects.toMatchObject({ status: 400, message: "Du kannst dir nicht selbst folgen" });
    await expect(setFollow(u, "00000000-0000-4000-8000-000000000000", "follow")).rejects.toMatchObject({ status: 404 });
    await expect(setFollow(u, "kein-uuid", "follow")).rejects.toMatchObject({ status: 404 });
    await expect(listFollowedAuthors(null)).rejects.toMatchObject({ status: 401 });
  });
});
