// The authorization matrix: who may do what, for EVERY route of app/routes.ts (by route id, aliases
// included) and every endpoint Express answers itself (server/express-endpoints.ts, by key), for the
// methods each serves (GET: a loader or a page; POST: an action). app/routes/authorization-matrix.test.ts
// runs each cell through the real app and fails for a route or method without a row here, so a new
// route cannot skip it. The rules are docs/product/*.md's (cited per row).
//
// Roles: `anonymous` (no session), `user` (signed in, owns nothing), `other` (signed in, has a listing
// and a builder profile of their own, but not the fixtures'), `owner` (owns the fixtures: a public and
// a private listing, a builder profile, an open local payment session), `admin` (role admin, owns nothing).

export const roles = ["anonymous", "user", "other", "owner", "admin"] as const;
export type Role = (typeof roles)[number];

/**
 * What a role gets. `allowed`: 2xx, or a redirect that is not to sign-in (the request was let through).
 * `sign-in`: 401, or a redirect to /sign-in-camper?redirect=…. `forbidden`: 403. `not-found`: 404 (the
 * thing is not shown to this role, or is not there for anyone). `invalid`: 400 (let through, the minimal
 * body refused, the same for every role). `not-served`: 405 (a resource route that only takes POST).
 */
export type Outcome = "allowed" | "sign-in" | "forbidden" | "not-found" | "invalid" | "not-served";

export type Cells = Readonly<Record<Role, Outcome>>;

/** The records the cells are about, made once for the whole matrix. */
export interface MatrixFixtures {
  /** The owner's public listing. */
  listing: string;
  /** The owner's listing visitors cannot see (inactive). */
  privateListing: string;
  /** The owner's public builder profile. */
  builder: string;
  /** The owner's account id: their public seller profile (/seller/{id}). */
  seller: string;
  /** A published blog post's slug. */
  blogSlug: string;
  /** The owner's open checkout on the local provider (our payment_sessions id). */
  paymentSession: string;
  /** The provider's id of that checkout (what /success?session_id= names). */
  providerSession: string;
  /** An uploaded photo's id (its variants are stored). */
  photo: string;
  /** An inspection report of the owner's public listing, and one of their private listing (stored PDFs). */
  document: string;
  privateDocument: string;
  /** A conversation between `user` (the buyer) and `owner` (the seller) about the owner's listing. */
  conversation: string;
  /** `user`'s public question under the owner's public listing, not answered. */
  question: string;
  /** The owner's sale to `user` (the buyer), confirmed, its reviews still to write. */
  sale: string;
  /** `user`'s public review of the owner, not answered. */
  review: string;
  /** The owner's listing draft (docs/product/selling.md, Draft). */
  draft: string;
  /** The owner's inventory import, checked and not applied (docs/product/open-platform.md, Inventory import). */
  inventoryImport: string;
  /** An offer of `user` (the buyer) the owner accepted, on a listing of the owner's since sold (making-the-deal.md). */
  acceptedOffer: string;
  /** A fresh record per cell, for POSTs that use it up (a delete, a payment). */
  fresh: {
    listing(): Promise<string>;
    builder(): Promise<string>;
    paymentSession(): Promise<string>;
    draft(): Promise<string>;
    /** Another of `user`'s questions under the owner's public listing (one to answer or hide per cell). */
    question(): Promise<string>;
    /** Another sale of the owner's to `user`, not confirmed yet. */
    sale(): Promise<string>;
    /** Another public review of the owner by `user`, not answered. */
    review(): Promise<string>;
    /** Another public listing of the owner's, held by a pending sale (making-the-deal.md, Sale pending). */
    pendingListing(): Promise<string>;
    /** An open offer of `user` (the buyer) on another public listing of the owner's (making-the-deal.md, Offers). */
    openOffer(): Promise<string>;
  };
  /** An account that only the sign-in cells sign in to (its password: {@link matrixPassword}). */
  signInEmail: string;
  /** A new e-mail address each call. */
  uniqueEmail(): string;
  /** A small PNG, for uploads. */
  png: Buffer;
}

export type MatrixBody =
  | { form: Record<string, string | string[]> }
  | { json: unknown }
  | { file: { bytes: Buffer; type: string; name: string } };

type Path = string | ((fixtures: MatrixFixtures) => string | Promise<string>);

export interface MatrixPost {
  /** When the POST goes elsewhere than the GET (a fresh record per cell). */
  path?: Path;
  body: (fixtures: MatrixFixtures) => MatrixBody | Promise<MatrixBody>;
  expect: Cells;
  /** The POST ends the session it is sent with (sign-out): each signed-in cell gets a session of its own. */
  endsSession?: boolean;
}

export interface MatrixCase {
  /** What distinguishes this case from the row's others. */
  label?: string;
  path: Path;
  /** Served by the app as a production build with DEV_MAILBOX on (the other cases: as in tests). */
  asProduction?: boolean;
  GET?: Cells;
  POST?: MatrixPost;
}

export interface MatrixRow {
  /** Where the rule is written. */
  rule: string;
  cases: readonly MatrixCase[];
}

// The usual rows.
const everyone = (outcome: Outcome): Cells => ({
  anonymous: outcome,
  user: outcome,
  other: outcome,
  owner: outcome,
  admin: outcome,
});
const signedIn: Cells = { anonymous: "sign-in", user: "allowed", other: "allowed", owner: "allowed", admin: "allowed" };
/** The owner, and administrators, who may do everything an owner may on any listing. */
const ownerOrAdmin: Cells = {
  anonymous: "sign-in",
  user: "forbidden",
  other: "forbidden",
  owner: "allowed",
  admin: "allowed",
};
const ownerOnly = (stranger: Outcome): Cells => ({
  anonymous: "sign-in",
  user: stranger,
  other: stranger,
  owner: "allowed",
  admin: stranger,
});
const adminOnly: Cells = {
  anonymous: "sign-in",
  user: "forbidden",
  other: "forbidden",
  owner: "forbidden",
  admin: "allowed",
};
const seenByOwnerOrAdmin: Cells = {
  anonymous: "not-found",
  user: "not-found",
  other: "not-found",
  owner: "allowed",
  admin: "allowed",
};

const listingForm = {
  vehicle_type: "van",
  make: "Mercedes-Benz",
  model: "Sprinter 144",
  year: "2019",
  title: "Matrix van",
  price: "65000",
  mileage: "48000",
  location: "Portland, OR",
  description: "Solar, a heater and a fixed bed.",
};
const builderForm = {
  businessName: "Trailhead Van Works",
  websiteUrl: "trailhead.example",
  description: "Sprinter conversions with off-grid power.",
  location: "Bend, OR",
  instagram: "@trailheadvans",
  email: "hello@trailhead.example",
};
/** Every matrix account's password, and the one the sign-up cells choose. */
export const matrixPassword = "matrix-Password-2024!";
const empty = (): MatrixBody => ({ form: {} });

