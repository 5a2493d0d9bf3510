import { describe, expect, it } from 'vitest';
import { csvDate, neutraliseCell, toCsv } from './csv';

describe('csv helper', () => {
  it('writes a BOM, a header row, CRLF lines and quotes cells that need it', () => {
    const csv = toCsv(
      [
        { header: 'Name', value: (r: { name: string; joined: string }) => r.name },
        { header: 'Joined On', value: (r) => r.joined, date: true },
      ],
      [
        { name: 'Rao, Lakshmi', joined: '2026-03-05' },
        { name: 'Aarav "Ace" Mehta', joined: '2025-12-31' },
      ],
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1)).toBe(
      'Name,Joined On\r\n"Rao, Lakshmi",05-Mar-2026\r\n"Aarav ""Ace"" Mehta",31-Dec-2025\r\n',
    );
  });

  it('neutralises cells that begin with = + - @, tab or carriage return', () => {
    expect(neutraliseCell('=HYPERLINK("http://x")')).toBe(`'=HYPERLINK("http://x")`);
    expect(neutraliseCell('+919876543210')).toBe("'+919876543210");
    expect(neutraliseCell('-5')).toBe("'-5");
    expect(neutraliseCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseCell('\t=1')).toBe("'\t=1");
    expect(neutraliseCell('Kavya')).toBe('Kavya');
    expect(neutraliseCell(null)).toBe('');
    expect(neutraliseCell(42)).toBe('42');
  });

  it('writes a negative amount as a number in an amount column, and still guards its text', () => {
    const csv = toCsv(
      [{ header: 'Total', value: (r: { v: string }) => r.v, amount: true }],
      [{ v: '-7080.00' }, { v: '-1+2' }, { v: '=1' }],
    );
    expect(csv).toBe("\uFEFFTotal\r\n-7080.00\r\n'-1+2\r\n'=1\r\n");
  });

  it('formats dates as DD-MMM-YYYY and leaves empty dates empty', () => {
    expect(csvDate('2026-01-09')).toBe('09-Jan-2026');
    expect(csvDate(new Date(2024, 1, 29))).toBe('29-Feb-2024');
    expect(csvDate(null)).toBe('');
    expect(csvDate('')).toBe('');
  });
});
