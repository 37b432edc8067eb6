import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { ReferenceSchema } from "#app/modules/public-api/api-reference.server.ts";
import { codeClass, referenceCellClass, referenceHeadClass, TypeText } from "./api-operation-reference.tsx";

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
        <table className="mt-2 w-full table-fixed text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className={`${referenceHeadClass} w-1/3`}>
                {t("public-api.developers.schemas.field")}
              </th>
              <th scope="col" className={`${referenceHeadClass} w-1/3`}>
                {t("public-api.developers.reference.type")}
              </th>
              <th scope="col" className={referenceHeadClass}>
                {t("public-api.developers.reference.description")}
              </th>
            </tr>
          </thead>
          <tbody>
            {schema.fields.map((field) => (
              <tr key={field.name}>
                <th scope="row" className={`${referenceCellClass} font-normal`}>
                  <code className={`${codeClass} font-semibold`}>{field.name}</code>
                  {field.isOptional ? (
                    <span className="block text-xs text-ink-muted">{t("public-api.developers.schemas.optional")}</span>
                  ) : null}
                </th>
                <td className={referenceCellClass}>
                  <TypeText type={field.type} />
                </td>
                <td className={referenceCellClass}>{field.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
