import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { ReferenceOperation, TypeWords } from "#app/modules/public-api/api-reference.server.ts";
import { CodeBlock } from "./code-block.tsx";

export const referenceCellClass = "border-b border-sand-200 py-2 pr-3 align-top break-words";
export const referenceHeadClass = "border-b border-sand-300 py-2 pr-3 font-semibold";
/** Names, types and codes are code: the same in every language. */
export const codeClass = "font-mono text-[0.8125rem] break-all";

/** A type, linked to its schema when it names one. */
export function TypeText({ type }: { type: TypeWords }) {
  const code = <code className={codeClass}>{type.text}</code>;
  if (!type.schemaAnchor) return code;
  return (
    <a href={`#${type.schemaAnchor}`} className="text-pine-700 underline hover:text-pine-800">
      {code}
    </a>
  );
}

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
        <table className="mt-1 w-full table-fixed text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className={`${referenceHeadClass} w-1/4`}>
                {t("public-api.developers.reference.name")}
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
            {operation.parameters.map((parameter) => (
              <tr key={`${parameter.location} ${parameter.name}`}>
                <th scope="row" className={`${referenceCellClass} font-normal`}>
                  <code className={`${codeClass} font-semibold`}>{parameter.name}</code>
                  <span className="block text-xs text-ink-muted">
                    <code className="font-mono">{parameter.location}</code>
                    {parameter.isRequired ? ` · ${t("public-api.developers.reference.required")}` : null}
                  </span>
                </th>
                <td className={referenceCellClass}>
                  <TypeText type={parameter.type} />
                </td>
                <td className={referenceCellClass}>{parameter.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
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
