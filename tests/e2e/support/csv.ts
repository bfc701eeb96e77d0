/**
 * A strict parse of a CSV file (RFC 4180 with a chosen delimiter): quoted fields with doubled quotes,
 * CRLF or LF line ends, an optional UTF-8 BOM. Anything else — a quote inside an unquoted field, an
 * unclosed quote, a row with another number of fields than the header — throws, so a broken export
 * fails the test instead of being read leniently.
 */
export const parseCsv = (text: string, delimiter: string): Record<string, string>[] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let index = text.startsWith('\uFEFF') ? 1 : 0;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  while (index < text.length) {
    const char = text[index] as string;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 2;
      } else if (char === '"') {
        quoted = false;
        index += 1;
        const next = text[index];
        if (next !== undefined && next !== delimiter && next !== '\n' && next !== '\r')
          throw new Error(`CSV: text after a closing quote at ${index}`);
      } else {
        field += char;
        index += 1;
      }
    } else if (char === '"') {
      if (field !== '') throw new Error(`CSV: a quote inside an unquoted field at ${index}`);
      quoted = true;
      index += 1;
    } else if (char === delimiter) {
      endField();
      index += 1;
    } else if (char === '\r' && text[index + 1] === '\n') {
      endRow();
      index += 2;
    } else if (char === '\n') {
      endRow();
      index += 1;
    } else {
      field += char;
      index += 1;
    }
  }
  if (quoted) throw new Error('CSV: a quoted field is not closed');
  if (field !== '' || row.length > 0) endRow();
  const [header, ...records] = rows;
  if (!header) throw new Error('CSV: no header');
  return records.map((record, number) => {
    if (record.length !== header.length)
      throw new Error(`CSV: row ${number + 2} has ${record.length} fields, the header ${header.length}`);
    return Object.fromEntries(header.map((name, column) => [name, record[column] as string]));
  });
};
