// A subject that names a listing's title, made to fit the outbox (outgoing-mail.schema.ts): the title gives way, cut
// with '…', so that the names and amounts around it stay whole. A title is shortened for subjects already; with the
// longest display name and an amount beside it, that alone can leave the subject over the limit.
import { maxMailSubjectLength } from "./outgoing-mail.schema.ts";

/** `subject(title)`, the title shortened just enough for the whole to hold `maxMailSubjectLength` characters. */
export function fittedSubject(subject: (title: string) => string, title: string): string {
  const whole = subject(title);
  const excess = [...whole].length - maxMailSubjectLength;
  if (excess <= 0) return whole;
  const characters = [...title];
  const kept = characters
    .slice(0, Math.max(characters.length - excess - 1, 0))
    .join("")
    .trimEnd();
  return subject(`${kept}…`);
}
