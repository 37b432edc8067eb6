// Request bodies and query strings for the fuzz: plausible ones for our forms, the same with one field
// broken, random fields, and malformed documents, in every content type we or a client might send.
import { Random } from "./prng.ts";

/** A form value sent as it is, not encoded: bad percent-encoding only a raw body can carry. */
export class RawText {
  readonly text: string;

  constructor(text: string) {
    this.text = text;
  }
}

export type FieldValue = string | number | boolean | null | RawText | FieldValue[] | { [key: string]: FieldValue };
export type Fields = Record<string, FieldValue>;

/** Field names of our forms and of better-auth's endpoints. */
export const fieldNames = [
  "email",
  "password",
  "name",
  "title",
  "description",
  "price",
  "year",
  "mileage",
  "location",
  "listingId",
  "message",
  "firstName",
  "lastName",
  "phone",
  "token",
  "newPassword",
  "currentPassword",
  "confirmPassword",
  "intent",
  "tier",
  "session_id",
  "sessionId",
  "slug",
  "body",
  "excerpt",
  "coverImage",
  "images",
  "photos",
  "video",
  "returnTo",
  "redirect",
  "redirectTo",
  "callbackURL",
  "make",
  "model",
  "vehicleType",
  "businessName",
  "website",
  "instagram",
  "confirmed",
  "rememberMe",
  "id",
  "builderId",
  "q",
  "cursor",
  "__proto__",
  "constructor",
] as const;

const badPercent = ["%E0%A4%A", "%ED%B0%80", "%", "%zz", "%C0%AE", "%FF", "a%00b", "%00", "%u0041", "%%%"] as const;

const hostileStrings = [
  "",
  " ",
  "   \t\n  ",
  "a",
  "a\u0000b",
  "\u0000",
  "caf\u00e9\udc00 please",
  "\ud800",
  "\udfff\ud800",
  "😀😀😀",
  "\u202eevil",
  "\ufeffbom",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "../../etc/passwd",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "-0",
  "1e309",
  "99999999999999999999999",
  "12.5",
  "0x10",
  "  42  ",
  "true",
  "[object Object]",
  "%E0%A4%A",
  "http://evil.example/",
  "//evil.example",
  "/\\evil.example",
  "javascript:alert(1)",
  "data:text/html,x",
  "/dashboard",
  "not-an-email",
  "a@b",
  "@example.com",
  "x".repeat(300),
  "y".repeat(5000),
] as const;

/** A JSON-only value: the wrong type where a string is expected. */
function wrongType(random: Random): FieldValue {
  return random.pick<() => FieldValue>([
    () => random.int(-5, 5),
    () => 1.5,
    () => -1e308,
    () => 2 ** 53 + 1,
    () => true,
    () => false,
    () => null,
    () => [],
    () => ["a", "b"],
    () => [1, 2, 3],
    () => [["nested"]],
    () => ({}),
    () => ({ a: 1 }),
    () => JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":true}}}') as FieldValue,
    () => ({ toString: "x", valueOf: 1 }),
  ])();
}

export function hugeString(random: Random): string {
  const size = random.weighted([
    [3, random.int(100_000, 300_000)],
    [1, random.int(300_000, 1_000_000)],
  ]);
  return random.pick(["A", "é", "😀", "a\u0000"]).repeat(Math.ceil(size / 2));
}

/** A value for one field: mostly hostile text, sometimes the wrong type, rarely huge. */
export function junkValue(random: Random, isJson: boolean): FieldValue {
  return random.weighted<() => FieldValue>([
    [6, () => random.pick(hostileStrings)],
    [1.5, () => random.pick(["a\u0000b", "\u0000", `fuzz-${random.hex(4)}\u0000@example.com`, "text\u0000"])],
    [
      1.5,
      () => random.pick(["caf\u00e9\udc00 please", "\ud800", `fuzz-${random.hex(4)}\udc00@example.com`, "x\udfff"]),
    ],
    [isJson ? 3 : 0, () => wrongType(random)],
    [isJson ? 0 : 2, () => new RawText(random.pick(badPercent))],
    [1, () => random.word()],
    [1, () => random.uuid()],
    [0.25, () => hugeString(random)],
  ])();
}

function email(random: Random): string {
  return `fuzz-${random.hex(8)}@example.com`;
}

