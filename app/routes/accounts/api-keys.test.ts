// /account/api-keys through its route module (docs/product/open-platform.md, API keys): a key made with a name and
// scopes is shown once, kept only as its hash, listed by its first characters, its owner mailed; the form's refusals;
// ten keys at most; revoking (confirmed first) stops the key at once; another account's key is 404; the export names
// keys without their hashes, and deleting the account deletes them.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiKeys, outbox } from "#app/db/schema.ts";
import { deleteAccount } from "#app/modules/accounts/delete-account.server.ts";
import { exportAccountData } from "#app/modules/accounts/export-account-data.server.ts";
import { hashApiKeyToken } from "#app/modules/api-keys/api-key-token.server.ts";
import { authenticateApiKey } from "#app/modules/api-keys/authenticate-api-key.server.ts";
import { pageThroughApp } from "#app/test/app-request-handler.ts";
import { formRequest, pageRequest, routeArgs, settle as settleAsIs } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl } from "#app/test/services.ts";
import { englishOutcome } from "#app/test/translator.tsx";
import type { Route } from "./+types/api-keys";
import { action, loader } from "./api-keys.tsx";

const bed = routeTestBed({
  accounts: {
    pat: "pat.keys@example.com",
    lee: "lee.keys@example.com",
    max: "max.keys@example.com",
    kim: "kim.keys@example.com",
  },
});

const settle = async (run: () => unknown) => englishOutcome(await settleAsIs(run));
const post = (values: Record<string, string | string[]>, cookie = bed.accounts.pat.cookie) =>
  settle(() => action(routeArgs<Route.ActionArgs>(formRequest("/account/api-keys", values, cookie), bed.context)));
const open = (path = "/account/api-keys", cookie = bed.accounts.pat.cookie) =>
  settle(() => loader(routeArgs<Route.LoaderArgs>(pageRequest(path, cookie), bed.context)));

interface Created {
  id: string;
  name: string;
  token: string;
}

async function create(name: string, scopes: string[], cookie = bed.accounts.pat.cookie): Promise<Created> {
  const outcome = await post({ intent: "create", name, scopes }, cookie);
  expect(outcome.status).toBe(200);
  return (outcome.body as { created: Created }).created;
}

const keysOf = (userId: string) => bed.db.select().from(apiKeys).where(eq(apiKeys.userId, userId));

