import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

export const minimumPasswordLength = 10;

// The most common passwords of at least ten characters in public breach lists; shorter ones fail on length.
const commonPasswords = new Set([
  "1234567890",
  "0123456789",
  "1234567891",
  "12345678910",
  "1q2w3e4r5t",
  "qwertyuiop",
  "1qaz2wsx3edc",
  "password123",
  "password12",
  "password1234",
  "password1!",
  "passw0rd123",
  "iloveyou123",
  "qwerty12345",
  "qwerty123456",
  "abcdefghij",
  "abc1234567",
  "123456789a",
  "a123456789",
  "1111111111",
  "0000000000",
  "5555555555",
  "9876543210",
  "123123123123",
  "qwertyuiop123",
  "asdfghjkl1",
  "zxcvbnm123",
  "letmein1234",
  "welcome123",
  "welcome1234",
  "administrator",
  "admin12345",
  "changeme123",
  "sunshine123",
  "football123",
  "baseball123",
  "princess123",
  "starwars123",
  "monkey12345",
  "dragon12345",
  "superman123",
  "trustno1234",
  "michael1234",
  "jennifer123",
  "computer123",
  "internet123",
  "whatever123",
  "roamstead123",
  "camper12345",
  "vanlife1234",
]);

/**
 * What a new password must be, enforced on the server; the form tells it before submit (`accounts.password.rule`).
 * The messages are ids (ADR 056); their words name the lengths (10 and 128).
 */
export const newPasswordSchema = z
  .string()
  .min(minimumPasswordLength, { error: "accounts.password.tooShort" satisfies MessageId })
  .max(128, { error: "accounts.password.tooLong" satisfies MessageId })
  .refine((password) => !commonPasswords.has(password.toLowerCase()), {
    error: "accounts.password.tooCommon" satisfies MessageId,
  });
