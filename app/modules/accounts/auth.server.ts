import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { admin } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import * as schema from "#app/db/schema.ts";
import type { Env } from "#app/lib/env.server.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { z } from "#app/lib/zod.ts";
import { messageOf } from "#app/lib/zod-issues.ts";
import { defaultLocale, isLocale, type Locale, locales } from "#app/modules/i18n/locales.ts";
import { consumeRateLimit, type RateLimitRule } from "#app/modules/platform/rate-limit.server.ts";
import { sendEmailChangeMails, sendPasswordResetMail, sendVerificationMail } from "./account-mail.server.ts";
import { type AppWordedAuthFailure, englishAuthFailure, isAppWordedFailure } from "./auth-failures.server.ts";
import { minimumPasswordLength, newPasswordSchema } from "./password-policy.ts";
import {
  beginSignInAttempt,
  clearSignInFailures,
  clearSignInFailuresFrom,
  clientAddressKey,
  forgetLatestSignInFailure,
  forgetSignInFailure,
  type SignInRefusal,
  signInFailureEmail,
} from "./sign-in-failures.server.ts";

// The admin plugin gives us the role column; its HTTP endpoints (impersonation, role changes, bans…) are
// not part of Roamstead, so they are closed. Roles change through ADMIN_EMAILS and `npm run admin:grant`.
const adminPluginPaths = [
  "ban-user",
  "create-user",
  "get-user",
  "has-permission",
  "impersonate-user",
  "list-user-sessions",
  "list-users",
  "remove-user",
  "revoke-user-session",
  "revoke-user-sessions",
  "set-role",
  "set-user-password",
  "stop-impersonating",
  "unban-user",
  "update-user",
].map((name) => `/admin/${name}`);

/** Endpoints that set a password, and the body field that carries it. */
const passwordFields: Record<string, "password" | "newPassword"> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
};

/** Express writes the client address here (from the socket, or X-Forwarded-For behind a trusted proxy). */
export const clientIpHeader = "x-roamstead-client-ip";

const day = 24 * 60 * 60;
/** Sessions roll forward on use, but never past this age from sign-in. */
export const sessionAbsoluteMaxAgeSeconds = 30 * day;

export interface CreateAuthOptions {
  db: Database;
  env: Pick<Env, "BASE_URL" | "ADMIN_EMAILS" | "NODE_ENV" | "AUTH_RATE_LIMIT">;
  secret: string;
  logger: Logger;
  notifyOutbox(): void;
  /**
   * What the browser carried into an account, finished when a session starts in it (the sign-in form, the link
   * that confirms a new account): `finish` says whether the browser carried any, whose cookie is then cleared.
   */
  carriedActions?: {
    cookieName: string;
    finish(userId: string, cookieHeader: string | null): Promise<boolean>;
  };
}

