// People and trust (docs/product/people-and-trust.md) in a real browser, as new users would meet it: buyers write to a
// new seller who answers, and the seller's profile shows a reply time and 100%; a buyer asks a public question that the
// seller answers and the asker is mailed; the seller marks the camper sold to that buyer, the buyer confirms, both
// review, and the reviews are public only once both have written. Then a person downloads their data and deletes
// their account: they cannot sign in, their listing is gone, and the other party's conversation still reads.
import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { createVerifiedAccountByRequest, formPost, newSignedInPage, strongPassword } from "./accounts-helpers.ts";
import { accessibilityViolations, expect, test } from "./fixtures.ts";
import { waitForMails } from "./mail-sink.ts";
import { publishListingByRequest } from "./selling-helpers.ts";

test.describe.configure({ mode: "serial" });

/** A new account, signed in in a page of its own, that chose `name` as its display name in /account. */
async function newNamedMember(browser: Browser, email: string, name: string): Promise<Page> {
  const member = await newSignedInPage(browser, email);
  await member.goto("/account");
  const profile = member.getByRole("region", { name: "Public profile" });
  await profile.getByLabel("Display name").fill(name);
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(member.getByText("Your public profile has been saved.")).toBeVisible();
  return member;
}

/** A buyer's first message about `listingId`, by HTTP (the contact panel's post): the conversation's address. */
async function writeToSeller(buyer: Pick<Page, "request">, listingId: string, message: string): Promise<string> {
  const sent = await buyer.request.post(`/listing/${listingId}/contact`, formPost({ message }));
  const thread = sent.headers().location ?? "";
  expect(thread, `message about ${listingId}`).toMatch(/^\/inbox\/[0-9a-f-]{36}$/);
  return thread;
}

async function replyByRequest(member: Pick<Page, "request">, threadPath: string, message: string) {
  const replied = await member.request.post(threadPath, formPost({ intent: "reply", message }));
  expect(replied.status(), `reply in ${threadPath}`).toBe(303);
}

const unique = () => randomUUID().slice(0, 6);

