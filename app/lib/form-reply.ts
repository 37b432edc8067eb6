// The one answer shape of every action and JSON endpoint: whether it worked, a message for the form,
// a message per field, and the values as submitted (so a form can be shown again as it was typed).
// Pages read it from `actionData` (typed by React Router); browser code that calls an endpoint with
// fetch reads it through `readReply`, which checks the shape instead of trusting it (loading the
// check's schema with the first reply, so that a page with a form does not load zod up front).

export type FieldErrors = Record<string, string>;
export type SubmittedValues = Record<string, string | string[]>;

export interface FormReply {
  ok: boolean;
  /** The form's message: what went wrong, or what happened when it worked. */
  message?: string;
  fieldErrors?: FieldErrors;
  values?: SubmittedValues;
}

/** A reply that is not ours (a proxy's error page, a cut connection): said as a form message. */
const unreadableReply = (status: number): FormReply => ({
  ok: false,
  message: status >= 500 ? "The server could not answer. Please try again." : "Something went wrong. Please try again.",
});

/** The reply of a fetch to one of our endpoints, checked; never throws for a bad body. */
export async function readReply(response: Response): Promise<FormReply> {
  const [body, { formReplySchema }] = await Promise.all([
    response.json().catch((): unknown => undefined),
    import("./form-reply.schema.ts"),
  ]);
  const parsed = formReplySchema.safeParse(body);
  if (!parsed.success) return unreadableReply(response.status);
  return { ...parsed.data, ok: parsed.data.ok && response.ok };
}

/** The first value submitted for a field, as typed (for `defaultValue`). */
export function submittedValue(reply: FormReply | undefined, field: string): string | undefined {
  const value = reply?.values?.[field];
  return Array.isArray(value) ? value[0] : value;
}