/** Plausible bodies for our forms (nothing here is a demo account's e-mail, password or token). */
const templates: Record<string, (random: Random, listingId: string) => Fields> = {
  signIn: (random) => ({
    email: email(random),
    password: "not-the-password-2026",
    intent: random.pick(["sign-in", "resend"]),
    returnTo: "/dashboard",
  }),
  signUp: (random) => ({
    name: "Fuzz Camper",
    firstName: "Fuzz",
    lastName: "Camper",
    email: email(random),
    password: "a-long-enough-password-2026",
    returnTo: "/sell",
  }),
  forgotPassword: (random) => ({ email: email(random), redirectTo: "/reset-password" }),
  resetPassword: (random) => ({
    token: random.hex(24),
    newPassword: "another-long-password-2026",
    password: "another-long-password-2026",
    confirmPassword: "another-long-password-2026",
  }),
  contact: (random) => ({
    firstName: "Fuzz",
    lastName: "Buyer",
    email: email(random),
    phone: "+1 555 0100",
    message: "Is the van still available? I would like to see it this weekend.",
  }),
  newsletter: (random) => ({ email: email(random), returnTo: "/" }),
  listing: (random) => ({
    intent: random.pick(["publish", "save", "preview", "delete", "renew"]),
    title: "2016 Ford Transit camper",
    description: "A well kept camper van with a fixed bed, solar and a fridge. ".repeat(3),
    price: String(random.int(1000, 90000)),
    year: String(random.int(1970, 2026)),
    mileage: String(random.int(0, 300000)),
    location: random.pick(["Portland, OR", "Denver, CO", "97201"]),
    make: "Ford",
    model: "Transit",
    vehicleType: random.pick(["van", "class-b", "truck-camper", "skoolie"]),
    images: [random.uuid(), random.uuid()],
    video: "",
    session_id: random.uuid(),
    confirmed: "on",
  }),
  builder: (random) => ({
    businessName: "Fuzz Camper Builds",
    description: "We build custom campers in a small shop. ".repeat(3),
    location: "Bend, OR",
    website: "https://fuzz-builds.example/",
    instagram: "fuzzbuilds",
    email: email(random),
    phone: "+1 555 0101",
    images: [random.uuid()],
    session_id: random.uuid(),
    intent: random.pick(["publish", "save", "delete"]),
    confirmed: "on",
  }),
  blog: (random) => ({
    intent: random.pick(["preview", "publish", "save"]),
    title: "Fuzz post",
    slug: `fuzz-${random.hex(6)}`,
    excerpt: "A short excerpt.",
    body: "# Heading\n\nSome *markdown* with a [link](https://example.com).",
    coverImage: random.uuid(),
  }),
  checkout: (random) => ({
    tier: random.pick(["basic", "featured", "premium", "builder"]),
    intent: random.pick(["pay", "cancel"]),
    session_id: random.uuid(),
    sessionId: random.uuid(),
    listingId: random.uuid(),
  }),
  admin: (random) => ({
    intent: random.pick(["feature", "unfeature", "delete", "export"]),
    listingId: random.uuid(),
    id: random.uuid(),
  }),
  auth: (random) => ({
    email: email(random),
    password: "not-the-password-2026",
    name: "Fuzz Camper",
    callbackURL: "/dashboard",
    redirectTo: "/reset-password",
    rememberMe: true,
    token: random.hex(24),
    newPassword: "another-long-password-2026",
  }),
  uploads: (random) => ({ kind: random.pick(["photo", "video"]), listingId: random.uuid() }),
  other: (random) => ({
    intent: random.pick(["save", "delete", "publish"]),
    id: random.uuid(),
    email: email(random),
    name: "Fuzz Camper",
    title: "Fuzz title",
    message: "Hello there",
  }),
};

const templateByPath: [RegExp, string][] = [
  [/api\/auth/, "auth"],
  [/sign-in/, "signIn"],
  [/sign-up/, "signUp"],
  [/forgot/, "forgotPassword"],
  [/reset/, "resetPassword"],
  [/\/contact$/, "contact"],
  [/newsletter/, "newsletter"],
  [/admin\/(blog|new-blog)/, "blog"],
  [/admin/, "admin"],
  [/upload/, "uploads"],
  [/checkout|pricing|sell|success|cancel|tier/, "checkout"],
  [/builder/, "builder"],
  [/listing/, "listing"],
];

/** A plausible body for the path (by what it looks like), now and then for another form. */
export function plausibleFields(random: Random, path: string, listingId: string, isByPath = false): Fields {
  const byPath = templateByPath.find(([pattern]) => pattern.test(path))?.[1] ?? "other";
  const name = isByPath || random.chance(0.85) ? byPath : random.pick(Object.keys(templates));
  const template = templates[name] ?? templates.other;
  return (template as (random: Random, listingId: string) => Fields)(random, listingId);
}

