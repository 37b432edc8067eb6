// The one reader: content types, size caps, storable text and the one zod parse, as a client sees them.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { readInput, readRawBody } from "./read-input.server.ts";

const schema = z.object({ name: z.string().min(1, { error: "Please enter a name." }), note: z.string().optional() });
const url = "http://localhost/form";

function post(
  body: BodyInit | null,
  contentType?: string,
  headers: Record<string, string> = {},
  address = url,
): Request {
  return new Request(address, {
    method: "POST",
    headers: { ...(contentType ? { "content-type": contentType } : {}), ...headers },
    body,
    duplex: "half",
  } as RequestInit);
}

describe("readInput", () => {
  it("parses a form post and a JSON body with the same schema", async () => {
    const form = await readInput(post("name=Ada&note=hi", "application/x-www-form-urlencoded"), { schema });
    const json = await readInput(post(JSON.stringify({ name: "Ada", note: "hi" }), "application/json"), { schema });
    expect(form).toMatchObject({ ok: true, format: "form", data: { name: "Ada", note: "hi" } });
    expect(json).toMatchObject({ ok: true, format: "json", data: { name: "Ada", note: "hi" } });
  });

  it("answers a field's own message, the values as typed, and never the password", async () => {
    const input = await readInput(post("name=&note=kept&password=secret", "application/x-www-form-urlencoded"), {
      schema,
    });
    expect(input.ok).toBe(false);
    if (input.ok) return;
    expect(input.failure.status).toBe(400);
    expect(input.failure.reply).toEqual({
      ok: false,
      message: "Please enter a name.",
      fieldErrors: { name: "Please enter a name." },
      values: { name: "", note: "kept" },
    });
  });

  it("refuses a content type the endpoint does not take with 415", async () => {
    for (const [body, type] of [
      ["name=Ada", "text/plain"],
      ["", undefined],
      ["--x\r\n", "multipart/form-data"],
    ] as const) {
      const input = await readInput(post(body, type), { schema });
      expect(input.ok ? 200 : input.failure.status).toBe(415);
      if (!input.ok)
        expect(input.failure.reply.message).toBe(
          "Send the request as application/x-www-form-urlencoded or application/json.",
        );
    }
  });

  it("says its own refusals in the language of the page posted to (docs/product/languages.md)", async () => {
    const french = "http://localhost/fr/form";
    const wrongType = await readInput(post("name=Ada", "text/plain", {}, french), { schema });
    expect(wrongType.ok ? "" : wrongType.failure.reply.message).toBe(
      "Envoyez la requête au format application/x-www-form-urlencoded ou application/json.",
    );
    const tooLarge = await readInput(
      post("name=Ada", "application/x-www-form-urlencoded", { "content-length": String(10 * 1024 * 1024) }, french),
      { schema },
    );
    expect(tooLarge.ok ? "" : tooLarge.failure.reply.message).toBe("La requête est trop volumineuse (au plus 64 Ko).");
    const withNul = await readInput(post("name=A%00da", "application/x-www-form-urlencoded", {}, french), { schema });
    expect(withNul.ok ? {} : withNul.failure.reply.fieldErrors).toEqual({
      name: "Veuillez retirer les caractères non pris en charge de ce champ.",
    });
    const notJson = await readInput(post("{", "application/json", {}, french), { schema });
    expect(notJson.ok ? "" : notJson.failure.reply.message).toBe("Le corps de la requête n’est pas du JSON valide.");
  });

  it("refuses a body declared or streamed over the cap with 413 and closes the connection", async () => {
    const declared = await readInput(
      post("name=Ada", "application/x-www-form-urlencoded", { "content-length": String(10 * 1024 * 1024) }),
      { schema },
    );
    const chunk = new TextEncoder().encode(`name=${"a".repeat(1024)}`);
    const streamed = await readInput(
      post(
        new ReadableStream({
          start(controller) {
            for (let i = 0; i < 100; i++) controller.enqueue(chunk);
            controller.close();
          },
        }),
        "application/x-www-form-urlencoded",
      ),
      { schema, maxBytes: 16 * 1024 },
    );
    for (const input of [declared, streamed]) {
      expect(input.ok).toBe(false);
      if (input.ok) continue;
      expect(input.failure.status).toBe(413);
      expect(input.failure.headers.get("connection")).toBe("close");
      expect(input.failure.reply.message).toMatch(/^The request is too large/);
    }
  });

  it("answers malformed JSON and JSON that is not an object with 400 and a message", async () => {
    for (const body of ["{", "[1,2]", "null", '"text"']) {
      const input = await readInput(post(body, "application/json"), { schema });
      expect(input.ok ? 200 : input.failure.status).toBe(400);
      if (!input.ok) expect(input.failure.reply.message).toMatch(/JSON/);
    }
  });

  it("refuses NUL with a message on its field, whichever field holds it", async () => {
    const input = await readInput(post(JSON.stringify({ name: "Ada", note: "a\u0000b" }), "application/json"), {
      schema,
    });
    expect(input.ok).toBe(false);
    if (input.ok) return;
    expect(input.failure.status).toBe(400);
    expect(input.failure.reply.fieldErrors).toEqual({
      note: "Please remove the unsupported characters from this field.",
    });
  });

  it("replaces a lone surrogate with U+FFFD and keeps the rest of the text", async () => {
    const input = await readInput(post('{"name":"caf\\u00e9\\udc00 please"}', "application/json"), { schema });
    expect(input).toMatchObject({ ok: true, data: { name: "café\uFFFD please" } });
  });

  it("keeps a __proto__ key a plain field and arrays for scalars a field error", async () => {
    const input = await readInput(post('{"__proto__":{"polluted":true},"name":["a","b"]}', "application/json"), {
      schema,
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(input.ok).toBe(false);
    if (!input.ok) expect(Object.keys(input.failure.reply.fieldErrors ?? {})).toEqual(["name"]);
  });

  it("reads multipart when the endpoint takes it, and a broken multipart body is a 400", async () => {
    const form = new FormData();
    form.append("name", "Ada");
    const good = await readInput(new Request(url, { method: "POST", body: form }), {
      schema,
      formats: ["multipart"],
    });
    expect(good).toMatchObject({ ok: true, format: "multipart", data: { name: "Ada" } });
    const broken = await readInput(post("--nope\r\nname=Ada", "multipart/form-data; boundary=x"), {
      schema,
      formats: ["multipart"],
    });
    expect(broken.ok ? 200 : broken.failure.status).toBe(400);
  });

  it("reads repeated form fields as lists only where asked", async () => {
    const lists = z.object({ name: z.string(), images: z.array(z.string()) });
    const input = await readInput(post("name=a&name=b&images=1&images=2", "application/x-www-form-urlencoded"), {
      schema: lists,
      listFields: ["images"],
    });
    expect(input).toMatchObject({ ok: true, data: { name: "a", images: ["1", "2"] } });
  });
});

describe("readRawBody", () => {
  it("gives the exact text of an accepted body", async () => {
    const body = await readRawBody(post('{ "a": "Café ✓" }', "application/json; charset=utf-8"), {
      formats: ["json"],
    });
    expect(body).toMatchObject({ ok: true, text: '{ "a": "Café ✓" }' });
  });
});
