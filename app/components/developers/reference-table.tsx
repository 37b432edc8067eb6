import type { ReactNode } from "react";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { TypeWords } from "#app/modules/public-api/api-reference.server.ts";

const referenceCellClass = "border-b border-sand-200 py-2 pr-3 align-top break-words";
const referenceHeadClass = "border-b border-sand-300 py-2 pr-3 font-semibold";
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

export interface ReferenceRow {
  key: string;
  name: string;
  /** Under the name: where a parameter goes and whether it is required, or that a field may be left out. */
  note: ReactNode;
  type: TypeWords;
  description: string;
}

/** The reference's table of an operation's parameters or a schema's fields: name, type, description. */
export function ReferenceTable({
  className,
  nameHeading,
  nameColumnClass,
  rows,
}: {
  className: string;
  nameHeading: string;
  /** The name column's width. */
  nameColumnClass: string;
  rows: readonly ReferenceRow[];
}) {
  const { t } = useTranslator();
  return (
    <table className={`${className} w-full table-fixed text-left text-sm`}>
      <thead>
        <tr>
          <th scope="col" className={`${referenceHeadClass} ${nameColumnClass}`}>
            {nameHeading}
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
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={`${referenceCellClass} font-normal`}>
              <code className={`${codeClass} font-semibold`}>{row.name}</code>
              {row.note}
            </th>
            <td className={referenceCellClass}>
              <TypeText type={row.type} />
            </td>
            <td className={referenceCellClass}>{row.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
