// Public questions through the whole app (docs/product/people-and-trust.md, "Public questions"): the listing page's
// 'Questions' section as a visitor, a buyer and the seller see it; asking and answering before JavaScript (a 303, or
// the page with the refusal); hiding; 'Show all questions'; no Question/Answer in the listing's JSON-LD.
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listingQuestions, outbox, rateLimitHits, user } from "#app/db/schema.ts";
import { type AppRequestHandler, createAppRequestHandler } from "#app/test/app-request-handler.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { formRequest, pageRequest } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";

const bed = routeTestBed({
  accounts: {
    seller: "sam.seller@example.com",
    buyer: "bea.buyer@example.com",
    admin: { email: "ada.admin@example.com", role: "admin" },
  },
});
let listingId = "";

beforeAll(async () => {
  listingId = await insertListingFixture(bed.db, { userId: bed.accounts.seller.id, title: "Westy in the woods" });
  await bed.db.update(user).set({ name: "Bea" }).where(eq(user.id, bed.accounts.buyer.id));
});
beforeEach(async () => {
  await bed.db.delete(listingQuestions);
  await bed.db.delete(rateLimitHits);
  await bed.db.delete(outbox);
});

let app: AppRequestHandler | undefined;
async function respond(request: Request) {
  app ??= await createAppRequestHandler(bed.services);
  const response = await app.handle(request);
  const html = await response.text();
  // What is shown: the page without its scripts (the messages and data it carries for the browser), JSON-LD kept.
  const shown = html.replace(/<script(?! type="application\/ld\+json")[\s\S]*?<\/script>/g, "");
  return { status: response.status, location: response.headers.get("location"), html, shown };
}
const page = (path: string, cookie?: string) => respond(pageRequest(path, cookie));
const post = (path: string, body: Record<string, string>, cookie?: string) => respond(formRequest(path, body, cookie));

async function storedQuestion(body: string, options: { createdAt?: Date; answerBody?: string; hidden?: boolean } = {}) {
  const [row] = await bed.db
    .insert(listingQuestions)
    .values({
      listingId,
      askerId: bed.accounts.buyer.id,
      body,
      createdAt: options.createdAt ?? new Date(),
      ...(options.answerBody ? { answerBody: options.answerBody, answeredAt: new Date() } : {}),
      ...(options.hidden ? { hiddenAt: new Date() } : {}),
    })
    .returning({ id: listingQuestions.id });
  return row?.id ?? "";
}

const position = (html: string, text: string) => {
  const at = html.indexOf(text);
  expect(at, text).toBeGreaterThan(-1);
  return at;
};

