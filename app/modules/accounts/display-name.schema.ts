// The dashboard's display-name form (docs/product/selling.md, "Dashboard"), read by the form and the server.
// Browser-safe. The start of the account's own e-mail address is refused by the use case, which knows it.
import { z } from "#app/lib/zod.ts";
import { displayNameProblem, displayNameTexts } from "./display-name.ts";

export const displayNameSchema = z.object({
  displayName: z
    .string({ error: displayNameTexts.required })
    .transform((text) => text.trim())
    .superRefine((name, context) => {
      const problem = displayNameProblem(name);
      if (problem) context.addIssue({ code: "custom", message: problem });
    }),
});

export type DisplayNameInput = z.infer<typeof displayNameSchema>;
