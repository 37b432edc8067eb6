import { z } from "#app/lib/zod.ts";
import { uploadKinds, uploadPurposes, uploadTexts } from "./media-limits.ts";

/** The query of `POST /api/uploads?kind=image|video&purpose=listing|builder|blog`. */
export const uploadQuerySchema = z
  .object({
    kind: z.enum(uploadKinds, { error: uploadTexts.badQuery }),
    purpose: z.enum(uploadPurposes, { error: uploadTexts.badQuery }),
  })
  .refine((query) => !(query.kind === "video" && query.purpose === "blog"), { error: uploadTexts.noVideoForPurpose });

export type UploadQuery = z.output<typeof uploadQuerySchema>;
