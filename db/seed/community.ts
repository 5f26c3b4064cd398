import * as s from "../schema";
import { at, between, insertMany, later, type People, type SeedContext } from "./context";
import type { SeedProvider } from "./providers";
import { createRng } from "./random";

/** db/schema/community.ts: favourites and author follows. */
export async function seedCommunity(ctx: SeedContext, { users, ownerOf }: People, approved: SeedProvider[]) {
  const { tx, ids, summary } = ctx;
  const favRng = createRng("favorites");
  const favCounts = [9, 6, 7, 5, 6, 4, 4, 5, 3, 3, 1, 0];
  const favorites: (typeof s.favorites.$inferInsert)[] = [];
  for (const u of users) {
    const options = approved.filter((p) => p.userId !== u.id);
    for (const p of favRng.sample(options, favCounts[u.index as number])) {
      favorites.push({ id: ids.uuid(), userId: u.id, providerId: p.id, createdAt: between(favRng, later(u.createdAt, p.createdAt), at(0)) });
    }
  }
  await insertMany(tx, s.favorites, favorites);
  summary.favorites = favorites.length;

  const followPairs: [number | "admin", number | "admin"][] = [
    [1, 0],
    [2, 0],
    [3, 0],
    [4, 0],
    [5, 0],
    [6, 0],
    [7, 0],
    [9, 0],
    [0, 2],
    [3, 2],
    [4, 2],
    [7, 2],
    [0, 3],
    [2, 3],
    [8, 3],
    [0, 4],
    [10, 4],
    [0, "admin"],
    [2, "admin"],
  ];
  const follows = followPairs.map(([f, a]) => {
    const follower = ownerOf(f)!;
    const author = ownerOf(a)!;
    return {
      id: ids.uuid(),
      followerId: follower.id,
      authorId: author.id,
      createdAt: between(favRng, later(follower.createdAt, author.createdAt), at(0)),
    };
  });
  await insertMany(tx, s.authorFollows, follows);
  summary.follows = follows.length;
  return { follows };
}