test("a seller who answers shows it; a confirmed sale lets both review, public once both wrote; a question is answered in public", async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const sellerName = `Sam Rivers ${unique()}`;
  const buyerName = `Robin Vale ${unique()}`;
  const [sellerEmail, buyerEmail, otherBuyerEmail, thirdBuyerEmail] = await Promise.all([
    createVerifiedAccountByRequest(request, "trust-seller"),
    createVerifiedAccountByRequest(request, "trust-buyer"),
    createVerifiedAccountByRequest(request, "trust-buyer-2"),
    createVerifiedAccountByRequest(request, "trust-buyer-3"),
  ]);
  const seller = await newNamedMember(browser, sellerEmail, sellerName);
  const make = `Trustline${unique()}`;
  const listingPath = await publishListingByRequest(seller, {
    make,
    model: "Transit",
    price: "48,500",
    description: "High roof, 200 Ah lithium, diesel heater, fresh tyres.",
  });
  const listingId = listingPath.split("/").pop() ?? "";
  const title = `2019 ${make} Transit`;

  // Two other buyers write and the seller answers them (by HTTP: the pages are conversations.spec.ts's).
  for (const email of [otherBuyerEmail, thirdBuyerEmail]) {
    const other = await newSignedInPage(browser, email);
    const thread = await writeToSeller(other, listingId, "Hello, is it still for sale?");
    await replyByRequest(seller, thread, "It is, yes. When would you like to see it?");
    await other.context().close();
  }

  // The buyer writes through the listing's contact panel; the seller answers in the inbox.
  const buyer = await newNamedMember(browser, buyerEmail, buyerName);
  await buyer.goto(listingPath);
  const panel = buyer.locator("#contact");
  await panel.getByLabel("Message*").fill("Hi! Has the roof ever leaked?");
  await panel.getByRole("button", { name: "Send Message" }).click();
  await panel.getByRole("link", { name: "Open the conversation" }).click();
  await expect(buyer).toHaveURL(/\/inbox\/[0-9a-f-]{36}$/);
  const threadPath = new URL(buyer.url()).pathname;
  await seller.goto(threadPath);
  await seller.getByLabel("Your reply").fill("Never: it was resealed last spring.");
  await seller.getByRole("button", { name: "Send reply" }).click();
  await expect(seller.getByText("Your reply has been sent.")).toBeVisible();

  // The listing names the seller beside the contact panel, with their figures, and links to their profile.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(listingPath);
  const listedBy = visitor.getByRole("link", { name: sellerName });
  await expect(listedBy).toBeVisible();
  await expect(visitor.getByText(/Usually replies within an hour · 100% · New member/)).toBeVisible();
  await listedBy.click();
  await expect(visitor).toHaveURL(/\/seller\/[^/]+$/);
  const sellerProfilePath = new URL(visitor.url()).pathname;
  await expect(visitor.getByRole("heading", { level: 1, name: sellerName })).toBeVisible();
  await expect(visitor.getByText("Usually replies within an hour")).toBeVisible();
  await expect(visitor.getByText("100% reply rate")).toBeVisible();
  await expect(visitor.getByText("E-mail verified")).toBeVisible();
  await expect(visitor.getByRole("region", { name: "Reviews" }).getByText("No reviews yet")).toBeVisible();
  await expect(visitor.getByRole("link", { name: title }).first()).toBeVisible();
  await expect(visitor.getByText(sellerEmail)).toHaveCount(0);
  expect(await accessibilityViolations(visitor)).toEqual([]);

  // A public question: the buyer asks under the listing, the seller answers, the asker is mailed.
  await buyer.goto(`${listingPath}#questions`);
  const questions = buyer.locator("#questions");
  await questions.getByLabel("Your question").fill("Are the service records available?");
  await questions.getByRole("button", { name: "Post question" }).click();
  await expect(questions.getByText("Are the service records available?")).toBeVisible();
  await expect(questions.getByText(`Asked by ${buyerName}`)).toBeVisible();
  await seller.goto(`${listingPath}#questions`);
  await seller.locator("#questions").getByRole("link", { name: "Answer" }).first().click();
  await seller.getByLabel("Your answer").fill("Yes, every service since 2019, in a binder.");
  await seller.getByRole("button", { name: "Post answer" }).click();
  await expect(seller.getByLabel("Your answer")).toHaveCount(0);
  await visitor.goto(`${listingPath}#questions`);
  await expect(visitor.locator("#questions").getByText("Yes, every service since 2019, in a binder.")).toBeVisible();
  const [answered] = await waitForMails(buyerEmail, `The seller answered your question about ${title}`);
  expect(answered?.text).toContain(listingPath);
  expect(await accessibilityViolations(visitor, "#questions")).toEqual([]);

  // The seller marks it sold to the buyer, who is among the accounts that wrote about it.
  await seller.goto(`/mark-as-sold/${listingId}`);
  const buyers = seller.getByRole("group", { name: "Who bought it? (optional)" });
  await expect(buyers.getByLabel("Someone else / not on Roamstead")).toBeChecked();
  await buyers.getByLabel(buyerName).check();
  expect(await accessibilityViolations(seller)).toEqual([]);
  await seller.getByRole("button", { name: "Mark as sold" }).click();
  await expect(seller).toHaveURL(/sold=1/);

  // The buyer confirms from the mail's link.
  const [named] = await waitForMails(buyerEmail, new RegExp(`^${sellerName} says you bought `));
  const salePath = new URL(named?.text.match(/https?:\/\/\S+\/sale\/[0-9a-f-]{36}/)?.[0] ?? "").pathname;
  await buyer.goto(salePath);
  await expect(buyer.getByText(`${sellerName} says you bought this camper from them.`)).toBeVisible();
  await buyer.getByRole("button", { name: "I bought this" }).click();
  await expect(buyer.getByText("Sale confirmed. You can now review each other.")).toBeVisible();

  // The seller reviews first: hidden from everyone until the buyer has written too.
  await seller.goto(salePath);
  await expect(seller.getByRole("group", { name: "Accuracy of the listing" })).toHaveCount(0);
  for (const aspect of ["Communication", "The handover"]) {
    await seller.getByRole("group", { name: aspect }).getByLabel("5 stars").check();
  }
  await seller.getByLabel("Your review").fill("Robin was on time, paid as agreed and asked good questions.");
  await seller.getByRole("button", { name: "Send my review" }).click();
  await expect(
    seller.getByText(new RegExp(`Your review will appear when ${buyerName} has written theirs`)),
  ).toBeVisible();
  const buyerProfile = await profilePathOf(buyer);
  await visitor.goto(buyerProfile);
  await expect(visitor.getByRole("region", { name: "Reviews" }).getByText("No reviews yet")).toBeVisible();

  // The buyer reviews: both are public now.
  await buyer.goto(salePath);
  for (const aspect of ["Accuracy of the listing", "Communication", "The handover"]) {
    await buyer.getByRole("group", { name: aspect }).getByLabel("5 stars").check();
  }
  await buyer.getByLabel("Your review").fill("Exactly as described, and Sam showed me every system.");
  expect(await accessibilityViolations(buyer)).toEqual([]);
  await buyer.getByRole("button", { name: "Send my review" }).click();
  await expect(buyer.getByRole("heading", { name: "Reviews of this sale" })).toBeVisible();
  await visitor.goto(sellerProfilePath);
  await expect(visitor.getByText("Exactly as described, and Sam showed me every system.")).toBeVisible();
  await expect(visitor.getByText("5.0 ★ (1 review)").first()).toBeVisible();
  await visitor.goto(buyerProfile);
  await expect(visitor.getByText("Robin was on time, paid as agreed and asked good questions.")).toBeVisible();
  await visitor.context().close();
});

