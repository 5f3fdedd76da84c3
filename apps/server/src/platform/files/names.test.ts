import { describe, expect, it } from 'vitest';
import { fileNameFor } from './names';

describe('the name a file is kept under', () => {
  it.each([
    ['Zahtjev.hta', 'application/pdf', 'Zahtjev.pdf'],
    ['Zahtjev.html', 'application/pdf', 'Zahtjev.pdf'],
    ['Zahtjev.PDF', 'application/pdf', 'Zahtjev.PDF'],
    ['Zahtjev', 'application/pdf', 'Zahtjev.pdf'],
    ['.htaccess', 'application/pdf', 'file.pdf'],
    ['Odluka br. 5', 'application/pdf', 'Odluka br. 5.pdf'],
    ['Plan v1.2', 'application/pdf', 'Plan v1.2.pdf'],
    ['scan.png', 'image/jpeg', 'scan.jpg'],
    ['slika.JPEG', 'image/jpeg', 'slika.JPEG'],
    ['tabela.xls', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'tabela.xlsx'],
    ['snimak.mp4', 'video/mp4', 'snimak.mp4'],
    ['snimak.exe', 'video/quicktime', 'snimak.mov'],
    ['ime\u0000.php\r\n.hta', 'application/pdf', 'ime.php.pdf'],
  ])('%s holding %s is %s', (name, contentType, expected) => {
    expect(fileNameFor(name, contentType)).toBe(expected);
  });

  it('leaves the extension of a content it does not know (reports, exports)', () => {
    expect(fileNameFor('izvjestaj.csv', 'text/csv; charset=utf-8')).toBe('izvjestaj.csv');
  });

  it('stays within 255 characters, keeping the extension', () => {
    const name = fileNameFor(`${'dugo-ime-'.repeat(40)}.hta`, 'application/pdf');
    expect(name).toHaveLength(255);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});
