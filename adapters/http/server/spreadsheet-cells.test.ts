import { describe, expect, it } from 'vitest';
import { spreadsheetSafe } from './spreadsheet-cells.ts';

describe('a CSV cell a spreadsheet opens', () => {
  it.each([
    ['=HYPERLINK("https://boese.example","Klick")', '\'=HYPERLINK("https://boese.example","Klick")'],
    ['+SUMME(A1:A9)', "'+SUMME(A1:A9)"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['@SUM(1,1)', "'@SUM(1,1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['-', "'-"],
  ])('starts %j, which a spreadsheet would compute, with a single quote', (cell, safe) => {
    expect(spreadsheetSafe(cell)).toBe(safe);
  });

  it.each(['-12,50', '+49', '-7', '1.250', '450,00'])('keeps the number %s readable as a number', (cell) => {
    expect(spreadsheetSafe(cell)).toBe(cell);
  });

  it.each(['Nordflotte GmbH', 'HH-NF 123', 'Anna =Analyse', '', '23.11.2026'])(
    'keeps %j as it is',
    (cell) => {
      expect(spreadsheetSafe(cell)).toBe(cell);
    },
  );
});
