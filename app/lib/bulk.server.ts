import { z } from "zod";
import type { Transaction } from "~db/types";
import { db } from "./db.server";
import { badRequest } from "./errors";
import { zList } from "./request.server";
import { BULK_MAX, BULK_MESSAGES, countNoun, type Noun } from "./bulk";

/**
 * The server half of the back-office bulk actions (issue 30). A list's feature function checks
 * the admin permission, parses its own intent and filter, and hands the selection here:
 * `resolveBulkIds` turns 'these ids' or 'alle Treffer' (the list's current filter, re-run on the
 * server) into at most BULK_MAX ids; `runBulk` applies the per-row change to all of them in ONE
 * transaction (any refusal rolls every row back). Per-row functions write their own audit row.
 */

export { BULK_MAX, BULK_MESSAGES };

const selectionSchema = z.object({
  ids: zList(z.string())
    .pipe(z.array(z.string()).max(BULK_MAX, { error: BULK_MESSAGES.tooMany }))
    .pipe(z.array(z.uuid({ error: BULK_MESSAGES.badSelection }))),
  alle: z.enum(["1"], { error: BULK_MESSAGES.badSelection }).optional(),
});

export type BulkSelection = { ids: string[]; all: boolean };

/** The selection part of a bulk form: repeated `ids`, or `alle=1` for every row of the filter. */
export function parseBulkSelection(raw: unknown): BulkSelection {
  const parsed = selectionSchema.safeParse(raw);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? BULK_MESSAGES.badSelection);
  const input = parsed.data;
  return { ids: [...new Set(input.ids)], all: input.alle === "1" };
}

/**
 * The ids to change: the given ones, or those of the list's filter (`matching(limit)` returns at
 * most `limit` ids). Nothing selected, or more than BULK_MAX rows, is a German 400.
 */
export async function resolveBulkIds(selection: BulkSelection, matching: (limit: number) => Promise<string[]>): Promise<string[]> {
  const ids = selection.all ? await matching(BULK_MAX + 1) : selection.ids;
  if (ids.length === 0) throw badRequest(BULK_MESSAGES.noSelection);
  if (ids.length > BULK_MAX) throw badRequest(BULK_MESSAGES.tooMany);
  return ids;
}

/**
 * Runs `each` for every id in one transaction; `each` answers whether the row changed (a row
 * already in the wanted state is left alone). Returns how many rows were asked and changed.
 */
export async function runBulk(ids: readonly string[], each: (tx: Transaction, id: string) => Promise<boolean | void>) {
  const changed = await db.transaction(async (tx) => {
    let n = 0;
    for (const id of ids) if ((await each(tx, id)) !== false) n++;
    return n;
  });
  return { count: ids.length, changed };
}

/** The toast of a bulk action: '3 Bewertungen ausgeblendet' (verb after the counted noun). */
export function bulkDone(n: number, noun: Noun, verb: string): string {
  return `${countNoun(n, noun)} ${verb}`;
}