/** The signed-in member's own profile address, from the account settings page's link to it. */
async function profilePathOf(member: Page): Promise<string> {
  await member.goto("/account");
  const href = await member.getByRole("link", { name: "See your public profile" }).getAttribute("href");
  expect(href).toMatch(/^\/seller\/.+/);
  return href ?? "";
}

test("a person downloads their data, then deletes their account: no sign-in, no listing, the conversation still reads", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const [sellerEmail, buyerEmail] = await Promise.all([
    createVerifiedAccountByRequest(request, "leaving-seller"),
    createVerifiedAccountByRequest(request, "staying-buyer"),
  ]);
  const seller = await newNamedMember(browser, sellerEmail, `Leaving ${unique()}`);
  const make = `Leaving${unique()}`;
  const listingPath = await publishListingByRequest(seller, {
    make,
    model: "Sprinter",
    price: "61,000",
    description: "Four-season build, sold with its winter tyres.",
  });
  const listingId = listingPath.split("/").pop() ?? "";
  const buyer = await newSignedInPage(browser, buyerEmail);
  const threadPath = await writeToSeller(buyer, listingId, "Would you take 58,000?");
  await replyByRequest(seller, threadPath, "I could do 59,500.");

  // The export holds the listing and the conversation.
  await seller.goto("/account");
  const download = seller.waitForEvent("download");
  await seller.getByRole("link", { name: "Download my data" }).click();
  const exported = JSON.parse(await streamText(await (await download).createReadStream()));
  const asText = JSON.stringify(exported);
  expect(asText).toContain(make);
  expect(asText).toContain("I could do 59,500.");
  expect(asText).not.toContain(buyerEmail);

  // A wrong password deletes nothing; the right one deletes the account.
  await seller.getByRole("link", { name: "Delete my account" }).click();
  await expect(seller.getByRole("heading", { level: 1, name: "Delete your account" })).toBeVisible();
  expect(await accessibilityViolations(seller)).toEqual([]);
  await seller.getByLabel("Your password").fill("not-my-password-2026");
  await seller.getByRole("button", { name: "Delete my account" }).click();
  await expect(seller.getByText("That is not your current password.")).toBeVisible();
  await seller.getByLabel("Your password").fill(strongPassword);
  await seller.getByRole("button", { name: "Delete my account" }).click();
  await expect(seller).toHaveURL(/\/\?account=deleted$/);

  // No sign-in, no listing page, not in search.
  const signIn = await request.post(
    "/sign-in-camper",
    formPost({ intent: "sign-in", email: sellerEmail, password: strongPassword }),
  );
  expect(signIn.status()).not.toBe(302);
  expect((await request.get(listingPath)).status()).toBe(404);
  expect(await (await request.get(`/listings?make=${make}`)).text()).not.toContain(listingId);

  // The buyer's conversation still reads, with a Former member.
  await buyer.goto(threadPath);
  await expect(buyer.getByText("I could do 59,500.")).toBeVisible();
  await expect(buyer.getByText("Former member").first()).toBeVisible();
  await expect(buyer.getByLabel("Your reply")).toHaveCount(0);
  await buyer.context().close();
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}
