// The account forms' inputs, shared by the forms and their actions: each action reads its body with one
// of these through the one reader, and better-auth is only ever handed the parsed values. Their messages are
// message ids (ADR 056), shown by the forms in the page's language.
import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { newPasswordSchema } from "./password-policy.ts";

export const accountEmailSchema = z.email({ error: "accounts.form.emailInvalid" satisfies MessageId }).max(254);

/** A reset link without a usable token, and better-auth's INVALID_TOKEN. */
export const invalidResetLinkMessage = "accounts.reset.invalidLink" satisfies MessageId;

const passwordRequired = "accounts.form.passwordRequired" satisfies MessageId;

/** The sign-in page's two forms: signing in (the default), and asking for the confirmation mail again. */
export const signInFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("sign-in").optional(),
    email: accountEmailSchema,
    password: z.string({ error: passwordRequired }).min(1, { error: passwordRequired }).max(128),
  }),
  z.object({ intent: z.literal("resend"), email: accountEmailSchema }),
]);

export const signUpSchema = z.object({ email: accountEmailSchema, password: newPasswordSchema });

export const emailOnlySchema = z.object({ email: accountEmailSchema });

/** The password first: its message is the one the form shows when both are wrong. */
export const resetPasswordSchema = z.object({
  password: newPasswordSchema,
  token: z.string({ error: invalidResetLinkMessage }).trim().min(1, { error: invalidResetLinkMessage }).max(200, {
    error: invalidResetLinkMessage,
  }),
});
