// The builder area's messages that travel as ids (AppError messages, zod errors, replies; ADR 056): the pages
// translate them. The words are in messages/en-US.json, word for word as docs/product/builders.md gives them.
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

export const builderMessages = {
  requiredFields: "builders.form.requiredFields",
  fieldRequired: "builders.form.fieldRequired",
  notSignedInOrMissingTier: "builders.form.notSignedInOrMissingTier",
  submitFailed: "builders.form.submitFailed",
  noPermission: "builders.noPermission",
  notFound: "builders.notFound",
  tooManyPhotos: "builders.media.tooManyPhotos",
  onlyImages: "builders.media.onlyImages",
  photoTooLarge: "builders.media.photoTooLarge",
  oneVideo: "builders.media.oneVideo",
  onlyVideos: "builders.media.onlyVideos",
  videoTooLarge: "builders.media.videoTooLarge",
  invalidWebsite: "builders.field.invalidWebsite",
  invalidInstagram: "builders.field.invalidInstagram",
  invalidEmail: "builders.field.invalidEmail",
  /** Builder checkout: no tier, or one that is not the builder package. */
  noTierSelected: "builders.checkout.noTierSelected",
  /** Builder checkout: the payment provider answered without a checkout address. */
  invalidCheckoutResponse: "builders.checkout.invalidResponse",
  /** Builder pricing, chosen by what went wrong: see start-builder-checkout.server.ts. */
  pricingServerError: "builders.pricing.serverError",
  pricingNoCheckout: "builders.pricing.noCheckout",
  pricingUnreachable: "builders.pricing.unreachable",
} as const satisfies Record<string, MessageId>;
