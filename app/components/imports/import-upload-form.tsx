import { Form, useNavigation } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { LabelledField } from "#app/components/ui/labelled-field.tsx";
import type { FormReply } from "#app/lib/form-reply.ts";

/** 'Check your file': the CSV, posted as multipart so it works before JavaScript; the dry run opens its own page. */
export function ImportUploadForm({ reply }: { reply: FormReply | undefined }) {
  const { t } = useTranslator();
  const navigation = useNavigation();
  const isChecking = navigation.state === "submitting" && navigation.formEncType === "multipart/form-data";
  const fileError = reply?.fieldErrors?.file;
  // The form's message only when the file field does not already say what is wrong.
  const formError = reply && !reply.ok && !fileError ? reply.message : undefined;
  return (
    <section
      aria-labelledby="upload-heading"
      className="mt-10 rounded-xl border border-sand-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="upload-heading" className="text-xl font-bold tracking-tight text-ink">
        {t("imports.upload.heading")}
      </h2>
      <p className="mt-2 max-w-prose text-ink-muted">{t("imports.upload.explain")}</p>
      {formError ? (
        <div className="mt-4">
          <Alert tone="error">{formError}</Alert>
        </div>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="mt-4 grid gap-5" noValidate>
        <LabelledField label={t("imports.upload.file")} hint={t("imports.upload.fileHint")} error={fileError}>
          {(control) => (
            <input
              {...control}
              type="file"
              name="file"
              accept=".csv,text/csv"
              required
              className="mt-1 block w-full text-ink file:mr-4 file:min-h-11 file:rounded-md file:border file:border-sand-300 file:bg-white file:px-4 file:font-semibold file:text-ink hover:file:bg-sand-100"
            />
          )}
        </LabelledField>
        <div>
          <Button type="submit" disabled={isChecking}>
            {isChecking ? t("imports.upload.submitting") : t("imports.upload.submit")}
          </Button>
        </div>
      </Form>
    </section>
  );
}
