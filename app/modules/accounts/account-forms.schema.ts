import { z } from "zod";

const email = z.email({ error: "Please enter a valid e-mail address." }).max(254);

export const signInSchema = z.object({
  email,
  password: z.string().min(1, { error: "Please enter your password." }).max(128),
});

export const signUpSchema = z.object({ email, password: z.string().max(128) });

export const emailOnlySchema = z.object({ email });

/** The first problem of a parse, as one sentence for the form. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Please check the form.";
}