describe("the listing page's questions", () => {
  it("shows a visitor the questions newest first, with their asker and answer, and asks them to sign in", async () => {
    const older = await storedQuestion("Is the awning included?", {
      createdAt: new Date("2026-03-01T12:00:00Z"),
      answerBody: "Yes, with its poles.",
    });
    await storedQuestion("Does the heater work below freezing?", { createdAt: new Date("2026-03-04T12:00:00Z") });
    await storedQuestion("Can you hold it for me?", { hidden: true });
    const { status, shown } = await page(`/listing/${listingId}`);
    expect(status).toBe(200);
    expect(shown).toContain('id="questions"');
    expect(position(shown, "Does the heater work below freezing?")).toBeLessThan(
      position(shown, "Is the awning included?"),
    );
    expect(shown).toContain("Asked by Bea");
    expect(shown).toContain("March 4, 2026");
    expect(shown).toContain("The seller&#x27;s answer");
    expect(shown).toContain("Yes, with its poles.");
    expect(shown).toContain("Not answered yet");
    expect(shown).not.toContain("Can you hold it for me?");
    expect(shown).toContain(`href="/report-content/question/${older}"`);
    const signIn = `/sign-in-camper?redirect=${encodeURIComponent(`/listing/${listingId}#questions`)}`;
    expect(shown).toMatch(new RegExp(`href="${signIn.replace("?", "\\?")}"[^>]*>Sign in to ask a question<`));
    // A product page with many questions is no QAPage nor FAQPage: nothing of them in its structured data.
    const jsonLd = [...shown.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(jsonLd.join("")).not.toMatch(/Question|Answer|QAPage|FAQPage/);

    // A deleted asker is a former member.
    await bed.db.update(user).set({ deletedAt: new Date() }).where(eq(user.id, bed.accounts.buyer.id));
    expect((await page(`/listing/${listingId}`)).shown).toContain("Asked by Former member");
    await bed.db.update(user).set({ deletedAt: null }).where(eq(user.id, bed.accounts.buyer.id));
  });

  it("shows the seller every question, hidden ones marked, with 'Answer' and the hide form instead of 'Report'", async () => {
    const open = await storedQuestion("Does the heater work below freezing?");
    const hidden = await storedQuestion("Can you hold it for me?", { hidden: true });
    const { shown } = await page(`/listing/${listingId}`, bed.accounts.seller.cookie);
    expect(shown).toContain("Can you hold it for me?");
    expect(shown).toContain("Hidden from buyers: only the seller and Roamstead&#x27;s administrators see it.");
    expect(shown).toMatch(new RegExp(`href="/questions/${open}/answer"[^>]*>Answer<`));
    expect(shown).not.toContain(`href="/questions/${hidden}/answer"`);
    expect(shown).toContain(`action="/questions/${hidden}/hide"`);
    expect(shown).toContain(">Show again<");
    expect(shown).not.toContain("/report-content/question/");
    expect(shown).not.toContain(`action="/listing/${listingId}/questions"`);
    expect(shown).toContain("Buyers&#x27; questions about your camper appear here.");
  });

  it("shows the 20 newest, then all of them at 'Show all questions'", async () => {
    for (let n = 1; n <= 21; n++) {
      await storedQuestion(`Question number ${n} here`, { createdAt: new Date(Date.UTC(2026, 0, n)) });
    }
    const first = await page(`/listing/${listingId}`);
    expect(first.shown.match(/id="question-/g)).toHaveLength(20);
    expect(first.shown).not.toContain("Question number 1 here");
    expect(first.shown).toContain(`href="/listing/${listingId}?questions=all#questions"`);
    const all = await page(`/listing/${listingId}?questions=all`);
    expect(all.shown.match(/id="question-/g)).toHaveLength(21);
    expect((await page(`/listing/${listingId}?questions=some`)).status).toBe(400);
  });
});

describe("asking", () => {
  it("a signed-in buyer's question goes back to the listing, where it shows first", async () => {
    const { cookie } = bed.accounts.buyer;
    expect((await page(`/listing/${listingId}`, cookie)).shown).toContain(`action="/listing/${listingId}/questions"`);
    await storedQuestion("An older question here", { createdAt: new Date("2026-01-01T00:00:00Z") });
    const posted = await post(
      `/listing/${listingId}/questions`,
      { question: "  Are the tires less than five years old?  " },
      cookie,
    );
    expect(posted).toMatchObject({ status: 303, location: `/listing/${listingId}?asked=1#questions` });
    const { shown } = await page(`/listing/${listingId}?asked=1`, cookie);
    expect(shown).toContain("Your question has been posted.");
    expect(position(shown, "Are the tires less than five years old?")).toBeLessThan(
      position(shown, "An older question here"),
    );
    const [mail] = await bed.db.select().from(outbox);
    expect(mail?.recipient).toBe("sam.seller@example.com");
  });

  it("answers a refusal before JavaScript with the form, the reason and what was typed", async () => {
    const { status, html } = await post(
      `/listing/${listingId}/questions`,
      { question: "Price?" },
      bed.accounts.buyer.cookie,
    );
    expect(status).toBe(400);
    expect(html).toContain("Your question was not posted.");
    expect(html).toContain("Please write at least 10 characters.");
    expect(html).toMatch(/<textarea[^>]*name="question"[^>]*>Price\?<\/textarea>/);
    const own = await post(
      `/listing/${listingId}/questions`,
      { question: "Is this my own listing?" },
      bed.accounts.seller.cookie,
    );
    expect(own.status).toBe(403);
    expect(own.html).toContain("This is your own listing: buyers ask, you answer.");
  });

  it("sends a GET of the question address on to the listing's questions", async () => {
    expect(await page(`/listing/${listingId}/questions`)).toMatchObject({
      status: 302,
      location: `/listing/${listingId}#questions`,
    });
  });
});

describe("answering and hiding", () => {
  it("the seller answers once from the question's page; the answer shows on the listing", async () => {
    const questionId = await storedQuestion("Does the heater work below freezing?");
    const { cookie } = bed.accounts.seller;
    const manage = await page(`/questions/${questionId}/answer`, cookie);
    expect(manage.status).toBe(200);
    expect(manage.shown).toContain("A question about Westy in the woods");
    expect((await page(`/questions/${questionId}/answer`, bed.accounts.buyer.cookie)).status).toBe(403);

    const answered = await post(`/questions/${questionId}/answer`, { answer: "It does, down to -20." }, cookie);
    expect(answered.status).toBe(303);
    expect((await page(`/listing/${listingId}`)).shown).toContain("It does, down to -20.");
    const again = await post(`/questions/${questionId}/answer`, { answer: "Changed." }, cookie);
    expect(again.status).toBe(409);
    expect(again.html).toContain("This question has already been answered. An answer cannot be changed.");
    // The asker hears of it.
    expect((await bed.db.select().from(outbox)).map((mail) => mail.recipient)).toEqual(["bea.buyer@example.com"]);
  });

  it("hiding takes a question off the public page; 'Show again' brings it back", async () => {
    const questionId = await storedQuestion("Can you hold it for me?");
    expect((await post(`/questions/${questionId}/hide`, { intent: "hide" }, bed.accounts.seller.cookie)).status).toBe(
      303,
    );
    expect((await page(`/listing/${listingId}`)).shown).not.toContain("Can you hold it for me?");
    expect((await page(`/listing/${listingId}`, bed.accounts.admin.cookie)).shown).toContain("Can you hold it for me?");
    await post(`/questions/${questionId}/hide`, { intent: "show" }, bed.accounts.admin.cookie);
    expect((await page(`/listing/${listingId}`)).shown).toContain("Can you hold it for me?");
  });
});

describe("in French", () => {
  it("says it all in French", async () => {
    await storedQuestion("Le chauffage fonctionne-t-il l’hiver?");
    const { shown } = await page(`/fr/listing/${listingId}`);
    expect(shown).toContain(">Questions<");
    expect(shown).toContain("Posée par Bea");
    expect(shown).toContain("Pas encore de réponse");
    expect(shown).toContain(">Connectez-vous pour poser une question<");
    expect(shown).not.toMatch(/\bquestions\.[a-z]+\.[a-zA-Z.]+/);
  });
});
