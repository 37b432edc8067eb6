// The kinds of e-mail an account may turn off in its settings (docs/product/people-and-trust.md, "Account
// settings"). Mail about the account itself (verification, password reset, a changed address) is always sent;
// price drops and sales of favourites keep their own older switch (`user.price_drop_alerts`).
export const optionalMailKinds = [
  "new_messages",
  "reply_nudges",
  "questions",
  "reviews",
  "saved_search_alerts",
  "expiry_reminders",
] as const;
export type OptionalMailKind = (typeof optionalMailKinds)[number];
