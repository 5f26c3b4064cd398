import { describe, expect, it } from "vitest";
import { MIN_FREE_BYTES, missingPrerequisites, satisfiesMinimum, type Probe } from "./prerequisites";

const ALL_THERE: Probe = {
  nodeVersion: "v20.19.0",
  nodeRange: ">=20.19",
  nodeModules: true,
  chromium: "/usr/bin/chromium",
  java: true,
  freeBytes: MIN_FREE_BYTES * 2,
};

describe("npm test's prerequisite check", () => {
  it("says nothing when everything is there", () => {
    expect(missingPrerequisites(ALL_THERE)).toEqual([]);
  });

  it("compares the Node version with the package's engines range", () => {
    expect(satisfiesMinimum("v20.19.0", ">=20.19")).toBe(true);
    expect(satisfiesMinimum("v22.1.0", ">=20.19")).toBe(true);
    expect(satisfiesMinimum("v20.18.3", ">=20.19")).toBe(false);
    expect(satisfiesMinimum("v18.20.0", ">= 20.19")).toBe(false);
  });

  it("prints one line per missing thing, each with the command that installs it", () => {
    const lines = missingPrerequisites({
      nodeVersion: "v18.20.0",
      nodeRange: ">=20.19",
      nodeModules: false,
      chromium: null,
      java: false,
      freeBytes: 512 * 1024 ** 2,
    });
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/^Node\.js >=20\.19 is needed, this is v18\.20\.0: .*nvm install/);
    expect(lines[1]).toContain("`npm install`");
    expect(lines[2]).toMatch(/0\.5 GB .* free/);
    expect(lines[3]).toContain("`sudo apt-get install -y chromium-headless-shell`");
    expect(lines[4]).toContain("`sudo apt-get install -y default-jre-headless`");
    for (const line of lines) expect(line).not.toContain("\n");
  });

  it("names only what is missing", () => {
    expect(missingPrerequisites({ ...ALL_THERE, java: false })).toEqual([expect.stringContaining("Java for the W3C HTML checker")]);
    expect(missingPrerequisites({ ...ALL_THERE, chromium: null })).toEqual([expect.stringContaining("Chromium")]);
  });
});
