import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

export type PdfDocumentContent = {
  readonly title: string;
  /** Label and value rows, e.g. ['Rechnungsnummer', 'RE-2026-1001']. */
  readonly rows: readonly (readonly [string, string])[];
  /** Paragraphs under the rows. */
  readonly notes?: readonly string[];
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

/**
 * A one-or-more-page A4 document of title, rows and notes, as the portal's invoices, contracts and
 * documents are downloaded. pdf-lib writes the file (docs/decisions.md); the standard Helvetica
 * covers German text (WinAnsi), and characters it cannot encode are replaced rather than failing.
 */
export const renderPdf = async (content: PdfDocumentContent): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  pdf.setTitle(content.title);
  pdf.setProducer('Portal');
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const encodable = (text: string) =>
    [...text]
      .map((char) => (regular.getCharacterSet().includes(char.codePointAt(0) ?? 0) ? char : '?'))
      .join('');

  let page = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const line = (text: string, options: { size?: number; bold?: boolean; x?: number } = {}) => {
    const size = options.size ?? 11;
    if (y < MARGIN + size) {
      page = pdf.addPage(A4);
      y = A4[1] - MARGIN;
    }
    page.drawText(encodable(text), {
      x: options.x ?? MARGIN,
      y,
      size,
      font: options.bold ? bold : regular,
      color: rgb(0.1, 0.1, 0.1),
    });
  };

  line(content.title, { size: 18, bold: true });
  y -= 32;
  for (const [label, value] of content.rows) {
    line(label, { bold: true });
    line(value, { x: MARGIN + 200 });
    y -= 18;
  }
  for (const note of content.notes ?? []) {
    y -= 10;
    for (const chunk of note.match(/.{1,90}(\s|$)/g) ?? [note]) {
      line(chunk.trim());
      y -= 15;
    }
  }
  return pdf.save();
};
