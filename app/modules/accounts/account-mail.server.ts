import type { Database } from "#app/db/client.server.ts";
import { enqueueMail } from "#app/modules/mail/enqueue-mail.server.ts";
import { renderMail } from "#app/modules/mail/render-mail.ts";
import { safeAccountLink } from "./auth-redirects.ts";

export interface AccountMailOptions {
  db: Database;
  baseUrl: string;
  notifyOutbox(): void;
  to: string;
  url: string;
}

export async function sendVerificationMail({ db, baseUrl, notifyOutbox, to, url }: AccountMailOptions) {
  await enqueueMail(db, {
    to,
    subject: "Confirm your Roamstead account",
    ...renderMail({
      baseUrl,
      heading: "Confirm your e-mail address",
      paragraphs: [
        "Welcome to Roamstead! Please confirm your e-mail address to finish creating your account.",
        "The link works for one hour. If you did not sign up, you can ignore this e-mail.",
      ],
      action: { label: "Confirm my e-mail", url: safeAccountLink(url, baseUrl) },
      reason: "someone created a Roamstead account with this address.",
    }),
  });
  notifyOutbox();
}

export async function sendPasswordResetMail({ db, baseUrl, notifyOutbox, to, url }: AccountMailOptions) {
  await enqueueMail(db, {
    to,
    subject: "Reset your Roamstead password",
    ...renderMail({
      baseUrl,
      heading: "Reset your password",
      paragraphs: [
        "Someone asked to reset the password of your Roamstead account. Choose a new one with the link below.",
        "The link works for one hour. If it was not you, ignore this e-mail: your password stays the same.",
      ],
      action: { label: "Choose a new password", url: safeAccountLink(url, baseUrl) },
      reason: "a password reset was requested for your Roamstead account.",
    }),
  });
  notifyOutbox();
}
