// The text a PDF shows, read back from its bytes for tests: pdf-lib parses the file and inflates each page's
// content stream; every text-showing operator's string is decoded from Windows-1252 (the standard fonts' encoding,
// what our PDFs are written in). One line per operator, pages in order.
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from "@cantoo/pdf-lib";
import { Encodings } from "@cantoo/pdf-lib/standard-fonts";

const unicodeOfCode = new Map(
  Encodings.WinAnsi.supportedCodePoints.map((codePoint) => [
    Encodings.WinAnsi.encodeUnicodeCodePoint(codePoint).code,
    String.fromCodePoint(codePoint),
  ]),
);

/** `<hex> Tj` and `(literal) Tj`, as pdf-lib and most writers emit them. */
const shownText = /<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g;

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
      for (const [, hex, literal] of operators.matchAll(shownText)) {
        const codes = hex === undefined ? literalCodes(literal ?? "") : hexCodes(hex);
        lines.push(codes.map((code) => unicodeOfCode.get(code) ?? "\uFFFD").join(""));
      }
    }
  }
  return lines.join("\n");
}

function hexCodes(hex: string): number[] {
  const digits = hex.replace(/\s/g, "");
  return Array.from({ length: digits.length / 2 }, (_, index) =>
    Number.parseInt(digits.slice(2 * index, 2 * index + 2), 16),
  );
}

function literalCodes(literal: string): number[] {
  return [...literal.replace(/\\([()\\])/g, "$1")].map((character) => character.charCodeAt(0));
}