describe("creating a key", () => {
  it("shows the key once, keeps only its hash and first characters, lists it and mails the owner", async () => {
    const created = await create("  Inventory sync ✓ ", ["read", "manage_listings"]);
    expect(created.token).toMatch(/^rsk_[A-Za-z0-9_-]{43}$/);
    expect(created.name).toBe("  Inventory sync ✓ ");

    const [stored] = await keysOf(bed.accounts.pat.id);
    expect(stored).toMatchObject({
      name: "  Inventory sync ✓ ",
      scopes: ["read", "manage_listings"],
      tokenPrefix: created.token.slice(0, 10),
      tokenHash: hashApiKeyToken(created.token),
      lastUsedAt: null,
    });
    expect(JSON.stringify(stored)).not.toContain(created.token);

    const page = await open();
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).not.toContain(created.token);
    expect(page.body).toMatchObject({
      keys: [
        { id: created.id, name: "  Inventory sync ✓ ", tokenPrefix: created.token.slice(0, 10), lastUsedAt: null },
      ],
      revoking: null,
      pageTitle: "API keys | Roamstead",
    });

    const mails = await bed.db.select().from(outbox).where(eq(outbox.recipient, bed.accounts.pat.email));
    expect(mails.map((mail) => mail.subject)).toContain("A new API key was made for your account");
    const mail = mails.find((each) => each.subject === "A new API key was made for your account");
    expect(mail?.text).toContain(`The API key "  Inventory sync ✓ " (${created.token.slice(0, 10)}…) was created`);
    expect(mail?.text).toContain("It may: Read, Manage my listings.");
    expect(mail?.text).toContain(`${testBaseUrl}/account/api-keys`);
    expect(mail?.text).not.toContain(created.token);
  });

  it("says what is missing and stores nothing", async () => {
    const before = (await keysOf(bed.accounts.lee.id)).length;
    expect(await post({ intent: "create", name: "   " }, bed.accounts.lee.cookie)).toMatchObject({
      status: 400,
      body: {
        ok: false,
        form: "create",
        fieldErrors: { name: "Name the key.", scopes: "Choose at least one thing the key may do." },
        values: { name: "   " },
      },
    });
    expect(
      await post({ intent: "create", name: "x".repeat(61), scopes: ["read"] }, bed.accounts.lee.cookie),
    ).toMatchObject({ status: 400, body: { fieldErrors: { name: "The name must be 60 characters or fewer." } } });
    expect(await post({ intent: "create", name: "Sync", scopes: ["admin"] }, bed.accounts.lee.cookie)).toMatchObject({
      status: 400,
      body: { fieldErrors: { scopes: "Choose what the key may do from the list." } },
    });
    expect((await keysOf(bed.accounts.lee.id)).length).toBe(before);
  });

  it("keeps at most 10 keys that work, revoked ones not counted", async () => {
    const made = await Promise.all(
      Array.from({ length: 10 }, (_, index) => create(`Key ${index}`, ["read"], bed.accounts.max.cookie)),
    );
    expect(await post({ intent: "create", name: "Eleventh", scopes: ["read"] }, bed.accounts.max.cookie)).toMatchObject(
      {
        status: 409,
        body: {
          ok: false,
          form: "create",
          message: "You already have 10 keys. Revoke one you no longer use before creating another.",
        },
      },
    );
    await post({ intent: "revoke", id: made[0]?.id ?? "" }, bed.accounts.max.cookie);
    expect((await create("Eleventh", ["read"], bed.accounts.max.cookie)).name).toBe("Eleventh");
  });

  it("sends a visitor to sign in", async () => {
    expect(await open("/account/api-keys", "")).toMatchObject({ status: 302 });
    expect(await post({ intent: "create", name: "Sync", scopes: ["read"] }, "")).toMatchObject({
      status: 303,
      location: expect.stringContaining("/sign-in-camper?redirect=%2Faccount%2Fapi-keys"),
    });
  });
});

describe("revoking a key", () => {
  it("asks to confirm, then the key answers 401 at once and leaves the list", async () => {
    const created = await create("Revoke me", ["manage_listings"]);
    const caller = await authenticateApiKey(bed.db, `Bearer ${created.token}`);
    expect(caller).toMatchObject({ keyId: created.id, userId: bed.accounts.pat.id, scopes: ["manage_listings"] });
    expect((await open()).body).toMatchObject({
      keys: expect.arrayContaining([expect.objectContaining({ id: created.id, lastUsedAt: expect.any(Date) })]),
    });

    expect((await open(`/account/api-keys?revoke=${created.id}`)).body).toMatchObject({
      revoking: { id: created.id, name: "Revoke me" },
    });
    expect(await post({ intent: "revoke", id: created.id })).toMatchObject({
      status: 200,
      body: { ok: true, form: "revoke", message: '"Revoke me" is revoked. It no longer works.' },
    });
    expect(await authenticateApiKey(bed.db, `Bearer ${created.token}`)).toBe("invalid");
    const page = await open();
    expect((page.body as { keys: { id: string }[] }).keys.map((key) => key.id)).not.toContain(created.id);
    expect(await post({ intent: "revoke", id: created.id })).toMatchObject({
      status: 404,
      body: { message: "This key no longer exists." },
    });
  });

  it("answers another account's key as one that does not exist", async () => {
    const theirs = await create("Lee's", ["read"], bed.accounts.lee.cookie);
    expect(await open(`/account/api-keys?revoke=${theirs.id}`)).toMatchObject({
      status: 404,
      body: { message: "This key no longer exists." },
    });
    expect(await post({ intent: "revoke", id: theirs.id })).toMatchObject({ status: 404 });
    expect(await authenticateApiKey(bed.db, `Bearer ${theirs.token}`)).toMatchObject({ keyId: theirs.id });
    expect(await open("/account/api-keys?revoke=not-an-id")).toMatchObject({
      status: 400,
      body: { message: "This key no longer exists." },
    });
  });
});

