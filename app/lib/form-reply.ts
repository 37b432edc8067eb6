// The one answer shape of every action and JSON endpoint: whether it worked, a message for the form,
// a message per field, and the values as submitted (so a form can be shown again as it was typed).
// Pages read it from `actionData` (typed by React Router); browser code that calls an endpoint with
// fetch reads it through `readReply`, which checks the shape instead of trusting it. The check is
// written by hand, not with zod: it runs on pages whose first load has no zod, and loading a schema
// after the reply came could fail (offline, a deploy) and report a sent message as not sent.

export type FieldErrors = Record<string, string>;
export type SubmittedValues = Record<string, string | string[]>;

export interface FormReply {
  ok: boolean;
  /**
   * The form's message: what went wrong, or what happened when it worked; a message id (ADR 056), or text already
   * in the page's language, which the page translates (`Alert`, `t`).
   */
  message?: string;
  fieldErrors?: FieldErrors;
  values?: SubmittedValues;
}

/**
 * A reply that is not ours (a proxy's error page, a cut connection): said as a form message, a message id of the
 * site shell's ('The server could not answer. Please try again.', 'Something went wrong. Please try again.').
 */
const unreadableReply = (status: number): FormReply => ({
  ok: false,
  message: status >= 500 ? "site-shell.reply.serverUnreachable" : "site-shell.reply.failed",
});

/** The reply of a fetch to one of our endpoints, checked; never throws for a bad body. */
export async function readReply(response: Response): Promise<FormReply> {
  const reply = asFormReply(await response.json().catch((): unknown => undefined));
  if (!reply) return unreadableReply(response.status);
  return { ...reply, ok: reply.ok && response.ok };
}

const isText = (value: unknown): value is string => typeof value === "string";

function isRecordOf<T>(value: unknown, isEntry: (entry: unknown) => entry is T): value is Record<string, T> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every(isEntry);
}

const isSubmittedValue = (value: unknown): value is string | string[] =>
  isText(value) || (Array.isArray(value) && value.every(isText));

/** The body as a FormReply (its known fields only), or null when it is not one. */
function asFormReply(body: unknown): FormReply | null {
  if (!isRecordOf(body, (_entry): _entry is unknown => true)) return null;
  const { ok, message, fieldErrors, values } = body;
  if (typeof ok !== "boolean") return null;
  if (message !== undefined && !isText(message)) return null;
  if (fieldErrors !== undefined && !isRecordOf(fieldErrors, isText)) return null;
  if (values !== undefined && !isRecordOf(values, isSubmittedValue)) return null;
  return {
    ok,
    ...(message === undefined ? {} : { message }),
    ...(fieldErrors === undefined ? {} : { fieldErrors }),
    ...(values === undefined ? {} : { values }),
  };
}

/** The first value submitted for a field, as typed (for `defaultValue`). */
export function submittedValue(reply: FormReply | undefined, field: string): string | undefined {
  const value = reply?.values?.[field];
  return Array.isArray(value) ? value[0] : value;
}
