/**
 * Reading database errors, below the features. A write that hits a unique index is answered with
 * a German 409 by the feature that knows the rule; this module only tells that it happened.
 */

/** True for PostgreSQL's unique violation (directly or as the cause of a Drizzle error), optionally of one constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const text = `${String(error)} ${String((error as { cause?: unknown })?.cause ?? "")}`;
  const code = (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return (code === "23505" || text.includes("duplicate key")) && (!constraint || text.includes(constraint));
}
