import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { ReferenceSchema } from "#app/modules/public-api/api-reference.server.ts";
import { ReferenceTable } from "./reference-table.tsx";

/** One schema of the OpenAPI document: its fields, their types, whether they may be left out. */
export function ApiSchemaReference({ schema }: { schema: ReferenceSchema }) {
  const { t } = useTranslator();
  return (
    <section id={schema.anchor} aria-labelledby={`${schema.anchor}-heading`} className="mt-8 scroll-mt-24">
      <h3 id={`${schema.anchor}-heading`} className="text-lg font-bold text-ink">
        <code className="font-mono">{schema.name}</code>
      </h3>
      {schema.description ? <p className="mt-1 text-ink">{schema.description}</p> : null}
      {schema.fields.length === 0 ? null : (
        <ReferenceTable
          className="mt-2"
          nameHeading={t("public-api.developers.schemas.field")}
          nameColumnClass="w-1/3"
          rows={schema.fields.map((field) => ({
            key: field.name,
            name: field.name,
            note: field.isOptional ? (
              <span className="block text-xs text-ink-muted">{t("public-api.developers.schemas.optional")}</span>
            ) : null,
            type: field.type,
            description: field.description,
          }))}
        />
      )}
    </section>
  );
}
