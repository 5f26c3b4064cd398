import { HttpError } from "~/lib/errors";

/** The status a server function's promise ends with: 200, or its HttpError's status (other errors are rethrown). */
export async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}