const signInRow: MatrixRow = {
  rule: "accounts.md, Sign in: open to everyone; signed in, straight on to the target",
  cases: [
    {
      path: "/sign-in-camper",
      GET: everyone("allowed"),
      POST: {
        body: (f) => ({ form: { email: f.signInEmail, password: matrixPassword } }),
        expect: everyone("allowed"),
      },
    },
  ],
};
const signUpRow: MatrixRow = {
  rule: "accounts.md, Sign up: open to everyone",
  cases: [
    {
      path: "/custom-sign-up",
      GET: everyone("allowed"),
      POST: {
        body: (f) => ({ form: { email: f.uniqueEmail(), password: matrixPassword } }),
        expect: everyone("allowed"),
      },
    },
  ],
};
const listingPageRow: MatrixRow = {
  rule: "listing-page.md, Who sees it",
  cases: [
    { label: "public listing", path: (f) => `/listing/${f.listing}`, GET: everyone("allowed") },
    { label: "private listing", path: (f) => `/listing/${f.privateListing}`, GET: seenByOwnerOrAdmin },
  ],
};
const blogEditorRow = (path: Path): MatrixRow => ({
  rule: "blog.md, Editor; admin.md, Access (401 prompt, 403 for non-administrators)",
  cases: [
    { path, GET: adminOnly, POST: { body: () => ({ form: { intent: "preview", body: "# Hi" } }), expect: adminOnly } },
  ],
});
const paymentReturnRow = (path: Path): MatrixRow => ({
  rule: "site-shell.md, Guarded pages; payments.md: the provider says whether the payer's session was paid",
  cases: [{ path, GET: signedIn }],
});

/** Express's own endpoints: public, no session read (media.md; browse-and-search.md). */
export const expressMatrix: Record<string, MatrixRow> = {
  mediaFile: {
    rule: "media.md, What is stored and served",
    cases: [{ path: (f) => `/media/${f.photo}/480.webp`, GET: everyone("allowed") }],
  },
  mediaOriginal: {
    rule: "media.md, What is stored and served",
    cases: [{ path: (f) => `/media/${f.photo}`, GET: everyone("allowed") }],
  },
  listingPage: {
    rule: "browse-and-search.md: public listings",
    cases: [{ path: "/api/listings", GET: everyone("allowed") }],
  },
  listingCount: {
    rule: "browse-and-search.md, Results bar and chips: public listings counted",
    cases: [{ path: "/api/listings/count?vehicleType=van", GET: everyone("allowed") }],
  },
  featuredPage: {
    rule: "browse-and-search.md: public listings",
    cases: [{ path: "/api/featured", GET: everyone("allowed") }],
  },
  landingPage: {
    rule: "found-and-shared.md, Landing pages: public listings",
    cases: [{ path: "/api/campers?type=vans", GET: everyone("allowed") }],
  },
};

/**
 * Every operation of the public API (app/modules/public-api/api-operations.server.ts, by operationId), mounted as
 * server/http.ts mounts it. The API reads an API key, never a session: each role's cookie changes nothing, so a
 * listing its owner sees on the site is still no listing here.
 */
export const publicApiMatrix: Record<string, MatrixRow> = {
  listListings: {
    rule: "open-platform.md, Public API: anyone searches the public listings; a bad parameter is the page's 400",
    cases: [
      { path: "/api/v1/listings?type=van", GET: everyone("allowed") },
      { label: "a bad parameter", path: "/api/v1/listings?radius=7", GET: everyone("invalid") },
    ],
  },
  getListing: {
    rule: "open-platform.md, Public API: a public listing; any other is no listing, whoever asks",
    cases: [
      { path: (f) => `/api/v1/listings/${f.listing}`, GET: everyone("allowed") },
      {
        label: "a listing that is not public",
        path: (f) => `/api/v1/listings/${f.privateListing}`,
        GET: everyone("not-found"),
      },
    ],
  },
  listBuilders: {
    rule: "open-platform.md, Public API: the builder directory is public",
    cases: [{ path: "/api/v1/builders", GET: everyone("allowed") }],
  },
  getBuilder: {
    rule: "open-platform.md, Public API: a public builder profile",
    cases: [{ path: (f) => `/api/v1/builders/${f.builder}`, GET: everyone("allowed") }],
  },
  listSold: {
    rule: "open-platform.md, Public API: published sold prices are public",
    cases: [{ path: "/api/v1/sold", GET: everyone("allowed") }],
  },
  getOpenApiDocument: {
    rule: "open-platform.md, Public API: the OpenAPI document is public",
    cases: [{ path: "/api/v1/openapi.json", GET: everyone("allowed") }],
  },
  // A seller's own listings: a key with 'Manage my listings' only; no session is one, the owner's included (the
  // writes with keys and scopes: app/modules/api-keys/my-listings-api.server.test.ts).
  listMyListings: {
    rule: "open-platform.md, Managing listings through the API: a key with manage_listings, never a session",
    cases: [{ path: "/api/v1/my/listings", GET: everyone("sign-in") }],
  },
  getMyListing: {
    rule: "open-platform.md, Managing listings through the API: the key's owner's listing; a session is no key",
    cases: [{ path: (f) => `/api/v1/my/listings/${f.listing}`, GET: everyone("sign-in") }],
  },
  createMyListing: {
    rule: "open-platform.md, Managing listings through the API: POST with a key with manage_listings",
    cases: [{ label: "its address read with a session", path: "/api/v1/my/listings", GET: everyone("sign-in") }],
  },
  updateMyListing: {
    rule: "open-platform.md, Managing listings through the API: PATCH with a key with manage_listings",
    cases: [
      {
        label: "its address read with a session",
        path: (f) => `/api/v1/my/listings/${f.listing}`,
        GET: everyone("sign-in"),
      },
    ],
  },
  deleteMyListing: {
    rule: "open-platform.md, Managing listings through the API: DELETE with a key with manage_listings",
    cases: [
      {
        label: "its address read with a session",
        path: (f) => `/api/v1/my/listings/${f.draft}`,
        GET: everyone("sign-in"),
      },
    ],
  },
  uploadMyPhoto: {
    rule: "open-platform.md, Managing listings through the API: photos are POSTed with a key; a GET is not served",
    cases: [{ path: "/api/v1/my/photos", GET: everyone("not-served") }],
  },
};

