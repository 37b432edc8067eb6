import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

/**
 * The message under a field; its id is what the field's aria-describedby points at. The message is a message id
 * (translated here, ADR 056) or text already in the page's language.
 */
export function FieldError({ id, error }: { id: string; error?: string }) {
  const { t } = useTranslator();
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {t(error as MessageId)}
    </p>
  );
}