/** The fields of the path's plausible body. */
export function plausibleFieldNames(path: string): string[] {
  return Object.keys(plausibleFields(new Random(0), path, "", true));
}

export const flaws = ["NUL", "lone surrogate", "list"] as const;
export type Flaw = (typeof flaws)[number];

/** The value with one flaw: a NUL or a lone surrogate in its middle, or twice in a list. */
export function withFlaw(value: FieldValue, flaw: Flaw): FieldValue {
  if (flaw === "list") return [value, value];
  if (Array.isArray(value))
    return value.length > 0 ? [withFlaw(value[0] as FieldValue, flaw), ...value.slice(1)] : ["\u0000"];
  const text = scalarText(value);
  const middle = Math.floor(text.length / 2);
  return `${text.slice(0, middle)}${flaw === "NUL" ? "\u0000" : "\udc00"}${text.slice(middle)}`;
}

/** The value almost as it was: with a NUL or a lone surrogate in it, wrapped, repeated, retyped. */
function mutateValue(random: Random, value: FieldValue, isJson: boolean): FieldValue {
  const text = typeof value === "string" ? value : scalarText(value);
  const middle = Math.floor(text.length / 2);
  return random.weighted<() => FieldValue>([
    [3, () => `${text.slice(0, middle)}\u0000${text.slice(middle)}`],
    [3, () => `${text.slice(0, middle)}\udc00${text.slice(middle)}`],
    [1, () => `${text}\ud800`],
    [1, () => ` ${text} `],
    [1, () => text.toUpperCase()],
    [1, () => ""],
    [0.5, () => text.repeat(Math.ceil(random.int(100_000, 400_000) / Math.max(1, text.length)))],
    [isJson ? 2 : 1, () => [value, value]],
    [isJson ? 1 : 0, () => ({ value })],
    [isJson ? 1 : 0, () => (Number.isFinite(Number(text)) && text !== "" ? Number(text) : 0)],
    [isJson ? 0 : 1, () => new RawText(`${percentEncode(text)}${random.pick(badPercent)}`)],
  ])();
}

/** The same fields with one of them broken: changed a little, replaced by junk, or left out. */
export function breakOneField(random: Random, fields: Fields, isJson: boolean): Fields {
  const names = Object.keys(fields);
  const broken = { ...fields };
  const name = random.chance(0.85) && names.length > 0 ? random.pick(names) : random.pick(fieldNames);
  const current = broken[name];
  if (random.chance(0.1)) delete broken[name];
  else if (current !== undefined && random.chance(0.5)) setField(broken, name, mutateValue(random, current, isJson));
  else setField(broken, name, junkValue(random, isJson));
  return broken;
}

export function randomFields(random: Random, isJson: boolean): Fields {
  const fields: Fields = {};
  const count = random.int(0, 8);
  for (let i = 0; i < count; i += 1) {
    const name = random.chance(0.9) ? random.pick(fieldNames) : random.word();
    setField(fields, name, junkValue(random, isJson));
  }
  return fields;
}

/** An own field, even when it is called `__proto__`. */
function setField(fields: Fields, name: string, value: FieldValue) {
  Object.defineProperty(fields, name, { value, enumerable: true, writable: true, configurable: true });
}

// ---- encodings ----

/** UTF-8, except that a lone surrogate becomes its three WTF-8 bytes (what a careless client sends). */
export function wtf8(text: string): Buffer {
  if (text.isWellFormed()) return Buffer.from(text, "utf8");
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    const nextUnit = text.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && nextUnit >= 0xdc00 && nextUnit <= 0xdfff) {
      bytes.push(...Buffer.from(text.slice(i, i + 2), "utf8"));
      i += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      bytes.push(0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f));
    } else {
      bytes.push(...Buffer.from(text[i] as string, "utf8"));
    }
  }
  return Buffer.from(bytes);
}

