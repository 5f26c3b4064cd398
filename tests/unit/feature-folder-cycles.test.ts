import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Linter } from "eslint";
import tseslint from "typescript-eslint";
import { afterEach, describe, expect, it } from "vitest";
import featureFolders, { featureFolderGraph, folderCycles } from "../../eslint-rules/feature-folder-cycles.js";

/** The lint rule that keeps app/features free of folder loops (docs/ARCHITECTURE.md, 'Imports'). */

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A throw-away repository with the given files (path → text). */
function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "feature-folders-"));
  temps.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

function lint(root: string, file: string) {
  const linter = new Linter({ cwd: root, configType: "flat" });
  return linter.verify(
    fs.readFileSync(path.join(root, file), "utf8"),
    [
      {
        files: ["app/features/**/*.{ts,tsx}"],
        languageOptions: { parser: tseslint.parser as Linter.Parser },
        plugins: { hanfnetz: featureFolders },
        rules: { "hanfnetz/no-feature-folder-cycle": "error" },
      },
    ],
    path.join(root, file),
  );
}

describe("no loops between feature folders", () => {
  it("the features of this repository form no folder loop", () => {
    const graph = featureFolderGraph(path.resolve("app/features"));
    expect(graph.size).toBeGreaterThan(5);
    expect(folderCycles(graph)).toEqual([]);
  });

  it("fails on a deliberately introduced loop and names the way back", () => {
    const root = tree({
      "app/features/blog/article.server.ts": 'import { profileOf } from "~/features/profiles/profile.server";\nexport const a = profileOf;\n',
      "app/features/profiles/profile.server.ts": 'import { helper } from "./helper";\nexport const profileOf = helper;\n',
      "app/features/profiles/helper.ts": 'import type { Card } from "../blog/card";\nexport const helper = (c?: Card) => c;\n',
      "app/features/blog/card.ts": "export type Card = { id: string };\n",
      "app/features/blog/card.test.ts": 'import { profileOf } from "~/features/profiles/profile.server";\nexport const t = profileOf;\n',
    });
    expect(folderCycles(featureFolderGraph(path.join(root, "app/features")))).toEqual([["blog", "profiles"]]);
    const blog = lint(root, "app/features/blog/article.server.ts");
    expect(blog).toHaveLength(1);
    expect(blog[0]).toMatchObject({ ruleId: "hanfnetz/no-feature-folder-cycle", line: 1 });
    expect(blog[0]!.message).toContain("blog → profiles → blog");
    // The type-only import of the other side is reported too; a test file is no part of the graph.
    expect(lint(root, "app/features/profiles/helper.ts")).toHaveLength(1);
    expect(lint(root, "app/features/blog/card.test.ts")).toEqual([]);
  });

  it("passes imports that run one way", () => {
    const root = tree({
      "app/features/blog/article.server.ts": 'import { profileOf } from "~/features/profiles/profile.server";\nexport const a = profileOf;\n',
      "app/features/profiles/profile.server.ts": 'import { slugify } from "~/lib/format";\nexport const profileOf = slugify;\n',
    });
    expect(folderCycles(featureFolderGraph(path.join(root, "app/features")))).toEqual([]);
    expect(lint(root, "app/features/blog/article.server.ts")).toEqual([]);
  });
});
