// The words of a refused search (docs/product/browse-and-search.md, "Too many searches"): the server's refusal
// and the page that shows one met during navigation in the browser.
export const searchLoadTexts = {
  heading: "Too many searches",
  tooFast: "You are searching faster than we can answer. Please wait a moment and try again.",
  busy: "Search is very busy right now. Please try again in a moment.",
  backToHome: "Back to the home page",
} as const;
