// What the mails of sales and reviews share: a title or name made one line, shortened for a subject line.

const subjectPartLength = 80;

export function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** A listing's title or a name as a subject line carries it (a subject is at most 200 characters). */
export function forSubject(text: string): string {
  const line = oneLine(text);
  return line.length > subjectPartLength ? `${line.slice(0, subjectPartLength - 1)}…` : line;
}