/** Percent-encoding that also takes lone surrogates (encodeURIComponent throws on them). */
export function percentEncode(text: string): string {
  if (text.length > 50_000 && !/[\ud800-\udfff]/.test(text)) return encodeURIComponent(text);
  let out = "";
  for (const byte of wtf8(text)) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

function scalarText(value: FieldValue): string {
  if (value instanceof RawText) return value.text;
  if (value === null) return "";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** Form pairs: lists repeat their key, objects use `key[sub]` as PHP and qs do. */
function formPairs(fields: Fields): [string, FieldValue][] {
  const pairs: [string, FieldValue][] = [];
  const add = (key: string, value: FieldValue) => {
    if (Array.isArray(value)) for (const item of value) add(key, item);
    else if (value !== null && typeof value === "object" && !(value instanceof RawText)) {
      for (const [sub, item] of Object.entries(value)) add(`${key}[${sub}]`, item);
    } else pairs.push([key, value]);
  };
  for (const [key, value] of Object.entries(fields)) add(key, value);
  return pairs;
}

export function formText(fields: Fields): string {
  return formPairs(fields)
    .map(([key, value]) => {
      const text = value instanceof RawText ? value.text : percentEncode(scalarText(value));
      return `${percentEncode(key)}=${text}`;
    })
    .join("&");
}

function jsonValue(value: FieldValue): unknown {
  if (value instanceof RawText) return value.text;
  if (Array.isArray(value)) return value.map(jsonValue);
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      Object.defineProperty(out, key, { value: jsonValue(item), enumerable: true, writable: true, configurable: true });
    }
    return out;
  }
  return value;
}

/** JSON text; a lone surrogate comes out as its `\udc00` escape, a `__proto__` key as an own key. */
export function jsonText(fields: Fields): string {
  return JSON.stringify(jsonValue(fields));
}

const fileFields = new Set(["images", "photos", "video", "coverImage", "file"]);

function fileBytes(random: Random): { bytes: Buffer; type: string; name: string } {
  return random.pick([
    () => ({
      bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(random.int(0, 2000), 7)]),
      type: "image/jpeg",
      name: "photo.jpg",
    }),
    () => ({
      bytes: Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"),
      type: "image/png",
      name: "truncated.png",
    }),
    () => ({ bytes: Buffer.from("not an image at all"), type: "image/jpeg", name: "lie.jpg" }),
    () => ({ bytes: Buffer.alloc(0), type: "application/octet-stream", name: "" }),
    () => ({ bytes: Buffer.from("\u0000\u0000"), type: "video/mp4", name: "../../evil\u0000.mp4" }),
    () => ({ bytes: Buffer.from("<svg onload=alert(1)>"), type: "image/svg+xml", name: "x.svg" }),
  ])();
}

