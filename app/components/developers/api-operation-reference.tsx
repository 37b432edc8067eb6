import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { ReferenceOperation } from "#app/modules/public-api/api-reference.server.ts";
import { CodeBlock } from "./code-block.tsx";
import { codeClass, ReferenceTable, TypeText } from "./reference-table.tsx";

/** One operation of /developers' reference: address, summary, who may call it, parameters, answers, example. */
export function ApiOperationReference({ operation }: { operation: ReferenceOperation }) {
  const { t } = useTranslator();
  return (
    <section id={operation.anchor} aria-labelledby={`${operation.anchor}-heading`} className="mt-8 scroll-mt-24">
      <h4 id={`${operation.anchor}-heading`} className="text-lg font-bold text-ink">
        <code className="mr-2 rounded bg-pine-800 px-2 py-0.5 font-mono text-sm text-white">{operation.method}</code>
        <code className="font-mono text-base break-all">{operation.path}</code>
      </h4>
      <p className="mt-2 font-semibold text-ink">{operation.summary}</p>
      {operation.description ? <p className="mt-1 text-ink">{operation.description}</p> : null}
      <p className="mt-1 text-sm text-ink-muted">{operation.access}</p>

      <h5 className="mt-4 font-semibold text-ink">{t("public-api.developers.reference.parameters")}</h5>
      {operation.parameters.length === 0 ? (
        <p className="mt-1 text-ink">{t("public-api.developers.reference.noParameters")}</p>
      ) : (
        <ReferenceTable
          className="mt-1"
          nameHeading={t("public-api.developers.reference.name")}
          nameColumnClass="w-1/4"
          rows={operation.parameters.map((parameter) => ({
            key: `${parameter.location} ${parameter.name}`,
            name: parameter.name,
            note: (
              <span className="block text-xs text-ink-muted">
                <code className="font-mono">{parameter.location}</code>
                {parameter.isRequired ? ` · ${t("public-api.developers.reference.required")}` : null}
              </span>
            ),
            type: parameter.type,
            description: parameter.description,
          }))}
        />
      )}
      {operation.body ? (
        <>
          <h5 className="mt-4 font-semibold text-ink">{t("public-api.developers.reference.requestBody")}</h5>
          <p className="mt-1 text-ink">
            <code className={codeClass}>{operation.body.contentType}</code> <TypeText type={operation.body.type} />
          </p>
        </>
      ) : null}

      <h5 className="mt-4 font-semibold text-ink">{t("public-api.developers.reference.responses")}</h5>
      <ul className="mt-1 space-y-1 text-sm text-ink">
        {operation.responses.map((response) => (
          <li key={response.status}>
            <code className="font-mono font-semibold">{response.status}</code> {response.description}
            {response.contentType ? (
              <code className={`ml-1 ${codeClass} text-ink-muted`}>{response.contentType}</code>
            ) : null}
          </li>
        ))}
      </ul>

      <h5 className="mt-4 font-semibold text-ink">{t("public-api.developers.reference.example")}</h5>
      <CodeBlock label={`${operation.summary}: ${t("public-api.developers.reference.example")}`}>
        {operation.example}
      </CodeBlock>
    </section>
  );
}
