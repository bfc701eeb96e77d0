/**
 * A text cell of a CSV file that a spreadsheet opens, made safe against formula injection (OWASP,
 * "CSV Injection"): a cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return would be
 * read by Excel or LibreOffice as a formula (`=HYPERLINK(…)` in a contact's name), so it gets a
 * leading single quote, which the spreadsheet shows as text.
 *
 * A number stays as it is, so an amount such as `-12,50` is still a number the spreadsheet can sum:
 * a cell that is only a sign, digits and one decimal separator cannot hold a formula.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

export const spreadsheetSafe = (text: string): string =>
  FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
