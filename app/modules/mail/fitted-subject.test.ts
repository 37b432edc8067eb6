// A subject naming a listing's title fits the outbox's limit (outgoing-mail.schema.ts): the title gives way, the rest
// stays whole. Before, the longest display name (50) with the longest title (120) made French subjects of 202 and 203
// characters, which the outbox refuses: a buyer's message failed with a server error, and the reply reminders' job
// failed on every run at that conversation.
import { describe, expect, it } from "vitest";
import { newMessageMail } from "#app/modules/conversations/new-message-mail.ts";
import { replyReminderMail } from "#app/modules/conversations/reply-reminder-mail.ts";
import { fittedSubject } from "./fitted-subject.ts";
import { maxMailSubjectLength, outgoingMailSchema } from "./outgoing-mail.schema.ts";

const longestName = "Marie-Ève Tremblay-Beauchemin, de la Côte-Nord Est";
const longestTitle = "Westfalia 1987 ".repeat(8);

describe("a subject that names a title", () => {
  it("is left as it is when it fits", () => {
    expect(fittedSubject((title) => `New message about ${title}`, "Westfalia 1987")).toBe(
      "New message about Westfalia 1987",
    );
  });

  it("shortens the title, and only the title, to the limit", () => {
    const subject = fittedSubject((title) => `${"N".repeat(150)} about ${title}`, longestTitle);
    expect([...subject]).toHaveLength(maxMailSubjectLength);
    expect(subject).toMatch(/^N{150} about Westfalia 1987 Westfalia 1987 Westfalia 19…$/);
  });

  it("lets a new message's mail into the outbox in French with the longest name and title", () => {
    const mail = newMessageMail({
      baseUrl: "http://roamstead.test",
      recipientEmail: "sam.seller@example.com",
      locale: "fr-CA",
      senderName: longestName,
      listingTitle: longestTitle.slice(0, 120),
      conversationId: "00000000-0000-4000-8000-000000000000",
    });
    expect(outgoingMailSchema.safeParse(mail).success, mail.subject).toBe(true);
    expect(mail.subject).toContain(longestName);
  });

  it("lets a reply reminder into the outbox in French with the longest name and title", () => {
    const mail = replyReminderMail({
      baseUrl: "http://roamstead.test",
      sellerEmail: "sam.seller@example.com",
      locale: "fr-CA",
      buyerName: longestName,
      listingTitle: longestTitle.slice(0, 120),
      conversationId: "00000000-0000-4000-8000-000000000000",
      isSecond: false,
    });
    expect(outgoingMailSchema.safeParse(mail).success, mail.subject).toBe(true);
    expect(mail.subject).toContain(longestName);
  });
});
