/**
 * Whether a form's hidden `website` field (app/components/ui/honeypot-field.tsx) came back filled in: only a
 * bot fills it, and the form then answers as if it worked while storing and sending nothing.
 */
export function isHoneypotFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  return typeof value !== "string" || value.trim() !== "";
}
