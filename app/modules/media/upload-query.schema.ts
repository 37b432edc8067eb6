import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { uploadKinds, uploadPurposes } from "./media-limits.ts";

/** The query of `POST /api/uploads?kind=image|video&purpose=listing|builder|blog`. */
export const uploadQuerySchema = z
  .object({
    kind: z.enum(uploadKinds, { error: "media.upload.badQuery" satisfies MessageId }),
    purpose: z.enum(uploadPurposes, { error: "media.upload.badQuery" satisfies MessageId }),
  })
  .refine((query) => !(query.kind === "video" && query.purpose === "blog"), {
    error: "media.upload.noVideoForPurpose" satisfies MessageId,
  });

export type UploadQuery = z.output<typeof uploadQuerySchema>;
