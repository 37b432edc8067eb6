import type { DocumentLine } from "#app/modules/documents/document-lines.ts";

/** What a document is, by whom and when (docs/product/listing-documents.md): the listing page's and its owner's. */
export function DocumentDescription({ line }: { line: DocumentLine }) {
  return (
    <>
      <p className="font-semibold text-ink">{line.kind}</p>
      {line.by ? <p className="text-sm text-ink">{line.by}</p> : null}
      {line.dated ? <p className="text-sm text-ink-muted">{line.dated}</p> : null}
    </>
  );
}

/** 'Download inspection-2026.pdf (PDF, 1.2 MB)': a plain link, so the browser fetches the file itself. */
export function DocumentDownloadLink({ line }: { line: DocumentLine }) {
  return (
    <a
      href={line.href}
      download={line.fileName}
      className="inline-flex min-h-11 items-center break-all font-semibold text-pine-700 underline"
    >
      {line.download}
    </a>
  );
}
