// The newsletter admin page's URL (/admin/newsletter) and its CSV export (/admin/newsletter.csv).
import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

export const subscriberStatuses = ["all", "subscribed", "unsubscribed"] as const;
export type SubscriberStatusFilter = (typeof subscriberStatuses)[number];

export const subscriberPageSize = 50;

const pageInvalid = "admin.newsletter.pageInvalid" satisfies MessageId;

export const newsletterSubscribersQuerySchema = z.object({
  status: z.enum(subscriberStatuses, "admin.newsletter.statusInvalid" satisfies MessageId).default("all"),
  page: z.coerce.number(pageInvalid).int(pageInvalid).min(1, pageInvalid).max(100_000, pageInvalid).default(1),
});

export type NewsletterSubscribersQuery = z.infer<typeof newsletterSubscribersQuerySchema>;
