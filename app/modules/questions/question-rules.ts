// How long a public question and its answer may be, and how many the listing page shows
// (docs/product/people-and-trust.md, "Public questions"); browser-safe. Their words are in this area's catalogs.

/** A question's shortest and longest body, trimmed; `questions.ask.tooShort` and `questions.ask.tooLong` name them. */
export const questionLengths = { min: 10, max: 1000 } as const;

/** An answer's longest body; `questions.answer.tooLong` names it. */
export const answerMaxLength = 2000;

/** The newest questions a listing's page shows; 'Show all questions' (`?questions=all`) shows up to the next. */
export const listingPageQuestionCount = 20;
export const allQuestionsCount = 500;