/** Every route id of app/routes.ts. */
export const routeMatrix: Record<string, MatrixRow> = {
  "routes/home": { rule: "browse-and-search.md, Home", cases: [{ path: "/", GET: everyone("allowed") }] },
  "routes/search/search": { rule: "browse-and-search.md", cases: [{ path: "/listings", GET: everyone("allowed") }] },
  "routes/landing-pages/type": {
    rule: "found-and-shared.md, Landing pages",
    cases: [{ path: "/campers/vans", GET: everyone("allowed") }],
  },
  "routes/landing-pages/type-in-region": {
    rule: "found-and-shared.md, Landing pages",
    cases: [{ path: "/campers/vans/oregon", GET: everyone("allowed") }],
  },
  "routes/landing-pages/make": {
    rule: "found-and-shared.md, Landing pages",
    cases: [{ path: "/campers/make/mercedes-benz", GET: everyone("allowed") }],
  },
  "routes/search/featured": {
    rule: "browse-and-search.md",
    cases: [{ path: "/featured", GET: everyone("allowed") }],
  },
  "routes/about": { rule: "site-shell.md", cases: [{ path: "/about", GET: everyone("allowed") }] },
  "routes/camper-details/off-grid-rating": {
    rule: "camper-details.md, Off-grid rating",
    cases: [{ path: "/off-grid-rating", GET: everyone("allowed") }],
  },
  "routes/deal-rating/deal-rating": {
    rule: "buyers-come-back.md, Deal rating",
    cases: [{ path: "/deal-rating", GET: everyone("allowed") }],
  },
  "routes/sold/sold-prices": {
    rule: "making-the-deal.md, Sold prices: public",
    cases: [{ path: "/sold", GET: everyone("allowed") }],
  },
  "routes/developers/developers": {
    rule: "open-platform.md, Public API: the guide is public",
    cases: [{ path: "/developers", GET: everyone("allowed") }],
  },
  "routes/api/price-suggestion": {
    rule: "buyers-come-back.md, Suggested price",
    cases: [
      { path: "/api/price-suggestion?vehicle_type=van&make=Ford&year=2019", GET: everyone("allowed") },
      { path: "/api/price-suggestion?vehicle_type=boat", GET: everyone("invalid") },
    ],
  },
  "routes/api/vin-decode": {
    rule: "vin-and-paperwork.md, VIN",
    cases: [
      { path: "/api/vin-decode?vin=1HGCM82633A004352", GET: everyone("allowed") },
      { path: "/api/vin-decode?vin=1HGCM82633A004353", GET: everyone("invalid") },
    ],
  },
  "routes/billing/choose-tier": {
    rule: "payments.md, Choose a tier",
    cases: [{ path: "/sell-your-camper", GET: everyone("allowed") }],
  },
  "routes/billing/choose-tier-sell": {
    rule: "site-shell.md, Legacy URL aliases",
    cases: [{ path: "/sell", GET: everyone("allowed") }],
  },
  "routes/billing/camper-checkout": {
    rule: "payments.md, Camper checkout: a signed-in payer; signed out, sign in first",
    cases: [{ path: "/camper-checkout?tier=graze", GET: signedIn, POST: { body: empty, expect: signedIn } }],
  },
  "routes/billing/payment-success": paymentReturnRow((f) => `/success?session_id=${f.providerSession}`),
  "routes/billing/builder-success": paymentReturnRow((f) => `/builder-success?session_id=${f.providerSession}`),
  "routes/billing/payment-canceled": { rule: "payments.md", cases: [{ path: "/cancel", GET: everyone("allowed") }] },
  "routes/billing/builder-cancel": {
    rule: "payments.md",
    cases: [{ path: "/builder-cancel", GET: everyone("allowed") }],
  },
  "routes/billing/builder-pricing": {
    rule: "builders.md, Builder pricing: the page for everyone; the checkout for the signed in",
    cases: [{ path: "/builder-pricing", GET: everyone("allowed"), POST: { body: empty, expect: signedIn } }],
  },
  "routes/billing/builder-checkout": {
    rule: "builders.md, Builder checkout; site-shell.md, Guarded pages; ADR 020: only the POST starts a payment",
    cases: [{ path: "/builder-checkout?tier=roamstead", GET: signedIn, POST: { body: empty, expect: signedIn } }],
  },
  "routes/accounts/sign-in": signInRow,
  // The aliases' POSTs are refused on their input (no password), for everyone alike: the module is the
  // canonical route's, whose row above signs in and signs up for real (each costs a password hash).
  "routes/accounts/sign-in-alias": {
    ...signInRow,
    cases: [
      {
        path: "/sign-in",
        GET: everyone("allowed"),
        POST: { body: (f) => ({ form: { email: f.signInEmail, password: "" } }), expect: everyone("invalid") },
      },
    ],
  },
  "routes/accounts/sign-up": signUpRow,
  "routes/accounts/sign-up-alias": {
    ...signUpRow,
    cases: [
      {
        path: "/sign-up",
        GET: everyone("allowed"),
        POST: { body: (f) => ({ form: { email: f.uniqueEmail(), password: "short" } }), expect: everyone("invalid") },
      },
    ],
  },
  "routes/accounts/forgot-password": {
    rule: "accounts.md, Forgot password: the same answer whether or not the address has an account",
    cases: [
      {
        path: "/forgot-password",
        GET: everyone("allowed"),
        POST: { body: (f) => ({ form: { email: f.uniqueEmail() } }), expect: everyone("allowed") },
      },
    ],
  },
  "routes/accounts/reset-password": {
    rule: "accounts.md, Reset password: the link's token decides, not the session",
    cases: [
      {
        path: "/reset-password?token=not-a-token",
        GET: everyone("allowed"),
        POST: {
          body: () => ({ form: { token: "not-a-token", password: matrixPassword, confirmPassword: matrixPassword } }),
          expect: everyone("invalid"),
        },
      },
    ],
  },
  "routes/accounts/sign-out": {
    rule: "site-shell.md: Sign Out posts to /sign-out, then /",
    cases: [
      {
        path: "/sign-out",
        GET: everyone("allowed"),
        POST: { body: empty, expect: everyone("allowed"), endsSession: true },
      },
    ],
  },
  "routes/i18n/language-offer": {
    rule: "languages.md, Language offer: 'No thanks' turns the offer off for anyone, then the same page",
    cases: [{ path: "/language-offer", GET: everyone("allowed"), POST: { body: empty, expect: everyone("allowed") } }],
  },
  "routes/currencies/choose-currency": {
    rule: "currencies-and-units.md, The visitor's currency: anyone chooses theirs, then the same page",
    cases: [
      {
        path: "/currency",
        GET: everyone("allowed"),
        POST: { body: () => ({ form: { currency: "CAD" } }), expect: everyone("allowed") },
      },
    ],
  },
  "routes/dashboard": {
    rule: "selling.md, Dashboard: signed in only; each account sets its own display name",
    cases: [
      {
        path: "/dashboard",
        GET: signedIn,
        POST: { body: () => ({ form: { displayName: "Matrix member" } }), expect: signedIn },
      },
    ],
  },
  "routes/accounts/account-settings": {
    rule: "people-and-trust.md, Account settings: signed in only; each account sets its own",
    cases: [
      {
        path: "/account",
        GET: signedIn,
        POST: {
          body: () => ({ form: { intent: "mail", mailOn: ["new_messages"], priceDrops: "on" } }),
          expect: signedIn,
        },
      },
    ],
  },
  "routes/accounts/api-keys": {
    rule: "open-platform.md, API keys: the signed-in account's own keys; another's key is 404",
    cases: [
      {
        path: "/account/api-keys",
        GET: signedIn,
        POST: { body: () => ({ form: { intent: "create", name: "Matrix key", scopes: ["read"] } }), expect: signedIn },
      },
      {
        label: "a key that is not the asker's",
        path: "/account/api-keys",
        POST: {
          body: () => ({ form: { intent: "revoke", id: "00000000-0000-4000-8000-000000000000" } }),
          expect: { ...everyone("not-found"), anonymous: "sign-in" },
        },
      },
      {
        label: "the confirmation of a key that is not the asker's",
        path: "/account/api-keys?revoke=00000000-0000-4000-8000-000000000000",
        GET: { ...everyone("not-found"), anonymous: "sign-in" },
      },
    ],
  },
  "routes/accounts/webhooks": {
    rule: "open-platform.md, Webhooks: the signed-in account's own endpoints; another's endpoint or delivery is 404",
    cases: [
      {
        path: "/account/webhooks",
        GET: signedIn,
        POST: {
          body: () => ({ form: { intent: "add", url: "https://example.com/hooks", events: ["listing.sold"] } }),
          expect: signedIn,
        },
      },
      {
        label: "an endpoint that is not the asker's",
        path: "/account/webhooks",
        POST: {
          body: () => ({ form: { intent: "roll-secret", id: "00000000-0000-4000-8000-000000000000" } }),
          expect: { ...everyone("not-found"), anonymous: "sign-in" },
        },
      },
      {
        label: "a delivery that is not the asker's",
        path: "/account/webhooks",
        POST: {
          body: () => ({ form: { intent: "retry", deliveryId: "00000000-0000-4000-8000-000000000000" } }),
          expect: { ...everyone("not-found"), anonymous: "sign-in" },
        },
      },
      {
        label: "the signing secret of an endpoint that is not the asker's: the page, revealing nothing",
        path: "/account/webhooks?reveal=00000000-0000-4000-8000-000000000000",
        GET: signedIn,
      },
    ],
  },
  "routes/accounts/account-export": {
    rule: "people-and-trust.md, Account settings, 'Download my data': the signed-in account's own data",
    cases: [{ path: "/account/export", GET: signedIn }],
  },
  "routes/accounts/delete-account": {
    rule: "people-and-trust.md, Deleting an account: signed in only, confirmed by the account's password (a wrong one: 400)",
    cases: [
      {
        path: "/account/delete",
        GET: signedIn,
        POST: {
          body: () => ({ form: { password: "not-the-password" } }),
          expect: { ...everyone("invalid"), anonymous: "sign-in" },
        },
      },
    ],
  },
  "routes/api/auth": {
    rule: "accounts.md, better-auth endpoints: the used ones answer as better-auth does (no role), the rest 404",
    cases: [
      {
        label: "used",
        path: "/api/auth/get-session",
        GET: everyone("allowed"),
        POST: {
          path: "/api/auth/request-password-reset",
          body: (f) => ({ json: { email: f.uniqueEmail(), redirectTo: "/reset-password" } }),
          expect: everyone("allowed"),
        },
      },
      {
        label: "the confirmation link",
        path: "/api/auth/verify-email?token=not-a-token&callbackURL=/",
        GET: everyone("allowed"),
      },
      {
        label: "not used by the product",
        path: "/api/auth/list-sessions",
        GET: everyone("not-found"),
        POST: {
          path: "/api/auth/revoke-session",
          body: () => ({ json: { token: "not-a-token" } }),
          expect: everyone("not-found"),
        },
      },
    ],
  },
  "routes/api/healthz": {
    rule: "ARCHITECTURE.md: the health check is public",
    cases: [{ path: "/healthz", GET: everyone("allowed") }],
  },
  "routes/api/places": {
    rule: "browse-and-search.md: place suggestions",
    cases: [{ path: "/api/places?q=po", GET: everyone("allowed") }],
  },
  "routes/mail/dev-mailbox": {
    rule: "README.md, ADR 020: the outbox in development; in production (DEV_MAILBOX on) administrators only",
    cases: [
      { label: "development, as in tests", path: "/dev/mailbox", GET: everyone("allowed") },
      {
        label: "production build, DEV_MAILBOX on",
        asProduction: true,
        path: "/dev/mailbox",
        GET: { anonymous: "not-found", user: "not-found", other: "not-found", owner: "not-found", admin: "allowed" },
      },
    ],
  },
  "routes/listings/detail": listingPageRow,
  "routes/listings/detail-alias": {
    ...listingPageRow,
    cases: [
      { label: "public listing", path: (f) => `/listings/${f.listing}`, GET: everyone("allowed") },
      { label: "private listing", path: (f) => `/listings/${f.privateListing}`, GET: seenByOwnerOrAdmin },
    ],
  },
  "routes/moderation/report-listing": {
    rule: "reports-and-moderation.md, Report a listing: anyone may report a public listing, except its owner",
    cases: [
      {
        label: "public listing",
        path: (f) => `/listing/${f.listing}/report`,
        GET: { ...everyone("allowed"), owner: "forbidden" },
        POST: {
          path: async (f) => `/listing/${await f.fresh.listing()}/report`,
          body: () => ({ form: { reason: "scam", details: "Asks for a wire transfer before any visit." } }),
          expect: { ...everyone("allowed"), owner: "forbidden" },
        },
      },
      {
        label: "listing visitors cannot see",
        path: (f) => `/listing/${f.privateListing}/report`,
        GET: everyone("not-found"),
        POST: { body: () => ({ form: { reason: "scam" } }), expect: everyone("not-found") },
      },
    ],
  },
  "routes/moderation/buying-safely": {
    rule: "reports-and-moderation.md, Buying safely: a public page",
    cases: [{ path: "/buying-safely", GET: everyone("allowed") }],
  },
  "routes/paperwork/checking-paperwork": {
    rule: "vin-and-paperwork.md, Checking the paperwork",
    cases: [{ path: "/checking-paperwork", GET: everyone("allowed") }],
  },
  "routes/handover/handover-checklist": {
    rule: "making-the-deal.md, Bill of sale and handover: the handover checklist is public",
    cases: [
      { path: "/handover", GET: everyone("allowed") },
      { label: "a province", path: "/handover?region=ON", GET: everyone("allowed") },
    ],
  },
  "routes/handover/bill-of-sale": {
    rule: "making-the-deal.md, Bill of sale and handover: only the accepted offer's two parties (others, administrators included, 404)",
    cases: [
      {
        path: (f) => `/offers/${f.acceptedOffer}/bill-of-sale`,
        GET: { anonymous: "sign-in", user: "allowed", other: "not-found", owner: "allowed", admin: "not-found" },
      },
    ],
  },
  "routes/handover/bill-of-sale-pdf": {
    rule: "making-the-deal.md, Bill of sale and handover: the PDF, posted by its two parties only (others 404)",
    cases: [
      {
        path: (f) => `/offers/${f.acceptedOffer}/bill-of-sale.pdf`,
        GET: everyone("not-served"),
        POST: {
          body: () => ({ form: { sellerName: "Mireille", buyerName: "Mireille" } }),
          expect: { anonymous: "sign-in", user: "allowed", other: "not-found", owner: "allowed", admin: "not-found" },
        },
      },
    ],
  },
  "routes/api/newsletter": {
    rule: "contact-and-newsletter.md: anyone may subscribe",
    cases: [
      {
        path: "/api/newsletter",
        GET: everyone("not-served"),
        POST: { body: (f) => ({ json: { email: f.uniqueEmail() } }), expect: everyone("allowed") },
      },
    ],
  },
  "routes/newsletter/unsubscribe": {
    rule: "contact-and-newsletter.md: the link's token decides, not the session (an unknown token: 404)",
    cases: [
      {
        path: "/newsletter/unsubscribe?token=unknown",
        GET: everyone("not-found"),
        POST: { body: empty, expect: everyone("not-found") },
      },
    ],
  },
  "routes/favorites/favorites": {
    rule: "buyers-come-back.md, Favorites: the page and the hearts are the signed-in account's own; a visitor is sent to sign in",
    cases: [
      {
        path: "/favorites",
        GET: signedIn,
        POST: {
          body: (f) => ({ form: { intent: "add", listingId: f.listing, redirectTo: "/listings" } }),
          expect: signedIn,
        },
      },
      {
        label: "a listing visitors cannot see",
        path: "/favorites",
        POST: {
          body: (f) => ({ json: { intent: "add", listingId: f.privateListing } }),
          expect: {
            anonymous: "sign-in",
            user: "not-found",
            other: "not-found",
            owner: "not-found",
            admin: "not-found",
          },
        },
      },
    ],
  },
  "routes/favorites/price-drop-unsubscribe": {
    rule: "buyers-come-back.md, Price-drop mail: the link's token decides, not the session (an unknown token: 404)",
    cases: [
      {
        path: "/price-drop-alerts/unsubscribe?token=unknown",
        GET: everyone("not-found"),
        POST: { body: empty, expect: everyone("not-found") },
      },
    ],
  },
  "routes/saved-searches/saved-searches": {
    rule: "buyers-come-back.md, Saved searches and alerts: the account's own; a visitor is sent to sign in; others' searches are 404",
    cases: [
      {
        path: "/saved-searches",
        GET: signedIn,
        POST: {
          body: () => ({ form: { intent: "save", name: "Fords", frequency: "instant", query: "make=ford" } }),
          expect: signedIn,
        },
      },
      {
        label: "a saved search that is not the asker's",
        path: "/saved-searches",
        POST: {
          body: () => ({ form: { intent: "delete", id: "00000000-0000-4000-8000-000000000000" } }),
          expect: {
            anonymous: "sign-in",
            user: "not-found",
            other: "not-found",
            owner: "not-found",
            admin: "not-found",
          },
        },
      },
      {
        label: "a new feed address for a saved search that is not the asker's",
        path: "/saved-searches",
        POST: {
          body: () => ({ form: { intent: "feed", id: "00000000-0000-4000-8000-000000000000" } }),
          expect: {
            anonymous: "sign-in",
            user: "not-found",
            other: "not-found",
            owner: "not-found",
            admin: "not-found",
          },
        },
      },
    ],
  },
  "routes/conversations/inbox": {
    rule: "conversations.md, Inbox: the account's own inbox",
    cases: [{ path: "/inbox", GET: signedIn }],
  },
  "routes/conversations/contact-seller": {
    rule: "conversations.md, Contact panel: anyone may write to the seller of a public listing, signed in or not, never about their own listing",
    cases: [
      {
        label: "public listing",
        path: (f) => `/listing/${f.listing}/contact`,
        GET: everyone("allowed"),
        POST: {
          body: () => ({
            form: { firstName: "Bea", email: "bea@example.com", message: "Is it still available?" },
          }),
          expect: { ...everyone("allowed"), owner: "forbidden" },
        },
      },
      {
        label: "listing visitors cannot see",
        path: (f) => `/listing/${f.privateListing}/contact`,
        GET: everyone("not-found"),
        POST: {
          body: () => ({ form: { firstName: "Bea", email: "bea@example.com", message: "Is it still available?" } }),
          expect: everyone("not-found"),
        },
      },
    ],
  },
  "routes/questions/ask-question": {
    rule: "people-and-trust.md, Public questions: a signed-in account asks under a public listing, never its own; a GET goes on to the listing",
    cases: [
      {
        label: "public listing",
        path: (f) => `/listing/${f.listing}/questions`,
        GET: everyone("allowed"),
        POST: {
          body: () => ({ form: { question: "Does the heater work below freezing?" } }),
          expect: { anonymous: "sign-in", user: "allowed", other: "allowed", owner: "forbidden", admin: "allowed" },
        },
      },
      {
        label: "listing visitors cannot see",
        path: (f) => `/listing/${f.privateListing}/questions`,
        GET: everyone("allowed"),
        POST: {
          body: () => ({ form: { question: "Does the heater work below freezing?" } }),
          expect: { ...everyone("not-found"), anonymous: "sign-in" },
        },
      },
    ],
  },
  "routes/questions/answer-question": {
    rule: "people-and-trust.md, Public questions: only the listing's seller, or an administrator, answers, once",
    cases: [
      {
        path: (f) => `/questions/${f.question}/answer`,
        GET: ownerOrAdmin,
        POST: {
          path: async (f) => `/questions/${await f.fresh.question()}/answer`,
          body: () => ({ form: { answer: "Yes: it has a diesel heater." } }),
          expect: ownerOrAdmin,
        },
      },
      {
        label: "an unknown id",
        path: "/questions/00000000-0000-4000-8000-000000000000/answer",
        GET: { ...everyone("not-found"), anonymous: "sign-in" },
      },
    ],
  },
  "routes/questions/hide-question": {
    rule: "people-and-trust.md, Public questions: only the listing's seller, or an administrator, hides a question or shows it again",
    cases: [
      {
        path: (f) => `/questions/${f.question}/hide`,
        GET: ownerOrAdmin,
        POST: {
          path: async (f) => `/questions/${await f.fresh.question()}/hide`,
          body: () => ({ form: { intent: "hide" } }),
          expect: ownerOrAdmin,
        },
      },
    ],
  },
  "routes/conversations/thread": {
    rule: "conversations.md, Thread: only its two parties; anyone else, administrators included, gets the 404 of an unknown id",
    cases: [
      {
        path: (f) => `/inbox/${f.conversation}`,
        GET: { anonymous: "sign-in", user: "allowed", other: "not-found", owner: "allowed", admin: "not-found" },
        POST: {
          body: () => ({ form: { intent: "reply", message: "Thanks!" } }),
          expect: { anonymous: "sign-in", user: "allowed", other: "not-found", owner: "allowed", admin: "not-found" },
        },
      },
      {
        label: "an unknown id",
        path: "/inbox/00000000-0000-4000-8000-000000000000",
        GET: { anonymous: "sign-in", user: "not-found", other: "not-found", owner: "not-found", admin: "not-found" },
      },
    ],
  },
  "routes/feeds/listings-feed": {
    rule: "open-platform.md, Atom feeds: any search's feed is public; a bad parameter is the page's 400",
    cases: [
      { path: "/listings/feed.atom?vehicleType=van", GET: everyone("allowed") },
      { label: "a bad parameter", path: "/listings/feed.atom?radius=7", GET: everyone("invalid") },
    ],
  },
  "routes/feeds/saved-search-feed": {
    rule: "open-platform.md, Atom feeds: the address's token decides, not the session (an unknown token: 404)",
    cases: [{ path: `/feeds/${"x".repeat(43)}.atom`, GET: everyone("not-found") }],
  },
  "routes/saved-searches/unsubscribe": {
    rule: "buyers-come-back.md, Alerts: the link's token decides, not the session (an unknown token: 404)",
    cases: [
      {
        path: "/saved-searches/unsubscribe?token=unknown",
        GET: everyone("not-found"),
        POST: { body: empty, expect: everyone("not-found") },
      },
    ],
  },
  "routes/newsletter/confirm": {
    rule: "contact-and-newsletter.md, ADR 019: the link's token decides, not the session (an unknown token: 404)",
    cases: [
      {
        path: "/newsletter/confirm?token=unknown",
        GET: everyone("not-found"),
        POST: { body: empty, expect: everyone("not-found") },
      },
    ],
  },
  "routes/api/stripe-webhook": {
    rule: "ADR 011: Stripe's signed events only; with the local provider (tests, the default) there is no webhook: 404",
    cases: [
      {
        path: "/api/stripe/webhook",
        GET: everyone("not-served"),
        POST: { body: () => ({ json: {} }), expect: everyone("not-found") },
      },
    ],
  },
  "routes/billing/local-checkout": {
    rule: "payments.md, Local checkout: only for the session's owner (others: 404)",
    cases: [
      {
        path: (f) => `/checkout/local/${f.paymentSession}`,
        GET: ownerOnly("not-found"),
        POST: {
          path: async (f) => `/checkout/local/${await f.fresh.paymentSession()}`,
          body: () => ({ form: { intent: "cancel" } }),
          expect: ownerOnly("not-found"),
        },
      },
    ],
  },
  "routes/admin/dashboard": {
    rule: "admin.md, Access",
    cases: [
      {
        path: "/admin",
        GET: adminOnly,
        POST: { body: (f) => ({ form: { intent: "unfeature", listingId: f.listing } }), expect: adminOnly },
      },
    ],
  },
  "routes/admin/reports": {
    rule: "admin.md, Access; reports-and-moderation.md, The report queue",
    cases: [
      {
        path: "/admin/reports",
        GET: adminOnly,
        POST: {
          body: async (f) => ({ form: { intent: "hide", listingId: await f.fresh.listing() } }),
          expect: adminOnly,
        },
      },
    ],
  },
  "routes/admin/content-reports": {
    rule: "admin.md, Access; people-and-trust.md, Reports of reviews and questions (a review nobody reported: 404)",
    cases: [
      {
        path: "/admin/content-reports",
        GET: adminOnly,
        POST: {
          body: async (f) => ({ form: { intent: "keep", contentId: await f.fresh.review() } }),
          expect: { ...adminOnly, admin: "not-found" },
        },
      },
    ],
  },
  "routes/admin/integrity": {
    rule: "admin.md, Access; integrity-checks.md, The queue",
    cases: [
      {
        path: "/admin/integrity",
        GET: adminOnly,
        POST: {
          body: async (f) => ({ form: { intent: "hide", listingId: await f.fresh.listing() } }),
          expect: adminOnly,
        },
      },
    ],
  },
  "routes/admin/newsletter": { rule: "admin.md, Access", cases: [{ path: "/admin/newsletter", GET: adminOnly }] },
  "routes/admin/newsletter-csv": {
    rule: "admin.md, Access (as plain text)",
    cases: [{ path: "/admin/newsletter.csv", GET: adminOnly }],
  },
  "routes/blog/list": { rule: "blog.md: visitors read posts", cases: [{ path: "/blog", GET: everyone("allowed") }] },
  "routes/blog/rss.xml": { rule: "blog.md: the feed", cases: [{ path: "/blog/rss.xml", GET: everyone("allowed") }] },
  "routes/sitemaps/robots.txt": {
    rule: "found-and-shared.md, /robots.txt",
    cases: [{ path: "/robots.txt", GET: everyone("allowed") }],
  },
  "routes/sitemaps/sitemap.xml": {
    rule: "found-and-shared.md, Sitemaps",
    cases: [{ path: "/sitemap.xml", GET: everyone("allowed") }],
  },
  "routes/sitemaps/sitemap-file": {
    rule: "found-and-shared.md, Sitemaps: public files; a file past the last one, or no file, is not found",
    cases: [
      { path: "/sitemaps/pages.xml", GET: everyone("allowed") },
      { path: "/sitemaps/listings-99.xml", GET: everyone("not-found") },
    ],
  },
  "routes/map/basemap.svg": {
    rule: "map.md, Basemap",
    cases: [{ path: "/map/basemap.svg?detail=0", GET: everyone("allowed") }],
  },
  "routes/social-images/image": {
    rule: "found-and-shared.md, Social images: only public pages have one, for everyone",
    cases: [
      { label: "public listing", path: (f) => `/social/listing/${f.listing}.jpg`, GET: everyone("allowed") },
      { label: "private listing", path: (f) => `/social/listing/${f.privateListing}.jpg`, GET: everyone("not-found") },
      { label: "builder", path: (f) => `/social/builder/${f.builder}.jpg`, GET: everyone("allowed") },
      { label: "post", path: (f) => `/social/blog/${f.blogSlug}.jpg`, GET: everyone("allowed") },
    ],
  },
  "routes/blog/post": {
    rule: "blog.md: visitors read posts",
    cases: [{ path: (f) => `/blog/${f.blogSlug}`, GET: everyone("allowed") }],
  },
  "routes/admin/blog-editor": blogEditorRow((f) => `/admin/blog/${f.blogSlug}`),
  "routes/admin/new-blog-post": blogEditorRow("/admin/new-blog-post"),
  "routes/builders/directory": {
    rule: "builders.md, Builders directory",
    cases: [{ path: "/builders", GET: everyone("allowed") }],
  },
  "routes/api/builders": {
    rule: "builders.md, Builders directory",
    cases: [{ path: "/api/builders", GET: everyone("allowed") }],
  },
  "routes/builders/profile": {
    rule: "builders.md: a public profile",
    cases: [{ path: (f) => `/builder/${f.builder}`, GET: everyone("allowed") }],
  },
  "routes/profiles/seller-profile": {
    rule: "people-and-trust.md, Seller profiles: public; an unknown account is not found",
    cases: [
      { label: "an account", path: (f) => `/seller/${f.seller}`, GET: everyone("allowed") },
      { label: "no such account", path: "/seller/nobody-here", GET: everyone("not-found") },
    ],
  },
  "routes/builders/delete": {
    rule: "builders.md, Delete: owner only",
    cases: [
      {
        path: (f) => `/builder/${f.builder}/delete`,
        GET: ownerOnly("forbidden"),
        POST: {
          path: async (f) => `/builder/${await f.fresh.builder()}/delete`,
          body: () => ({ form: { confirmed: "yes" } }),
          expect: ownerOnly("forbidden"),
        },
      },
    ],
  },
  "routes/builders/submit": {
    rule: "builders.md, Builder form: signed in only; editing, the owner only",
    cases: [
      { label: "no payment yet", path: "/submit-builder", GET: signedIn },
      {
        label: "edit",
        path: (f) => `/submit-builder?edit=${f.builder}`,
        GET: ownerOnly("forbidden"),
        POST: { body: () => ({ form: builderForm }), expect: ownerOnly("forbidden") },
      },
    ],
  },
  "routes/builders/submit-builder-form": {
    rule: "site-shell.md, Legacy URL aliases (a redirect)",
    cases: [{ path: "/submit-builder-form", GET: everyone("allowed") }],
  },
  "routes/builders/thank-you": {
    rule: "site-shell.md, Legacy URL aliases (a redirect)",
    cases: [{ path: "/thank-you", GET: everyone("allowed") }],
  },
  "routes/builders/my-profile": {
    rule: "builders.md, My builder profile: signed in only",
    cases: [{ path: "/my-builder-profile", GET: signedIn }],
  },
  "routes/listings/submit-listing": {
    rule: "selling.md, Listing form: signed in only; editing, the owner or an administrator; a draft, its owner only",
    cases: [
      {
        path: (f) => `/submit-listing?edit=${f.listing}`,
        GET: ownerOrAdmin,
        POST: { body: () => ({ form: listingForm }), expect: ownerOrAdmin },
      },
      { label: "a new draft", path: "/submit-listing?draft=new&tier=roam", GET: signedIn },
      {
        label: "a draft: open, save",
        path: (f) => `/submit-listing?draft=${f.draft}`,
        GET: ownerOnly("not-found"),
        POST: {
          path: async (f) => `/submit-listing?draft=${await f.fresh.draft()}`,
          body: () => ({ form: { ...listingForm, tier: "graze", intent: "save-draft" } }),
          expect: ownerOnly("not-found"),
        },
      },
      {
        label: "a draft: pay and publish",
        path: (f) => `/submit-listing?draft=${f.draft}`,
        POST: {
          path: async (f) => `/submit-listing?draft=${await f.fresh.draft()}`,
          body: () => ({ form: { ...listingForm, tier: "graze", intent: "publish-draft" } }),
          expect: ownerOnly("not-found"),
        },
      },
      {
        label: "a draft: delete",
        path: (f) => `/submit-listing?draft=${f.draft}`,
        POST: {
          path: async (f) => `/submit-listing?draft=${await f.fresh.draft()}`,
          body: () => ({ form: { intent: "delete-draft" } }),
          expect: ownerOnly("not-found"),
        },
      },
    ],
  },
  "routes/listings/create-listing": {
    rule: "site-shell.md, Legacy URL aliases (a redirect into the checkout)",
    cases: [{ path: "/create-listing?tier=graze", GET: everyone("allowed") }],
  },
  "routes/listings/edit-listing": {
    rule: "selling.md, Quick edit: the owner or an administrator",
    cases: [
      {
        path: (f) => `/edit-listing/${f.listing}`,
        GET: ownerOrAdmin,
        POST: { body: () => ({ form: { title: "Matrix van", description: "Still solar." } }), expect: ownerOrAdmin },
      },
    ],
  },
  "routes/listings/my-listings": {
    rule: "selling.md, My listings: signed in, their own",
    cases: [{ path: "/my-listings", GET: signedIn }],
  },
  "routes/imports/inventory-import": {
    rule: "open-platform.md, Inventory import: signed in, their own imports; a file that is no CSV is refused",
    cases: [
      {
        path: "/my-listings/import",
        GET: signedIn,
        POST: {
          body: (f) => ({ file: { bytes: f.png, type: "text/csv", name: "inventory.csv" } }),
          expect: { ...everyone("invalid"), anonymous: "sign-in" },
        },
      },
    ],
  },
  "routes/imports/import-template": {
    rule: "open-platform.md, Inventory import: the template is the same file for everyone",
    cases: [{ path: "/my-listings/import/template.csv", GET: everyone("allowed") }],
  },
  "routes/imports/import-result": {
    rule: "open-platform.md, Inventory import: an import is its owner's alone; anyone else's is 404",
    cases: [
      {
        path: (f) => `/my-listings/import/${f.inventoryImport}`,
        GET: ownerOnly("not-found"),
        POST: { body: empty, expect: ownerOnly("not-found") },
      },
    ],
  },
  "routes/listings/listing-live": {
    rule: "selling.md, Your listing is live: the owner or an administrator",
    cases: [{ path: (f) => `/my-listings/${f.listing}/live`, GET: ownerOrAdmin }],
  },
  "routes/listings/delete-listing": {
    rule: "selling.md, Delete: the owner or an administrator",
    cases: [
      {
        path: (f) => `/delete-listing/${f.listing}`,
        GET: ownerOrAdmin,
        POST: { path: async (f) => `/delete-listing/${await f.fresh.listing()}`, body: empty, expect: ownerOrAdmin },
      },
    ],
  },
  "routes/listings/mark-as-sold": {
    rule: "mark-as-sold.md: the owner or an administrator",
    cases: [
      {
        path: (f) => `/mark-as-sold/${f.listing}`,
        GET: ownerOrAdmin,
        POST: { path: async (f) => `/mark-as-sold/${await f.fresh.listing()}`, body: empty, expect: ownerOrAdmin },
      },
    ],
  },
  "routes/offers/make-offer": {
    rule: "making-the-deal.md, Offers: a signed-in buyer offers on a public listing, never on their own",
    cases: [
      {
        label: "public listing",
        path: async (f) => `/listing/${await f.fresh.listing()}/offer`,
        GET: signedIn,
        POST: {
          body: () => ({ form: { amount: "1000", note: "", open_days: "2" } }),
          expect: { ...signedIn, owner: "forbidden" },
        },
      },
      {
        label: "listing visitors cannot see",
        path: (f) => `/listing/${f.privateListing}/offer`,
        GET: { ...everyone("not-found"), anonymous: "sign-in" },
        POST: {
          body: () => ({ form: { amount: "1000", note: "", open_days: "2" } }),
          expect: { ...everyone("not-found"), anonymous: "sign-in" },
        },
      },
    ],
  },
  "routes/offers/offer": {
    rule: "making-the-deal.md, Offers: only the two parties (others, administrators included, 404); its maker withdraws it, the other party accepts it",
    cases: [
      {
        label: "a withdrawal",
        path: async (f) => `/offers/${await f.fresh.openOffer()}`,
        GET: { anonymous: "sign-in", user: "allowed", other: "not-found", owner: "allowed", admin: "not-found" },
        POST: {
          body: () => ({ form: { intent: "withdraw" } }),
          expect: { anonymous: "sign-in", user: "allowed", other: "not-found", owner: "forbidden", admin: "not-found" },
        },
      },
      {
        label: "an accept",
        path: async (f) => `/offers/${await f.fresh.openOffer()}`,
        POST: {
          body: () => ({ form: { intent: "accept" } }),
          expect: { anonymous: "sign-in", user: "forbidden", other: "not-found", owner: "allowed", admin: "not-found" },
        },
      },
      {
        label: "an unknown id",
        path: "/offers/00000000-0000-4000-8000-000000000000",
        GET: { ...everyone("not-found"), anonymous: "sign-in" },
        POST: {
          body: () => ({ form: { intent: "accept" } }),
          expect: { ...everyone("not-found"), anonymous: "sign-in" },
        },
      },
    ],
  },
  "routes/offers/sale-pending": {
    rule: "making-the-deal.md, Sale pending: the owner or an administrator",
    cases: [
      {
        path: async (f) => `/sale-pending/${await f.fresh.pendingListing()}`,
        GET: ownerOrAdmin,
        POST: { body: () => ({ form: { intent: "reopen" } }), expect: ownerOrAdmin },
      },
    ],
  },
  "routes/reviews/sale": {
    rule: "people-and-trust.md, Sales and reviews: only its two parties (others, administrators included, 404); only the buyer confirms",
    cases: [
      {
        path: (f) => `/sale/${f.sale}`,
        GET: { anonymous: "sign-in", user: "allowed", other: "not-found", owner: "allowed", admin: "not-found" },
        POST: {
          path: async (f) => `/sale/${await f.fresh.sale()}`,
          body: () => ({ form: { intent: "confirm" } }),
          expect: { anonymous: "sign-in", user: "allowed", other: "not-found", owner: "forbidden", admin: "not-found" },
        },
      },
      {
        label: "a review without its stars",
        path: (f) => `/sale/${f.sale}`,
        POST: {
          body: () => ({ form: { intent: "review", body: "Smooth sale, friendly and on time." } }),
          expect: { anonymous: "sign-in", user: "invalid", other: "not-found", owner: "invalid", admin: "not-found" },
        },
      },
    ],
  },
  "routes/reviews/reply-to-review": {
    rule: "people-and-trust.md, Sales and reviews: only the person reviewed replies, once",
    cases: [
      {
        path: (f) => `/reviews/${f.review}/reply`,
        GET: ownerOnly("forbidden"),
        POST: {
          path: async (f) => `/reviews/${await f.fresh.review()}/reply`,
          body: () => ({ form: { body: "Thank you, enjoy the van!" } }),
          expect: ownerOnly("forbidden"),
        },
      },
    ],
  },
  "routes/reviews/report-content": {
    rule: "people-and-trust.md, Reports of reviews and questions: anyone reports a public review or question, except its author",
    cases: [
      {
        label: "a review",
        path: (f) => `/report-content/review/${f.review}`,
        GET: { ...everyone("allowed"), user: "forbidden" },
        POST: {
          path: async (f) => `/report-content/review/${await f.fresh.review()}`,
          body: () => ({ form: { reason: "offensive", details: "Insults the seller." } }),
          expect: { ...everyone("allowed"), user: "forbidden" },
        },
      },
      {
        label: "a question",
        path: (f) => `/report-content/question/${f.question}`,
        GET: { ...everyone("allowed"), user: "forbidden" },
        POST: {
          path: async (f) => `/report-content/question/${await f.fresh.question()}`,
          body: () => ({ form: { reason: "scam", details: "" } }),
          expect: { ...everyone("allowed"), user: "forbidden" },
        },
      },
      {
        label: "an unknown kind",
        path: (f) => `/report-content/listing/${f.listing}`,
        GET: everyone("not-found"),
      },
    ],
  },
  "routes/listings/renew-listing": {
    rule: "selling.md, Renew: owner only (a renewal is a payment by the owner)",
    cases: [
      {
        path: (f) => `/renew-listing/${f.listing}`,
        GET: ownerOnly("forbidden"),
        POST: { body: empty, expect: ownerOnly("forbidden") },
      },
    ],
  },
  "routes/documents/listing-documents": {
    rule: "listing-documents.md, Managing documents: the owner or an administrator",
    cases: [
      {
        label: "delete",
        path: (f) => `/listing-documents/${f.listing}`,
        GET: ownerOrAdmin,
        // A document no longer there: the owner's and the administrator's delete is done (nothing left to delete).
        POST: { body: () => ({ form: { documentId: "00000000-0000-4000-8000-000000000000" } }), expect: ownerOrAdmin },
      },
      {
        label: "upload",
        path: (f) => `/listing-documents/${f.listing}`,
        // Strangers are refused before a byte of the file is read; the owner's PNG is refused as no PDF.
        POST: {
          body: (f) => ({ file: { bytes: f.png, type: "application/pdf", name: "report.pdf" } }),
          expect: { anonymous: "sign-in", user: "forbidden", other: "forbidden", owner: "invalid", admin: "invalid" },
        },
      },
    ],
  },
  "routes/documents/download-document": {
    rule: "listing-documents.md, Downloads: to everyone while the listing's page is, else its owner and administrators",
    cases: [
      { label: "public listing", path: (f) => `/documents/${f.document}`, GET: everyone("allowed") },
      { label: "private listing", path: (f) => `/documents/${f.privateDocument}`, GET: seenByOwnerOrAdmin },
    ],
  },
  "routes/api/uploads": {
    rule: "media.md: signed-in users only; blog uploads by administrators only",
    cases: [
      {
        label: "listing photo",
        path: "/api/uploads?kind=image&purpose=listing",
        GET: everyone("not-served"),
        POST: { body: (f) => ({ file: { bytes: f.png, type: "image/png", name: "photo.png" } }), expect: signedIn },
      },
      {
        label: "blog photo",
        path: "/api/uploads?kind=image&purpose=blog",
        POST: { body: (f) => ({ file: { bytes: f.png, type: "image/png", name: "photo.png" } }), expect: adminOnly },
      },
    ],
  },
  "routes/api/upload-status": {
    rule: "media.md, Videos: an upload's processing state is its owner's (anyone else's answer is the unknown id's)",
    cases: [{ path: (f) => `/api/uploads/${f.photo}`, GET: ownerOnly("not-found") }],
  },
  "routes/not-found": {
    rule: "site-shell.md: every unknown path is a real 404",
    cases: [{ path: "/no-such-page", GET: everyone("not-found") }],
  },
};
