// The seller's file name, as the pages show it and a download is saved under (docs/product/listing-documents.md,
// Downloads): the name they chose, without what could fool a file system or a reader, always ending in .pdf.

/**
 * Control and format characters (among them the bidirectional overrides that make "fdp.exe" read as "exe.pdf") and
 * what file systems refuse.
 */
const unsafeCharacters = /[\p{Cc}\p{Cf}"*/:<>?\\|]/gu;
const maxBaseLength = 100;

/** "Inspection 2026.pdf" from what the browser sent; "document.pdf" when nothing usable is left. */
export function safeDocumentFileName(sent: string): string {
  const cleaned = sent.normalize("NFC").replace(unsafeCharacters, "").replace(/\s+/g, " ").trim();
  const base = [...cleaned.replace(/\.pdf$/i, "").replace(/^[.\s]+/, "")].slice(0, maxBaseLength).join("").trim();
  return `${base || "document"}.pdf`;
}

/** `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266): an ASCII name for old clients, the real one for the rest. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|[%;]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
