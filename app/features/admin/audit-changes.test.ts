import { describe, expect, it } from "vitest";
import { auditChanges } from "./audit.server";

describe("auditChanges", () => {
  it("lists changed fields of an update, not unchanged or technical ones", () => {
    expect(auditChanges({ id: "1", name: "Alt", city: "Köln", updatedAt: "a" }, { id: "1", name: "Neu", city: "Köln", updatedAt: "b" })).toEqual([
      { field: "name", before: "Alt", after: "Neu" },
    ]);
  });
  it("shows fields given on one side only as context", () => {
    expect(auditChanges({ status: "open", reason: "hours" }, { status: "done" })).toEqual([
      { field: "status", before: "open", after: "done" },
      { field: "reason", before: "hours" },
    ]);
  });
  it("lists the filled fields of a creation or deletion", () => {
    expect(auditChanges(null, { name: "X", website: null, categories: [] })).toEqual([{ field: "name", after: "X" }]);
    expect(auditChanges({ title: "T", linkUrl: "" }, null)).toEqual([{ field: "title", before: "T" }]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});