describe("the account's data", () => {
  it("exports each key's name, scopes and first characters, never its hash", async () => {
    const created = await create("Exported", ["read"], bed.accounts.lee.cookie);
    const exported = await exportAccountData({
      db: bed.db,
      userId: bed.accounts.lee.id,
      baseUrl: testBaseUrl,
      names: {},
    });
    expect(exported.apiKeys).toEqual(
      expect.arrayContaining([
        {
          name: "Exported",
          scopes: ["read"],
          tokenPrefix: created.token.slice(0, 10),
          createdAt: expect.any(Date),
          lastUsedAt: null,
          revokedAt: null,
        },
      ]),
    );
    const file = JSON.stringify(exported);
    expect(file).not.toContain(hashApiKeyToken(created.token));
    expect(file).not.toContain(created.token);
  });

  it("deleting the account deletes its keys: they stop working", async () => {
    const created = await create("Gone with me", ["read"], bed.accounts.lee.cookie);
    await deleteAccount({
      db: bed.db,
      auth: bed.services.auth,
      storage: bed.services.storage,
      userId: bed.accounts.lee.id,
      password: "correct horse battery",
      baseUrl: testBaseUrl,
    });
    expect(await keysOf(bed.accounts.lee.id)).toEqual([]);
    expect(await authenticateApiKey(bed.db, `Bearer ${created.token}`)).toBe("invalid");
  });
});

describe("the page, as a browser without JavaScript gets it", () => {
  const page = (request: Request) => pageThroughApp(request, bed.services);

  it("lists the keys, offers the form, shows a new key once and asks before revoking, in English and French", async () => {
    const created = await page(
      formRequest(
        "/account/api-keys",
        { intent: "create", name: "Page <key>", scopes: ["read"] },
        bed.accounts.kim.cookie,
      ),
    );
    expect(created.status).toBe(200);
    const token = /value="(rsk_[A-Za-z0-9_-]{43})"/.exec(created.html)?.[1];
    expect(token).toBeDefined();
    expect(created.html).toContain("Your new key: Page &lt;key&gt;");
    expect(created.html).toContain("Copy it now and keep it somewhere safe: it will not be shown again.");

    const listed = await page(pageRequest("/account/api-keys", bed.accounts.kim.cookie));
    expect(listed.html).not.toContain(token);
    expect(listed.html).toContain(`${token?.slice(0, 10)}…`);
    expect(listed.html).toMatch(/<form[^>]* action="\/account\/api-keys" method="post"/);
    const boxes = listed.html.match(/<input type="checkbox"[^>]*name="scopes"[^>]*>/g) ?? [];
    expect(boxes.map((box) => [/value="(\w+)"/.exec(box)?.[1], box.includes('checked=""')])).toEqual([
      ["read", true],
      ["manage_listings", false],
    ]);

    const [key] = (await keysOf(bed.accounts.kim.id)).filter((row) => row.name === "Page <key>");
    const asking = await page(pageRequest(`/account/api-keys?revoke=${key?.id}`, bed.accounts.kim.cookie));
    expect(asking.html).toContain("Revoke &quot;Page &lt;key&gt;&quot;?");
    expect(asking.html).toContain('name="intent" value="revoke"');

    const french = await page(pageRequest("/fr/account/api-keys", bed.accounts.kim.cookie));
    expect(french.status).toBe(200);
    expect(french.html).toContain("Clés d’API");
    expect(french.html).toContain("Gérer mes annonces");
    expect(french.html).toMatch(/action="\/fr\/account\/api-keys"/);
    // No message left as its id in what a reader reads (the page's scripts carry the ids with their words).
    expect(french.html.replace(/<script\b[\s\S]*?<\/script>/g, "")).not.toMatch(/api-keys\.[a-z]+\.[A-Za-z]/);

    const settings = await page(pageRequest("/account", bed.accounts.kim.cookie));
    expect(settings.html).toContain('href="/account/api-keys"');
    expect(settings.html).toContain("Manage API keys");
  });
});
