import sharp from 'sharp';
import type { ReportLayout, ReportRows, ReportTexts, ReportValue } from './document';

/*
 * The layouts and rows the report writers' tests share (PDF, Word, Excel): a Bosnian and a
 * Serbian Cyrillic report with a column of each type, a coat of arms and a chart picture.
 */

export const bosnian: ReportTexts = {
  filters: 'Filteri',
  noFilters: 'Bez filtera',
  generated: 'Izrađeno',
  noRows: 'Nema podataka za odabrane filtere.',
  page: (page, pages) => `Stranica ${page} od ${pages}`,
  chartSheet: 'Grafikon',
  rowsSheet: 'Podaci',
  rowCount: (count) => `Ukupno redova: ${count}`,
};

export const cyrillic: ReportTexts = {
  filters: 'Филтери',
  noFilters: 'Без филтера',
  generated: 'Израђено',
  noRows: 'Нема података за одабране филтере.',
  page: (page, pages) => `Страница ${page} од ${pages}`,
  chartSheet: 'Графикон',
  rowsSheet: 'Подаци',
  rowCount: (count) => `Укупно редова: ${count}`,
};

export const coatOfArms = await sharp({
  create: { width: 120, height: 150, channels: 4, background: '#1f4e9e' },
})
  .png()
  .toBuffer();
export const chartPng = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#ccc' } })
  .png()
  .toBuffer();

export function bosnianLayout(overrides: Partial<ReportLayout> = {}): ReportLayout {
  return {
    language: 'bs',
    title: 'Prijave po kategoriji i statusu',
    municipality: 'Grad Tuzla',
    coatOfArms,
    filters: [
      { label: 'Kategorija', value: 'Putevi i ulice' },
      { label: 'Od datuma', value: '01.03.2026.' },
    ],
    // 13:05 UTC is 14:05 in Sarajevo in November.
    generatedAt: new Date('2026-11-24T13:05:00Z'),
    columns: [
      { key: 'text', heading: 'Opis', type: 'text' },
      { key: 'amount', heading: 'Iznos', type: 'number' },
      { key: 'reportedOn', heading: 'Datum prijave', type: 'date' },
      { key: 'resolvedAt', heading: 'Riješeno', type: 'dateTime' },
      { key: 'hours', heading: 'Trajanje', type: 'duration' },
      { key: 'share', heading: 'Udio', type: 'percentage' },
    ],
    chart: {
      kind: 'bar',
      title: 'Prijave po mjesecima',
      categories: ['Januar', 'Mart'],
      series: [{ name: 'Iznos', values: [20480, 1321.5] }],
      png: chartPng,
    },
    texts: bosnian,
    ...overrides,
  };
}

export const bosnianRows: ReportValue[][] = [
  // 22:30 UTC on 31 March is 00:30 on 1 April in Sarajevo (summer time).
  ['Rupa na cesti', 1234.5, new Date('2026-03-31T22:30:00Z'), new Date('2026-04-02T06:15:00Z'), 12.25, 37.5],
  ['Ulična rasvjeta', 87, new Date('2026-03-05T10:00:00Z'), null, null, null],
  // 23:10 UTC on 15 January is 00:10 on 16 January in Sarajevo (winter time).
  ['Zelene površine', 20480, new Date('2026-01-15T23:10:00Z'), new Date('2026-01-16T11:45:00Z'), 3, 100],
];

export function cyrillicLayout(overrides: Partial<ReportLayout> = {}): ReportLayout {
  return {
    language: 'sr_cyr',
    title: 'Пријаве по категорији и статусу',
    municipality: 'Град Тузла',
    coatOfArms,
    filters: [
      { label: 'Категорија', value: 'Путеви и улице' },
      { label: 'Статус', value: 'Ријешене' },
    ],
    generatedAt: new Date('2026-11-24T13:05:00Z'),
    columns: [
      { key: 'text', heading: 'Опис', type: 'text' },
      { key: 'amount', heading: 'Износ', type: 'number' },
      { key: 'reportedOn', heading: 'Датум пријаве', type: 'date' },
      { key: 'resolvedAt', heading: 'Ријешено', type: 'dateTime' },
      { key: 'hours', heading: 'Трајање', type: 'duration' },
      { key: 'share', heading: 'Удио', type: 'percentage' },
    ],
    chart: {
      kind: 'pie',
      title: 'Пријаве по мјесецима',
      categories: ['Јануар', 'Март'],
      series: [{ name: 'Износ', values: [20480, 1321.5] }],
      png: chartPng,
    },
    texts: cyrillic,
    ...overrides,
  };
}

export const cyrillicRows: ReportValue[][] = [
  ['Рупа на цести', 1234.5, new Date('2026-03-31T22:30:00Z'), new Date('2026-04-02T06:15:00Z'), 12.25, 37.5],
  ['Улична расвјета', 87, new Date('2026-03-05T10:00:00Z'), null, null, null],
  ['Зелене површине', 20480, new Date('2026-01-15T23:10:00Z'), new Date('2026-01-16T11:45:00Z'), 3, 100],
];

/** Rows in batches of `size`, as the engine reads them. */
export async function* inBatches(count: number, size: number, row: (n: number) => ReportValue[]): ReportRows {
  for (let start = 1; start <= count; start += size) {
    const batch: ReportValue[][] = [];
    for (let n = start; n < start + size && n <= count; n++) batch.push(row(n));
    yield batch;
  }
}
