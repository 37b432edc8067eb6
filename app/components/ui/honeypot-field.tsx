import { useTranslator } from "#app/components/i18n/page-translator.tsx";

/**
 * A field people never see or reach (name `website`); bots that fill every input fill it too, and the
 * server drops what they sent while answering as if it worked.
 */
export function HoneypotField() {
  const { t } = useTranslator();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {t("site-shell.honeypot.label")}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
