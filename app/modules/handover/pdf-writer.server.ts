// A page-by-page writer of plain PDF text (pdf-lib, Helvetica): lines wrapped to the page's width, a new page when
// one is full. Every line is drawn on its own, so the text reads back from the file as it was written (the tests
// do). Helvetica writes Windows-1252: text that is not ours to refuse (a listing's make or model) is brought within
// it here; the names a bill of sale is made out to were checked before (bill-of-sale-names.ts).
import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "@cantoo/pdf-lib";
import { isWritableInBillOfSale } from "./bill-of-sale-names.ts";

/** US Letter, in points: the paper of both countries the site serves. */
const pageSize: [number, number] = [612, 792];
const margin = 56;
const ink = rgb(0.1, 0.12, 0.1);

export interface TextStyle {
  size?: number;
  bold?: boolean;
  /** Space after the block, in points. */
  gap?: number;
}

export interface PdfWriter {
  /** Writes `text` wrapped to the page's width, on a new page when this one has no room left. */
  write(text: string, style?: TextStyle): void;
  /** Makes sure the next `height` points fit on the current page (a block kept together, such as a signature). */
  keepTogether(height: number): void;
  /** Text on the left and on the right of one line (a signature line and its date). */
  writePair(left: string, right: string, style?: TextStyle): void;
  /** Leaves `points` of space. */
  space(points: number): void;
}

/** A writer over `pdf`, whose first page it adds. */
export async function pdfWriter(pdf: PDFDocument): Promise<PdfWriter> {
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const width = pageSize[0] - 2 * margin;
  let page: PDFPage = pdf.addPage(pageSize);
  let y = pageSize[1] - margin;

  const keepTogether = (height: number) => {
    if (y - height >= margin) return;
    page = pdf.addPage(pageSize);
    y = pageSize[1] - margin;
  };
  const drawLine = (text: string, x: number, font: PDFFont, size: number) =>
    page.drawText(text, { x, y, size, font, color: ink });

  return {
    keepTogether,
    space(points) {
      y -= points;
    },
    write(text, { size = 11, bold = false, gap = 6 } = {}) {
      const font = bold ? fonts.bold : fonts.regular;
      const lineHeight = size * 1.3;
      for (const line of wrap(writable(text), font, size, width)) {
        keepTogether(lineHeight);
        y -= size;
        drawLine(line, margin, font, size);
        y -= lineHeight - size;
      }
      y -= gap;
    },
    writePair(left, right, { size = 11, bold = false, gap = 6 } = {}) {
      const font = bold ? fonts.bold : fonts.regular;
      keepTogether(size * 1.3);
      y -= size;
      const rightText = writable(right);
      const rightWidth = font.widthOfTextAtSize(rightText, size);
      drawLine(writable(left), margin, font, size);
      drawLine(rightText, margin + width - rightWidth, font, size);
      y -= size * 0.3 + gap;
    },
  };
}

/** `text` in the characters Helvetica writes: thin spaces as spaces, accents dropped where needed, else '?'. */
export function writable(text: string): string {
  return [...text.normalize("NFC").replace(/[\u2007\u2009\u202f]/g, "\u00a0")]
    .map((character) => {
      if (isWritableInBillOfSale(character)) return character;
      const base = character.normalize("NFKD").replace(/\p{M}/gu, "");
      return [...base].every(isWritableInBillOfSale) && base !== "" ? base : "?";
    })
    .join("");
}

/** `text` broken into lines of at most `width` points, between words where it can, inside a word too long alone. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const candidate = line === "" ? word : `${line} ${word}`;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line !== "") lines.push(line);
    line = "";
    for (const character of word) {
      if (!fits(line + character)) {
        lines.push(line);
        line = "";
      }
      line += character;
    }
  }
  lines.push(line);
  return lines;
}
