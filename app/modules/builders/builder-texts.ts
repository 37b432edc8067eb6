// The builder area's user-facing texts, word for word as docs/product/builders.md gives them.

export const builderTexts = {
  formHeading: "Submit Your Builder Profile - Roamstead Builder",
  editHeading: "Edit Your Builder Profile",
  selectTierHeading: "Select a Builder Tier",
  submit: "Submit Builder Profile",
  submitting: "Submitting...",
  deleteProfile: "Delete Profile",
  deleteConfirm: "Are you sure you want to delete this builder profile?",
  deleted: "Your builder profile was deleted.",
  requiredFields: "Please fill in all required fields.",
  notSignedInOrMissingTier: "Not signed in or missing tier",
  submitFailed: "There was an error submitting your profile. Please try again.",
  /** A save the server refused (the session was used meanwhile, not the owner, gone): 'Error: ' + message. */
  saveFailed: (message: string) => `Error: ${message}`,
  /** A delete that failed: 'Delete failed: ' + message. */
  deleteFailed: (message: string) => `Delete failed: ${message}`,
  deleteUnexpected: "We could not delete this builder profile. Please try again.",
  noPermission: "You do not have permission to edit this builder profile.",
  notFound: "Builder not found.",
  tooManyPhotos: "You can upload up to 30 photos.",
  onlyImages: "Only image files are allowed.",
  photoTooLarge: "Image must be under 5MB.",
  oneVideo: "You can only upload one video.",
  onlyVideos: "Only video files are allowed.",
  videoTooLarge: "Video must be under 50MB.",
  invalidWebsite: "Please enter a valid website address, such as https://example.com.",
  invalidInstagram: "Please enter an Instagram handle such as @yourcompany, or your profile link.",
  invalidEmail: "Please enter a valid email address.",
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
  unsavedChanges: "You have unsaved changes. Leave this page and lose them?",
  empty: "No builder profiles available yet.",
  unnamed: "Unnamed Builder",
  listYourCompany: "List your company",
  /** Builder checkout: no tier, or one that is not the builder package. */
  noTierSelected: "No tier selected.",
  /** Builder checkout: the payment provider answered without a checkout address. */
  invalidCheckoutResponse: "Invalid response from server.",
  /** Builder pricing, chosen by what went wrong: see start-builder-checkout.server.ts. */
  pricingServerError: "There was a server error. Please try again shortly.",
  pricingNoCheckout: "Something went wrong starting checkout. Please try again.",
  pricingUnreachable: "Something went wrong. Please try again later.",
} as const;
