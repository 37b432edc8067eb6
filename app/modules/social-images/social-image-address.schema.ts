import { z } from "#app/lib/zod.ts";
import { socialImageKinds } from "./social-image-card.ts";

/** `/social/{kind}/{id}.jpg`: which page's share image; the id itself is checked where it is looked up. */
export const socialImageAddressSchema = z.object({
  kind: z.enum(socialImageKinds),
  file: z
    .string()
    .regex(/^[^/]{1,200}\.jpg$/)
    .transform((file) => file.slice(0, -".jpg".length)),
});
