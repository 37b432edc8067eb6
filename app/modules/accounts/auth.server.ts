import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { admin } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import * as schema from "#app/db/schema.ts";
import type { Env } from "#app/lib/env.server.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { sendPasswordResetMail, sendVerificationMail } from "./account-mail.server.ts";
import { minimumPasswordLength, newPasswordSchema } from "./password-policy.ts";
import {
  clearSignInFailures,
  countRecentSignInFailures,
  recordSignInFailure,
  signInFailureLimit,
} from "./sign-in-failures.server.ts";

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
}

export function createAuth({ db, env, secret, logger, notifyOutbox }: CreateAuthOptions) {
  const mail = { db, baseUrl: env.BASE_URL, notifyOutbox };
  const isHttps = env.BASE_URL.startsWith("https://");
  return betterAuth({
    appName: "Roamstead",
    baseURL: env.BASE_URL,
    secret,
    database: drizzleAdapter(db, { provider: "pg", schema }),
    telemetry: { enabled: false },
    logger: { disabled: env.NODE_ENV === "test", level: "warn" },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: minimumPasswordLength,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: ({ user, url }) => sendPasswordResetMail({ ...mail, to: user.email, url }),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60,
      sendVerificationEmail: ({ user, url }) => sendVerificationMail({ ...mail, to: user.email, url }),
      async afterEmailVerification(user) {
        if (!env.ADMIN_EMAILS.includes(user.email.toLowerCase())) return;
        await db.update(schema.user).set({ role: "admin" }).where(eq(schema.user.id, user.id));
        logger.info({ userId: user.id }, "administrator from ADMIN_EMAILS verified");
      },
    },
    session: { expiresIn: 7 * day, updateAge: day },
    rateLimit: {
      enabled: env.AUTH_RATE_LIMIT,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 60 * 60, max: 10 },
        "/request-password-reset": { window: 60 * 60, max: 5 },
        "/send-verification-email": { window: 60 * 60, max: 5 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      useSecureCookies: isHttps,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: isHttps },
    },
    plugins: [admin({ defaultRole: "user", adminRoles: ["admin"] })],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-up/email" || ctx.path === "/reset-password") {
          const password = ctx.path === "/sign-up/email" ? ctx.body?.password : ctx.body?.newPassword;
          const verdict = newPasswordSchema.safeParse(password);
          if (!verdict.success) {
            throw new APIError("BAD_REQUEST", { message: verdict.error.issues[0]?.message ?? "Invalid password." });
          }
        }
        if (ctx.path === "/sign-in/email" && typeof ctx.body?.email === "string") {
          const failures = await countRecentSignInFailures(db, ctx.body.email);
          if (failures >= signInFailureLimit) {
            throw new APIError("TOO_MANY_REQUESTS", {
              message:
                "Too many failed sign-in attempts for this account. Please wait 15 minutes or reset your password.",
            });
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/email" || typeof ctx.body?.email !== "string") return;
        const returned = ctx.context.returned;
        if (isAPIError(returned)) {
          if (returned.statusCode === 401) await recordSignInFailure(db, ctx.body.email);
        } else {
          await clearSignInFailures(db, ctx.body.email);
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
