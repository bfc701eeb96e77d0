import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderPdf } from './render-document.ts';

describe('renderPdf', () => {
  it('writes a readable PDF with the title, German text included', async () => {
    const bytes = await renderPdf({
      title: 'Rechnung RE-2026-1001',
      rows: [
        ['Betrag', '499,00 €'],
        ['Fällig am', '01.12.2026'],
      ],
      notes: ['Zahlbar ohne Abzug. Straße, Größe und Übergabe werden korrekt dargestellt.'],
    });
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const parsed = await PDFDocument.load(bytes);
    expect(parsed.getTitle()).toBe('Rechnung RE-2026-1001');
    expect(parsed.getPageCount()).toBe(1);
  });

  it('continues on a new page when the rows do not fit one', async () => {
    const rows = Array.from({ length: 80 }, (_, i) => [`Zeile ${i}`, `${i}`] as const);
    const parsed = await PDFDocument.load(await renderPdf({ title: 'Lang', rows }));
    expect(parsed.getPageCount()).toBeGreaterThan(1);
  });

  it('is the same file for the same content', async () => {
    const content = { title: 'Vertrag', rows: [['Nummer', 'V-1']] as const };
    expect(await renderPdf(content)).toEqual(await renderPdf(content));
  });
});
