// The forms of /account (docs/product/people-and-trust.md, "Account settings") and /account/delete, read by the
// forms and the server. Browser-safe. Each settings form names itself in `intent`; their messages are message ids
// (ADR 056). Rules that need the database or the place lookup are the use cases'.
import { optionalMailKinds } from "#app/db/mail-preference-vocabulary.ts";
import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { accountEmailSchema } from "./account-forms.schema.ts";
import { accountLanguageSchema } from "./account-language.schema.ts";
import { displayNameSchema } from "./display-name.schema.ts";
import { newPasswordSchema } from "./password-policy.ts";

/** The most characters of 'About' (a line break counts as one). */
export const maxAboutLength = 1000;
/** The most characters of 'Place shown', as typed. */
export const maxPublicPlaceLength = 80;

const passwordRequired = "accounts.form.passwordRequired" satisfies MessageId;

/** The account's current password, as the e-mail change, the password change and the deletion ask for it. */
export const currentPasswordSchema = z
  .string({ error: passwordRequired })
  .min(1, { error: passwordRequired })
  .max(128, { error: "accounts.settings.passwordWrong" satisfies MessageId });

/** A textarea sends its line breaks as CR LF: stored (and counted) as one line feed each, the rest exactly as typed. */
const aboutSchema = z
  .string()
  .default("")
  .transform((text) => (text.trim() === "" ? "" : text.replace(/\r\n?/g, "\n")))
  .refine((text) => [...text].length <= maxAboutLength, {
    error: "accounts.settings.aboutTooLong" satisfies MessageId,
  });

/** What was typed in 'Place shown', trimmed; empty is none. The use case resolves it to its canonical words. */
const placeSchema = z
  .string()
  .default("")
  .transform((text) => text.trim())
  .refine((text) => !/\p{Cc}/u.test(text), { error: "accounts.settings.placeOneLine" satisfies MessageId })
  .refine((text) => [...text].length <= maxPublicPlaceLength, {
    error: "accounts.settings.placeTooLong" satisfies MessageId,
  });

export const publicProfileSchema = displayNameSchema.extend({
  intent: z.literal("profile"),
  about: aboutSchema,
  place: placeSchema,
});

const mailKindUnknown = "accounts.settings.mailKindUnknown" satisfies MessageId;

/** Each kind ticked is on (`mailOn`); `priceDrops` is the older switch of favourites' price drops and sales. */
export const mailChoicesSchema = z.object({
  intent: z.literal("mail"),
  mailOn: z
    .array(z.enum(optionalMailKinds, { error: mailKindUnknown }), { error: mailKindUnknown })
    .max(optionalMailKinds.length, { error: mailKindUnknown })
    .default([]),
  priceDrops: z.literal("on", { error: mailKindUnknown }).optional(),
});

export const changeEmailSchema = z.object({
  intent: z.literal("email"),
  newEmail: accountEmailSchema,
  currentPassword: currentPasswordSchema,
});

export const changePasswordSchema = z.object({
  intent: z.literal("password"),
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});

/** Every form of /account, told apart by `intent` ('language' is the dashboard's form, also shown here). */
export const accountSettingsSchema = z.discriminatedUnion(
  "intent",
  [publicProfileSchema, mailChoicesSchema, accountLanguageSchema, changeEmailSchema, changePasswordSchema],
  { error: "accounts.settings.chooseForm" satisfies MessageId },
);

export type AccountSettingsInput = z.infer<typeof accountSettingsSchema>;
export type AccountSettingsForm = AccountSettingsInput["intent"];
export const accountSettingsForms = [
  "profile",
  "mail",
  "language",
  "email",
  "password",
] as const satisfies readonly AccountSettingsForm[];

/** /account/delete's form: the password confirms it is the account's owner. */
export const deleteAccountSchema = z.object({ password: currentPasswordSchema });
