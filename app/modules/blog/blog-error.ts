// Failures of the blog's use cases that the editor shows to the admin (with the HTTP status to answer).

export type BlogErrorCode = "invalid" | "not-found" | "slug-taken";

const statusOf: Record<BlogErrorCode, number> = { invalid: 400, "not-found": 404, "slug-taken": 409 };

/** Thrown inside a use case's transaction (so the change rolls back), turned into a result by the use case. */
export class BlogError extends Error {
  override name = "BlogError";
  readonly code: BlogErrorCode;
  readonly status: number;
  /** The form field the message belongs to, if any. */
  readonly field: string | undefined;

  constructor(code: BlogErrorCode, message: string, options: { field?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.code = code;
    this.status = statusOf[code];
    this.field = options.field;
  }
}

/** Check by name, not instanceof: Node and the Vite server build may hold different copies of the class. */
export function isBlogError(error: unknown): error is BlogError {
  return error instanceof Error && error.name === "BlogError";
}

/** A unique-constraint violation from PostgreSQL (directly, or wrapped by Drizzle as the cause). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current === "object" && (current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export type BlogResult<T> = ({ ok: true } & T) | { ok: false; status: number; message: string; field?: string };

/** Runs a use case's body; a BlogError becomes a failed result, anything else is thrown on. */
export async function blogResult<T>(run: () => Promise<T>): Promise<BlogResult<T>> {
  try {
    return { ok: true, ...(await run()) };
  } catch (error) {
    if (isBlogError(error)) {
      return {
        ok: false,
        status: error.status,
        message: error.message,
        ...(error.field ? { field: error.field } : {}),
      };
    }
    throw error;
  }
}
