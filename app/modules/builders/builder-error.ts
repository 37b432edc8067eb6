// Failures of the builder use cases that a route turns into a status and the spec's message.

export type BuilderErrorCode =
  /** Bad input: a media rule (count, kind, size), an unknown location. */
  | "invalid"
  /** No paid, unused builder session for this user. */
  | "missing-tier"
  /** The profile exists but belongs to someone else. */
  | "forbidden"
  /** No such profile. */
  | "not-found"
  /** The payment session was used by another submission first. */
  | "conflict";

export const builderErrorStatus: Record<BuilderErrorCode, number> = {
  invalid: 400,
  "missing-tier": 402,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
};

/**
 * Thrown by the builder use cases. Check with `isBuilderError`, not `instanceof` (like BillingError:
 * code loaded by Node and by the Vite server build holds different copies of the class).
 */
export class BuilderError extends Error {
  override name = "BuilderError";
  readonly code: BuilderErrorCode;
  readonly status: number;
  /** The form field the message is about, when there is one. */
  readonly field: string | undefined;

  constructor(code: BuilderErrorCode, message: string, options?: ErrorOptions & { field?: string }) {
    super(message, options);
    this.code = code;
    this.status = builderErrorStatus[code];
    this.field = options?.field;
  }
}

export function isBuilderError(error: unknown, code?: BuilderErrorCode): error is BuilderError {
  if (!(error instanceof Error) || error.name !== "BuilderError") return false;
  const actual = (error as Partial<BuilderError>).code;
  return typeof actual === "string" && actual in builderErrorStatus && (code === undefined || actual === code);
}
