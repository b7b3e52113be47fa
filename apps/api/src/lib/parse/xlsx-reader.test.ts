import archiver from 'archiver';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { percentText, readXlsx, XLSX_UNPACKED_MAX_BYTES } from './xlsx-reader';

async function workbookOf(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook.addWorksheet('Data'));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A ZIP holding one entry of `size` zero bytes: a few kilobytes packed. */
async function zipOfZeros(size: number): Promise<Buffer> {
  const archive = archiver('zip', { zlib: { level: 9 } });
  const chunks: Buffer[] = [];
  archive.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => archive.on('end', resolve));
  archive.append(Buffer.alloc(size), { name: 'xl/worksheets/sheet1.xml' });
  await archive.finalize();
  await done;
  return Buffer.concat(chunks);
}

describe('percentText', () => {
  it('moves the decimal point on the digits, with no float error', () => {
    expect(percentText(0.115)).toBe('11.5');
    expect(percentText(0.11)).toBe('11');
    expect(percentText(1)).toBe('100');
    expect(percentText(0.0005)).toBe('0.05');
    expect(percentText(-0.025)).toBe('-2.5');
    expect(percentText(0)).toBe('0');
  });
});

describe('readXlsx', () => {
  it('reads every kind of cell as text, a formula as its text, and flags numbers', async () => {
    const bytes = await workbookOf((sheet) => {
      sheet.addRow(['Judul', 'Angka', 'Persen', 'Tanggal', 'Ya', 'Rumus', 'Kaya']);
      const row = sheet.addRow([
        "'=1+1",
        2.5,
        0.115,
        new Date(Date.UTC(2026, 10, 5)),
        true,
        { formula: 'SUM(B2:C2)', result: 2.615 },
        { richText: [{ text: 'te' }, { text: 'bal', font: { bold: true } }] },
      ]);
      row.getCell(3).numFmt = '0.00%';
      sheet.addRow([]);
      sheet.getCell('B4').value = '  spasi  ';
    });
    const read = await readXlsx(bytes);
    expect(read).toEqual({
      ok: true,
      records: [
        {
          line: 1,
          cells: ['Judul', 'Angka', 'Persen', 'Tanggal', 'Ya', 'Rumus', 'Kaya'],
          numeric: [false, false, false, false, false, false, false],
        },
        {
          line: 2,
          cells: ["'=1+1", '2.5', '11.5%', '2026-11-05', 'TRUE', '=SUM(B2:C2)', 'tebal'],
          numeric: [false, true, true, false, false, false, false],
        },
        { line: 4, cells: ['', '  spasi  '], numeric: [false, false] },
      ],
    });
  });

  it('refuses what is not a workbook, and a ZIP that unpacks past the budget', async () => {
    expect(await readXlsx(Buffer.from('Judul,Isi\nA,B\n'))).toEqual({
      ok: false,
      reason: 'unreadable',
    });
    const bomb = await zipOfZeros(XLSX_UNPACKED_MAX_BYTES + 1);
    expect(bomb.length).toBeLessThan(100_000);
    expect(await readXlsx(bomb)).toEqual({ ok: false, reason: 'too_large' });
    // Within the budget, the archive is handed on and found not to be a workbook.
    expect(await readXlsx(await zipOfZeros(1000))).toEqual({ ok: false, reason: 'unreadable' });
  });
});
