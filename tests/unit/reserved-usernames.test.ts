import fs from "node:fs";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { isRouteWord, RESERVED_ROUTE_WORDS } from "../../app/features/profiles/username";

/**
 * /{username} is a profile only where no page stands (spec README decision): every first path
 * segment of the route table, and every top-level file or folder of public/, must be a reserved
 * word, so that a new page cannot be shadowed by a member who took its name first.
 */

/** The fixed first segments of the route table (layouts without a path pass their children on). */
function firstSegments(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => {
    if (entry.path === undefined || entry.path === "") return firstSegments(entry.children ?? []);
    const first = entry.path.split("/")[0]!;
    return first.startsWith(":") || first === "*" ? [] : [first];
  });
}

describe("reserved usernames", () => {
  const segments = [...new Set(firstSegments(routes))].sort();

  it("reads the route table", () => {
    expect(segments).toEqual(expect.arrayContaining(["admin", "blog", "empfehlung", "so-sortieren-wir"]));
  });

  it("reserves every first path segment of the route table", () => {
    expect(segments.filter((s) => !isRouteWord(s))).toEqual([]);
  });

  it("reserves every top-level name under public/", () => {
    expect(fs.readdirSync("public").filter((name) => !RESERVED_ROUTE_WORDS.has(name.toLowerCase()))).toEqual([]);
  });
});