export function createAuth({ db, env, secret, logger, notifyOutbox, carriedActions }: CreateAuthOptions) {
  const mail = { db, baseUrl: env.BASE_URL, notifyOutbox };
  const isHttps = env.BASE_URL.startsWith("https://");
  return betterAuth({
    appName: "Roamstead",
    baseURL: env.BASE_URL,
    secret,
    database: drizzleAdapter(db, { provider: "pg", schema }),
    telemetry: { enabled: false },
    user: {
      // The account's language (docs/product/languages.md): sign-up sets it to the page's, the dashboard changes it.
      additionalFields: {
        locale: {
          type: "string",
          required: false,
          defaultValue: defaultLocale,
          input: true,
          validator: { input: z.enum(locales) },
        },
        // Set when the account was deleted (docs/product/people-and-trust.md): read by the session lookup, which
        // refuses such an account, and never written through better-auth.
        deletedAt: { type: "date", required: false, input: false },
      },
      // /account's 'Change e-mail' (after our own check of the password): a link to the new address, which becomes
      // the account's when it is opened; endpoints called on the server only (auth-endpoints.ts).
      changeEmail: { enabled: true },
    },
    disabledPaths: adminPluginPaths,
    logger: { disabled: env.NODE_ENV === "test", level: "warn" },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: minimumPasswordLength,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        if (isDeleted(user)) return;
        await sendPasswordResetMail({ ...mail, to: user.email, locale: languageOf(user), url });
      },
      // The limit's message promises that a reset unlocks the account.
      onPasswordReset: ({ user }) => clearSignInFailures(db, user.email),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60,
      async sendVerificationEmail({ user, url }) {
        if (isDeleted(user)) return;
        const locale = languageOf(user);
        // A change of address hands the new address here, while the account still holds the old one.
        const [stored] = await db
          .select({ email: schema.user.email })
          .from(schema.user)
          .where(eq(schema.user.id, user.id));
        if (stored && stored.email.toLowerCase() !== user.email.toLowerCase()) {
          await sendEmailChangeMails({ ...mail, locale, url, oldEmail: stored.email, newEmail: user.email });
          return;
        }
        await sendVerificationMail({ ...mail, to: user.email, locale, url });
      },
      async afterEmailVerification(user) {
        if (!env.ADMIN_EMAILS.includes(user.email.toLowerCase())) return;
        await db.update(schema.user).set({ role: "admin" }).where(eq(schema.user.id, user.id));
        logger.info({ userId: user.id }, "administrator from ADMIN_EMAILS verified");
      },
    },
    session: { expiresIn: 7 * day, updateAge: day },
    // better-auth's own limiter starts a new window only after a whole window without a request, so a steady
    // trickle from a shared address is refused for good: ours slides (authRequestLimits below).
    rateLimit: { enabled: false },
    advanced: {
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      useSecureCookies: isHttps,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: isHttps },
    },
    plugins: [admin({ defaultRole: "user", adminRoles: ["admin"] })],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (env.AUTH_RATE_LIMIT && ctx.request) await consumeAuthRequestLimits(db, ctx.path, clientAddressOf(ctx));
        const passwordField = passwordFields[ctx.path];
        if (passwordField) {
          const verdict = newPasswordSchema.safeParse(ctx.body?.[passwordField]);
          if (!verdict.success) {
            const id = messageOf(verdict.error, "accounts.auth.invalidPassword");
            const message = englishAuthFailure(isAppWordedFailure(id) ? id : "accounts.auth.invalidPassword");
            throw new APIError("BAD_REQUEST", { message });
          }
        }
        // Not an e-mail address: better-auth refuses it, and there is no account to count it for.
        const email = ctx.path === "/sign-in/email" ? signInFailureEmail(ctx.body?.email) : null;
        if (email) {
          // Counted before the password is checked, so guesses sent all at once cannot slip past the limits (ADR 018).
          const attempt = await beginSignInAttempt(db, email, clientAddressOf(ctx));
          if (attempt.refusal) throw refusalError(attempt.refusal);
          const key = attemptKeyOf(ctx);
          if (key) signInAttempts.set(key, attempt.id);
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const started = ctx.context.newSession;
        if (started && carriedActions) {
          // The session is made: a failure here must not undo the sign-in. What could not be finished stays carried
          // (its cookie kept), and the next session started in this browser tries again.
          const carried = await carriedActions
            .finish(started.user.id, ctx.headers?.get("cookie") ?? null)
            .catch((error: unknown) => {
              logger.error({ err: error, userId: started.user.id }, "carried actions not finished");
              return false;
            });
          if (carried) {
            ctx.setCookie(carriedActions.cookieName, "", {
              path: "/",
              maxAge: 0,
              httpOnly: true,
              sameSite: "lax",
              secure: isHttps,
            });
          }
        }
        const email = ctx.path === "/sign-in/email" ? signInFailureEmail(ctx.body?.email) : null;
        if (!email) return;
        const address = clientAddressOf(ctx);
        const key = attemptKeyOf(ctx);
        const id = key ? signInAttempts.get(key) : undefined;
        if (key) signInAttempts.delete(key);
        const returned = ctx.context.returned;
        // Signed in: this address's failures on this account are forgiven; other addresses' stay counted.
        if (!isAPIError(returned)) await clearSignInFailuresFrom(db, email, address);
        // Only a wrong password counts; an unconfirmed account or bad input does not.
        else if (returned.statusCode !== 401) {
          await (id === undefined ? forgetLatestSignInFailure(db, email, address) : forgetSignInFailure(db, id));
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Whether the user better-auth hands a mail callback is a deleted account (nothing is mailed to its address). */
function isDeleted(user: object): boolean {
  return "deletedAt" in user && user.deletedAt !== null && user.deletedAt !== undefined;
}

/** An account's language, from the user better-auth hands its mail callbacks (typed without our own fields). */
function languageOf(user: object): Locale {
  const locale = "locale" in user ? user.locale : undefined;
  return isLocale(locale) ? locale : defaultLocale;
}

/** Per client address, in any window of the length given (docs/product/accounts.md, "Sessions and limits"). */
export const authRequestLimits: Readonly<Record<string, RateLimitRule>> = {
  "/sign-in/email": { limit: 10, windowSeconds: 60 },
  "/sign-up/email": { limit: 10, windowSeconds: 60 * 60 },
  "/request-password-reset": { limit: 5, windowSeconds: 60 * 60 },
  "/send-verification-email": { limit: 5, windowSeconds: 60 * 60 },
};
/** Every request to the account endpoints, per client address. */
const anyAuthRequestLimit: RateLimitRule = { limit: 100, windowSeconds: 60 };

/** Counts an HTTP request to an account endpoint against its limits (server-side calls are not counted). */
async function consumeAuthRequestLimits(db: Database, path: string, address: string): Promise<void> {
  const rules = [{ key: `auth:any:${address}`, rule: anyAuthRequestLimit }];
  const own = authRequestLimits[path];
  if (own) rules.push({ key: `auth:${path}:${address}`, rule: own });
  for (const { key, rule } of rules) {
    const result = await consumeRateLimit({ db, key, ...rule });
    if (!result.isAllowed) {
      throw new APIError(
        "TOO_MANY_REQUESTS",
        { message: englishAuthFailure("accounts.auth.rateLimited") },
        { "Retry-After": String(result.retryAfterSeconds) },
      );
    }
  }
}

/** The messages of the sign-in limits (docs/product/accounts.md); the account's is word for word the old one. */
const signInRefusalMessages = {
  account: "accounts.auth.tooManyFailures",
  address: "accounts.auth.rateLimited",
} as const satisfies Record<SignInRefusal["kind"], AppWordedAuthFailure>;

function refusalError(refusal: SignInRefusal): APIError {
  return new APIError(
    "TOO_MANY_REQUESTS",
    { message: englishAuthFailure(signInRefusalMessages[refusal.kind]) },
    { "Retry-After": String(refusal.retryAfterSeconds) },
  );
}

interface HookContext {
  request?: Request;
  headers?: Headers;
}

/** The client address the attempt is counted under: Express writes it into {@link clientIpHeader}. */
function clientAddressOf(ctx: HookContext): string {
  return clientAddressKey(ctx.headers?.get(clientIpHeader) ?? ctx.request?.headers.get(clientIpHeader));
}

/**
 * The failure each sign-in recorded before its password check, so its after hook takes back exactly
 * that one. Keyed by the request (or, for a direct `auth.api` call, its headers), which both hooks share.
 */
const signInAttempts = new WeakMap<object, number>();

function attemptKeyOf(ctx: HookContext): object | undefined {
  return ctx.request ?? ctx.headers;
}