function multipartBody(random: Random, fields: Fields, boundary: string): Buffer {
  const parts: Buffer[] = [];
  for (const [key, value] of formPairs(fields)) {
    const isFile = fileFields.has(key.replace(/\[.*$/, "")) && random.chance(0.6);
    if (isFile) {
      const file = fileBytes(random);
      parts.push(
        wtf8(
          `--${boundary}\r\nContent-Disposition: form-data; name="${key}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
        ),
        file.bytes,
        Buffer.from("\r\n"),
      );
    } else {
      parts.push(
        wtf8(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${scalarText(value)}\r\n`),
      );
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

export interface EncodedBody {
  /** The Content-Type header, if any. */
  contentType: string | undefined;
  body: Buffer | undefined;
  /** What was sent, for the report ("json", "multipart, truncated", "form declared as json"…). */
  label: string;
}

export type Encoding = "form" | "json" | "multipart";

/** Fields in one encoding, sometimes mislabelled or damaged. */
export function encodeFields(random: Random, fields: Fields, encoding: Encoding): EncodedBody {
  if (encoding === "form") {
    const body = Buffer.from(formText(fields), "latin1");
    return random.weighted<() => EncodedBody>([
      [10, () => ({ contentType: "application/x-www-form-urlencoded", body, label: "form" })],
      [1, () => ({ contentType: "application/x-www-form-urlencoded;charset=UTF-8", body, label: "form; charset" })],
      [1, () => ({ contentType: "application/json", body, label: "form declared as json" })],
      [1, () => ({ contentType: "text/plain", body, label: "form declared as text/plain" })],
      [1, () => ({ contentType: undefined, body, label: "form without content type" })],
    ])();
  }
  if (encoding === "json") {
    const body = wtf8(jsonText(fields));
    return random.weighted<() => EncodedBody>([
      [10, () => ({ contentType: "application/json", body, label: "json" })],
      [1, () => ({ contentType: "application/json; charset=utf-8", body, label: "json; charset" })],
      [0.5, () => ({ contentType: "Application/JSON", body, label: "json, odd case" })],
      [0.5, () => ({ contentType: "application/json; charset=utf-16", body, label: "json; charset=utf-16" })],
      [1, () => ({ contentType: "application/x-www-form-urlencoded", body, label: "json declared as form" })],
      [1, () => ({ contentType: "text/plain;charset=UTF-8", body, label: "json declared as text/plain" })],
      [0.5, () => ({ contentType: "application/ld+json", body, label: "json as application/ld+json" })],
      [0.5, () => ({ contentType: "multipart/form-data; boundary=x", body, label: "json declared as multipart" })],
    ])();
  }
  const boundary = `----fuzz${random.hex(16)}`;
  const body = multipartBody(random, fields, boundary);
  return random.weighted<() => EncodedBody>([
    [6, () => ({ contentType: `multipart/form-data; boundary=${boundary}`, body, label: "multipart" })],
    [2, () => ({ contentType: "multipart/form-data", body, label: "multipart without boundary" })],
    [
      2,
      () => ({
        contentType: `multipart/form-data; boundary=${boundary}`,
        body: body.subarray(0, random.int(1, Math.max(1, body.length - 1))),
        label: "multipart, truncated",
      }),
    ],
    [
      1,
      () => ({
        contentType: `multipart/form-data; boundary=other${random.hex(4)}`,
        body,
        label: "multipart, wrong boundary",
      }),
    ],
    [1, () => ({ contentType: `multipart/form-data; boundary="${boundary}"`, body, label: "multipart, quoted" })],
    [1, () => ({ contentType: "multipart/form-data; boundary=", body, label: "multipart, empty boundary" })],
    [1, () => ({ contentType: "application/x-www-form-urlencoded", body, label: "multipart declared as form" })],
  ])();
}

/** Bodies that are malformed as documents, whatever fields they hold. */
export function malformedBody(random: Random): EncodedBody {
  const depth = random.int(1000, 20000);
  const json = (text: string, label: string): EncodedBody => ({
    contentType: "application/json",
    body: Buffer.from(text, "latin1"),
    label: `json, ${label}`,
  });
  return random.pick<() => EncodedBody>([
    () => json('{"message":"caf\\u00e9\\udc00 please"}', "lone surrogate escape"),
    () =>
      json(
        `{"email":"caf\\u00e9\\ud800@example.com","name":"\\udc00","title":"x\\udfff","description":"\\ud83d"}`,
        "lone surrogates in several fields",
      ),
    () => json('{"email":"a\\u0000@example.com","password":"pass\\u0000word-2026"}', "escaped NUL"),
    () => json("[]", "array"),
    () => json('[{"email":"a@example.com"}]', "array of objects"),
    () => json("42", "number"),
    () => json('"just a string"', "string"),
    () => json("null", "null"),
    () => json("true", "boolean"),
    () => json("{", "truncated"),
    () => json('{"email":}', "syntax error"),
    () => json('{"email":"a@example.com"} trailing', "trailing garbage"),
    () => json("\ufeff{}", "BOM"),
    () => json("", "empty"),
    () => json(`${"[".repeat(depth)}${"]".repeat(depth)}`, "deeply nested arrays"),
    () => json(`${'{"a":'.repeat(depth / 10)}1${"}".repeat(depth / 10)}`, "deeply nested objects"),
    () => json('{"__proto__":{"isAdmin":true,"role":"admin"},"constructor":{"prototype":{"x":1}}}', "__proto__"),
    () => json('{"email":"a@example.com","email":["b"]}', "duplicate keys"),
    () => json('{"price":1e400,"year":123456789012345678901234567890,"mileage":-0}', "huge numbers"),
    () => json(`{"message":"${"\\u0000".repeat(1000)}"}`, "many NULs"),
    () => ({
      contentType: "application/json",
      body: Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
      label: "json, invalid UTF-8",
    }),
    () => ({
      contentType: "application/x-www-form-urlencoded",
      body: Buffer.from(
        random.pick([
          "email=%E0%A4%A&password=x",
          "name=%&title=%zz",
          "message=%ED%B0%80",
          "%=%",
          "a=%00",
          "==&&=",
          "email",
          "&&&",
          "listingId=%00&message=hi",
          "__proto__[admin]=1&constructor[prototype][x]=1",
          "email=a%40b.c&email=c%40d.e&email[]=x",
          `q=${"%41".repeat(30000)}`,
        ]),
      ),
      label: "form, bad encoding",
    }),
    () => ({
      contentType: "application/x-www-form-urlencoded",
      body: Buffer.from([0x65, 0x6d, 0x61, 0x69, 0x6c, 0x3d, 0xff, 0xfe, 0x00, 0xc3]),
      label: "form, raw invalid bytes",
    }),
    () => ({ contentType: "text/plain", body: Buffer.from("email=a@example.com"), label: "text/plain" }),
    () => ({ contentType: "application/xml", body: Buffer.from('<?xml version="1.0"?><a>&x;</a>'), label: "xml" }),
    () => ({
      contentType: "application/octet-stream",
      body: Buffer.from(Array.from({ length: random.int(1, 4096) }, () => random.int(0, 255))),
      label: "octet-stream",
    }),
    () => ({ contentType: ";;;", body: Buffer.from("x=1"), label: "content type ';;;'" }),
    () => ({ contentType: "application/json, text/html", body: Buffer.from("{}"), label: "two content types" }),
    () => ({
      contentType: "multipart/form-data; boundary=abc",
      body: Buffer.from("--abc\r\n"),
      label: "multipart, only a boundary",
    }),
    () => ({
      contentType: "multipart/form-data; boundary=abc",
      body: Buffer.from('--abc\r\nContent-Disposition: form-data; name="email"\r\n\r\nno end'),
      label: "multipart, no closing boundary",
    }),
    () => ({ contentType: "multipart/form-data; boundary=abc", body: Buffer.alloc(0), label: "multipart, empty" }),
    () => ({ contentType: "application/x-www-form-urlencoded", body: Buffer.alloc(0), label: "form, empty" }),
    () => ({ contentType: "application/json", body: Buffer.alloc(0), label: "json, empty" }),
    () => ({ contentType: undefined, body: Buffer.from("email=a%40example.com"), label: "no content type" }),
  ])();
}

// ---- query strings ----

const queryNames = [
  "cursor",
  "pageSize",
  "q",
  "sortBy",
  "sort",
  "minPrice",
  "maxPrice",
  "minYear",
  "maxYear",
  "radius",
  "location",
  "lat",
  "lng",
  "vehicle_type",
  "vehicleType",
  "make",
  "page",
  "returnTo",
  "redirectTo",
  "callbackURL",
  "session_id",
  "token",
  "email",
  "edit",
  "sent",
  "tier",
  "index",
  "_data",
  "id",
  "width",
  "w",
  "__proto__[x]",
  "constructor[prototype][x]",
  "a[]",
] as const;

/** Cursors near the real shape (`<sort value>_<uuid>`) and far from it. */
export function badCursor(random: Random): string {
  return random.pick<() => string>([
    () => "",
    () => "abc",
    () => "eyJ4IjoxfQ",
    () => `9999999999999999_${random.uuid()}`,
    () => `-9999999999999999_${random.uuid()}`,
    () => `2147483648_${random.uuid()}`,
    () => `0_${random.uuid()}`,
    () => `1_00000000-0000-0000-0000-000000000000`,
    () => `${random.int(0, 1e6)}_${random.uuid().slice(0, 30)}`,
    () => `${random.int(0, 1e6)}_${random.uuid()}%00`,
    () => `_${random.uuid()}`,
    () => `1.5_${random.uuid()}`,
    () => `${random.int(0, 1e6)}_${random.uuid()}_${random.uuid()}`,
    () => "%E0%A4%A",
    () => "%ED%B0%80",
    () => "..%2f",
    () => "x".repeat(random.int(100, 5000)),
    () => `${random.uuid()}`,
    () => encodeURIComponent(`${random.int(0, 9)}_${random.uuid()} `),
  ])();
}

/** A query string (without `?`), as wire text: known parameters with odd values, some malformed. */
export function randomQuery(random: Random, path: string): string {
  const parts: string[] = [];
  if (/listings|featured|builders/.test(path) && random.chance(0.7)) parts.push(`cursor=${badCursor(random)}`);
  const count = random.int(0, 5);
  for (let i = 0; i < count; i += 1) {
    const name = random.chance(0.9) ? random.pick(queryNames) : percentEncode(random.word());
    const value = random.weighted<() => string>([
      [4, () => percentEncode(String(random.pick(hostileStrings)))],
      [3, () => random.pick(badPercent)],
      [2, () => String(random.int(-100, 100_000))],
      [1, () => badCursor(random)],
      [1, () => random.uuid()],
      [1, () => random.word()],
      [0.3, () => "z".repeat(random.int(2000, 8000))],
    ])();
    parts.push(random.chance(0.05) ? name : `${name}=${value}`);
  }
  if (random.chance(0.05)) parts.push(random.pick(["&&", "=", "%", "a=1&a=2&a=3", "?=?", "#frag"]));
  return parts.join("&");
}
