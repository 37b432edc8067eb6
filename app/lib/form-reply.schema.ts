// The shape readReply (form-reply.ts) checks a reply against; loaded with the first reply.
import { z } from "#app/lib/zod.ts";

export const formReplySchema = z.object({
  ok: z.boolean(),
  message: z.string().optional(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  values: z.record(z.string(), z.union([z.string(), z.array(z.string())])).optional(),
});
