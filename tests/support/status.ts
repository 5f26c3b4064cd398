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

/** The HttpError a server function's promise is refused with: status, message and field messages (a success fails the test). */
export async function refusalOf(promise: Promise<unknown>): Promise<{ status: number; message: string; fields: Record<string, string> }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message, fields: error.fieldErrors ?? {} };
    throw error;
  }
  throw new Error("expected a refusal");
}
