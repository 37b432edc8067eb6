// The one error type of the application. Use cases throw it for every failure a user can cause or
// should hear about; routes turn it into an answer through `failureReply`
// (app/modules/platform/reply.server.ts), and anything that escapes a route is mapped to the same status by
// the root middleware (app/modules/platform/escaped-failures.server.ts).

/** Each code and the HTTP status it answers with: the only place a status is chosen for a failure. */
export const appErrorStatus = {
  /** Bad input: field errors and/or a form message. */
  invalid: 400,
  /** Not signed in. */
  unauthenticated: 401,
  /** A paid payment session is needed and there is none (or it is not paid). */
  "payment-required": 402,
  /** Signed in but not allowed: someone else's listing, not an administrator. */
  forbidden: 403,
  "not-found": 404,
  "method-not-allowed": 405,
  /** The state changed under the request: a session already used, a slug taken. */
  conflict: 409,
  /** Well-formed, but not a request that can be carried out: an idempotency key reused for another request. */
  unprocessable: 422,
  "too-large": 413,
  "unsupported-media-type": 415,
  "rate-limited": 429,
  /** A fault of ours that a form reports in its own words, keeping what was typed. */
  internal: 500,
  /** An outside service (payments, geocoder) failed or refused. */
  "bad-gateway": 502,
  /** The database (or another dependency) is unreachable for a moment: try again. */
  unavailable: 503,
} as const;

export type AppErrorCode = keyof typeof appErrorStatus;
export type FieldErrors = Record<string, string>;

export interface AppErrorOptions {
  /** Messages per form field; the form shows each beside its field. */
  fieldErrors?: FieldErrors;
  cause?: unknown;
  /** For `rate-limited` and `unavailable`: when to try again (the Retry-After header). */
  retryAfterSeconds?: number;
  /** For `bad-gateway`: the outside service that failed (app/lib/outside-service.ts). */
  service?: OutsideService;
}

/** The outside services we call (and adapt behind one interface each); see app/lib/outside-service.ts. */
export type OutsideService = "geocoder";

export class AppError extends Error {
  override name = "AppError";
  readonly code: AppErrorCode;
  readonly status: (typeof appErrorStatus)[AppErrorCode];
  readonly fieldErrors: FieldErrors;
  readonly retryAfterSeconds: number | undefined;
  readonly service: OutsideService | undefined;

  constructor(code: AppErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.code = code;
    this.status = appErrorStatus[code];
    this.fieldErrors = options.fieldErrors ?? {};
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.service = options.service;
  }
}

export function isAppError(error: unknown, code?: AppErrorCode): error is AppError {
  return error instanceof AppError && (code === undefined || error.code === code);
}

/** A failure of one field: the field's message is also the form's message. */
export function fieldError(field: string, message: string): AppError {
  return new AppError("invalid", message, { fieldErrors: { [field]: message } });
}

/** A unique-constraint violation from PostgreSQL (directly, or wrapped by Drizzle as the cause). */
export function isUniqueViolation(error: unknown): boolean {
  return hasPostgresCode(error, (code) => code === "23505");
}

/** PostgreSQL error codes of a server that is gone, restarting or refusing connections (classes 08, 57P). */
const unavailableCodes = /^(08...|57P0[1-3]|53300)$/;
const unavailableNetworkCodes = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND"]);
const unavailableMessages = /Connection terminated|connection timeout|Client has encountered a connection error/i;

/** Whether the database could not be reached (as opposed to refusing the query). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return (
    hasPostgresCode(error, (code) => unavailableCodes.test(code) || unavailableNetworkCodes.has(code)) ||
    causes(error).some((cause) => cause instanceof Error && unavailableMessages.test(cause.message))
  );
}

function hasPostgresCode(error: unknown, test: (code: string) => boolean): boolean {
  return causes(error).some((cause) => {
    const code = typeof cause === "object" && cause !== null ? (cause as { code?: unknown }).code : undefined;
    return typeof code === "string" && test(code);
  });
}

/** The error and the chain of its causes (Drizzle wraps the driver's error), at most five deep. */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current !== undefined && current !== null && chain.length < 5; ) {
    chain.push(current);
    current = typeof current === "object" ? (current as { cause?: unknown }).cause : undefined;
  }
  return chain;
}
