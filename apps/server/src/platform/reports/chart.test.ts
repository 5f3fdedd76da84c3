import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type ChartKind, type ReportChartLayout } from './document';
import { LABEL_CHARS, chartSvg, escapeXml, niceTicks, pieSlices, renderChart, truncate } from './chart';

function chartOf(overrides: Partial<ReportChartLayout> = {}): ReportChartLayout {
  return {
    kind: 'bar',
    title: 'Prijave po kategoriji',
    categories: ['Putevi i ulice', 'Javna rasvjeta', 'Komunalni otpad'],
    series: [{ name: 'Broj prijava', values: [12, 5, 30] }],
    ...overrides,
  };
}

type Box = { x: number; y: number; width: number; height: number; fill: string };

/** The bars of an SVG, in the order they are drawn. */
function bars(svg: string): Box[] {
  return [...svg.matchAll(/<rect class="bar" ([^>]*)\/>/g)].map(([, attrs]) => {
    const at = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs!)![1]!;
    return {
      x: Number(at('x')),
      y: Number(at('y')),
      width: Number(at('width')),
      height: Number(at('height')),
      fill: at('fill'),
    };
  });
}

/** The texts an SVG shows, unescaped. */
function texts(svg: string): string[] {
  return [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map(([, content]) =>
    content!
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&'),
  );
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('the axis of a chart', () => {
  it('has 4 to 6 ticks from 0, a round step apart, the last one at or above the largest value', () => {
    for (const max of [0.3, 1, 3, 7, 10, 12, 47, 99, 100, 101, 640, 1000, 2501, 12_345, 987_654]) {
      const ticks = niceTicks(max);
      expect(ticks.length).toBeGreaterThanOrEqual(4);
      expect(ticks.length).toBeLessThanOrEqual(6);
      expect(ticks[0]).toBe(0);
      expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(max);
      const step = ticks[1]!;
      const mantissa = Number((step / 10 ** Math.floor(Math.log10(step))).toPrecision(6));
      expect([1, 2, 2.5, 5]).toContain(mantissa);
      ticks.forEach((tick, i) => expect(tick).toBeCloseTo(i * step, 9));
    }
  });

  it('takes the smallest round step that fits, so the bars fill most of the height', () => {
    expect(niceTicks(1000)).toEqual([0, 200, 400, 600, 800, 1000]);
    expect(niceTicks(1001)).toEqual([0, 250, 500, 750, 1000, 1250]);
    expect(niceTicks(47)).toEqual([0, 10, 20, 30, 40, 50]);
    expect(niceTicks(0.3)).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('goes from 0 to 5 when there is nothing to show, without dividing by zero', () => {
    expect(niceTicks(0)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe('the texts of a chart', () => {
  it('are escaped for XML, so that < & " in a name cannot break the picture', () => {
    expect(escapeXml(`<b>"Vodovod" & 'kanalizacija'</b>`)).toBe(
      '&lt;b&gt;&quot;Vodovod&quot; &amp; &apos;kanalizacija&apos;&lt;/b&gt;',
    );
    const svg = chartSvg(
      chartOf({
        kind: 'bar',
        title: 'Prijave <sve> & "ostalo"',
        categories: ['A & B', '<script>'],
        series: [
          { name: 'Primljene "nove"', values: [1, 2] },
          { name: 'Riješene <&>', values: [1, 1] },
        ],
      }),
      { language: 'bs' },
    );
    expect(svg).not.toMatch(/<script>|& |"nove"|<sve>|<&>/);
    expect(svg).toContain('A &amp; B');
    expect(texts(svg)).toEqual(expect.arrayContaining(['A & B', '<script>', 'Riješene <&>']));
  });

  it('drop control characters, which XML does not allow', () => {
    expect(escapeXml('a\u0000b\u001Fc\td')).toBe('abc\td');
  });

  it('cut category labels longer than 18 characters with "…"', () => {
    expect(truncate('Javna rasvjeta', LABEL_CHARS)).toBe('Javna rasvjeta');
    const cut = truncate('Komunalni otpad i čistoća grada', LABEL_CHARS);
    expect(cut.endsWith('…')).toBe(true);
    expect(Array.from(cut).length).toBeLessThanOrEqual(LABEL_CHARS);
    const svg = chartSvg(chartOf({ categories: ['Komunalni otpad i čistoća grada', 'B', 'C'] }), {
      language: 'bs',
    });
    expect(texts(svg)).toContain(cut);
  });

  it('write Cyrillic names as they are', () => {
    const svg = chartSvg(
      chartOf({
        title: 'Пријаве по категорији',
        categories: ['Путеви и улице', 'Јавна расвјета'],
        series: [
          { name: 'Примљене', values: [3, 4] },
          { name: 'Ријешене', values: [1, 2] },
        ],
      }),
      { language: 'sr_cyr' },
    );
    expect(texts(svg)).toEqual(
      expect.arrayContaining(['Путеви и улице', 'Јавна расвјета', 'Примљене', 'Ријешене']),
    );
  });

  it('are set in DejaVu Sans, which has č, ć, đ, š, ž and Cyrillic', () => {
    expect(chartSvg(chartOf(), { language: 'bs' })).toContain('font-family="DejaVu Sans, sans-serif"');
  });

  it('write the axis numbers with the language’s separators', () => {
    const chart = chartOf({ series: [{ name: 'Broj', values: [1000, 400, 750] }] });
    expect(texts(chartSvg(chart, { language: 'bs' }))).toEqual(
      expect.arrayContaining(['0', '200', '800', '1.000']),
    );
    expect(
      texts(chartSvg({ ...chart, series: [{ name: 'Broj', values: [2.5, 1, 0] }] }, { language: 'hr' })),
    ).toEqual(expect.arrayContaining(['0', '0,5', '2,5']));
  });

  it('rotate category labels that would overlap, and leave short ones level', () => {
    const level = chartSvg(chartOf(), { language: 'bs' });
    expect(level).not.toContain('rotate(');
    const crowded = chartSvg(
      chartOf({
        categories: Array.from({ length: 12 }, (_, i) => `Mjesna zajednica ${i + 1}`),
        series: [{ name: 'Broj', values: Array.from({ length: 12 }, (_, i) => i + 1) }],
      }),
      { language: 'bs' },
    );
    expect(crowded).toContain('rotate(-35 ');
  });
});

describe('a bar chart', () => {
  it('draws a bar for every value, side by side in each category when there are several series', () => {
    const svg = chartSvg(
      chartOf({
        series: [
          { name: 'Primljene', values: [12, 5, 30] },
          { name: 'Riješene', values: [10, 4, 20] },
        ],
      }),
      { language: 'bs' },
    );
    const drawn = bars(svg);
    expect(drawn).toHaveLength(6);
    const [first, second] = drawn;
    expect(second!.x).toBeCloseTo(first!.x + first!.width, 1);
    expect(first!.fill).not.toBe(second!.fill);
    // Heights in proportion to the values, all standing on the same axis.
    expect(drawn[2]!.height / drawn[0]!.height).toBeCloseTo(5 / 12, 2);
    for (const bar of drawn) expect(bar.y + bar.height).toBeCloseTo(drawn[0]!.y + drawn[0]!.height, 1);
  });

  it('has a legend only when there are two or more series', () => {
    const one = chartSvg(chartOf(), { language: 'bs' });
    expect(one).not.toContain('class="swatch"');
    expect(texts(one)).not.toContain('Broj prijava');
    const two = chartSvg(
      chartOf({
        series: [
          { name: 'Primljene', values: [1, 2, 3] },
          { name: 'Riješene', values: [1, 1, 1] },
        ],
      }),
      { language: 'bs' },
    );
    expect(two.match(/class="swatch"/g)).toHaveLength(2);
    expect(texts(two)).toEqual(expect.arrayContaining(['Primljene', 'Riješene']));
  });

  it('draws no bar for zero, negative or missing values', () => {
    const svg = chartSvg(chartOf({ series: [{ name: 'Broj', values: [0, -4] }] }), { language: 'bs' });
    expect(bars(svg)).toHaveLength(0);
    expect(svg).not.toContain('NaN');
  });
});

describe('a stacked bar chart', () => {
  it('stacks the series of a category, so that the parts add up to its total', () => {
    const svg = chartSvg(
      chartOf({
        kind: 'stackedBar',
        categories: ['Putevi', 'Rasvjeta'],
        series: [
          { name: 'Primljene', values: [10, 30] },
          { name: 'U radu', values: [20, 5] },
          { name: 'Riješene', values: [10, 5] },
        ],
      }),
      { language: 'bs' },
    );
    const drawn = bars(svg);
    expect(drawn).toHaveLength(6);
    const stacks = [drawn.slice(0, 3), drawn.slice(3)];
    for (const stack of stacks) {
      // One column: the same x and width, each part starting where the one below ends.
      for (const part of stack) expect(part.x).toBe(stack[0]!.x);
      expect(stack[1]!.y + stack[1]!.height).toBeCloseTo(stack[0]!.y, 1);
      expect(stack[2]!.y + stack[2]!.height).toBeCloseTo(stack[1]!.y, 1);
    }
    const height = (stack: Box[]) => stack.reduce((sum, part) => sum + part.height, 0);
    // Totals 40 and 40: equal columns; the axis goes to 40, so the columns fill it.
    expect(height(stacks[0]!)).toBeCloseTo(height(stacks[1]!), 1);
    expect(stacks[0]![1]!.height / stacks[0]![0]!.height).toBeCloseTo(2, 2);
    expect(texts(svg)).toContain('40');
    expect(texts(svg)).not.toContain('50');
  });
});

describe('a line chart', () => {
  it('draws a line per series with a marker on every value', () => {
    const svg = chartSvg(
      chartOf({
        kind: 'line',
        series: [
          { name: 'Primljene', values: [12, 5, 30] },
          { name: 'Riješene', values: [10, 4, 20] },
        ],
      }),
      { language: 'bs' },
    );
    expect(svg.match(/<polyline class="line"/g)).toHaveLength(2);
    expect(svg.match(/<circle class="point"/g)).toHaveLength(6);
    expect(bars(svg)).toHaveLength(0);
  });
});

describe('a pie chart', () => {
  it('shares out the full circle among the values of the first series', () => {
    const slices = pieSlices([30, 10, 0, 60]);
    const total = slices.reduce((sum, s) => sum + (s.end - s.start), 0);
    expect(total).toBeCloseTo(360, 9);
    expect(slices.map((s) => s.end - s.start)).toEqual([108, 36, 0, 216]);
    expect(slices[0]!.start).toBe(0);
    for (let i = 1; i < slices.length; i++) expect(slices[i]!.start).toBe(slices[i - 1]!.end);
    expect(slices.map((s) => s.percent)).toEqual([30, 10, 0, 60]);
  });

  it('draws a slice per value above zero and a legend of "name: value (percent %)"', () => {
    const svg = chartSvg(
      chartOf({
        kind: 'pie',
        categories: ['Putevi', 'Rasvjeta', 'Otpad'],
        series: [
          { name: 'Broj', values: [1500, 500, 0] },
          { name: 'Ignored', values: [1, 1, 1] },
        ],
      }),
      { language: 'bs' },
    );
    expect(svg.match(/class="slice"/g)).toHaveLength(2);
    expect(texts(svg)).toEqual(['Putevi: 1.500 (75 %)', 'Rasvjeta: 500 (25 %)', 'Otpad: 0 (0 %)']);
  });

  it('draws a single value as a whole circle', () => {
    const svg = chartSvg(chartOf({ kind: 'pie', series: [{ name: 'Broj', values: [0, 7, 0] }] }), {
      language: 'bs',
    });
    expect(svg.match(/<circle class="slice"/g)).toHaveLength(1);
    expect(texts(svg)).toContain('Javna rasvjeta: 7 (100 %)');
  });

  it('has no slices, and no division by zero, when every value is zero', () => {
    expect(pieSlices([0, 0]).every((s) => s.start === 0 && s.end === 0 && s.percent === 0)).toBe(true);
    const svg = chartSvg(chartOf({ kind: 'pie', series: [{ name: 'Broj', values: [0, 0, 0] }] }), {
      language: 'bs',
    });
    expect(svg).not.toContain('class="slice"');
    expect(svg).not.toContain('NaN');
  });
});

describe('a chart without data', () => {
  it('still has its axes, and no bars', () => {
    for (const chart of [
      chartOf({ categories: [], series: [] }),
      chartOf({ categories: [], series: [{ name: 'Broj', values: [] }] }),
      chartOf({ series: [{ name: 'Broj', values: [0, 0, 0] }] }),
      chartOf({ kind: 'stackedBar', series: [{ name: 'Broj', values: [0, 0, 0] }] }),
      chartOf({ kind: 'line', categories: [], series: [{ name: 'Broj', values: [] }] }),
    ]) {
      const svg = chartSvg(chart, { language: 'bs' });
      expect(texts(svg)).not.toContain('Prijave po kategoriji');
      expect(svg.match(/<line /g)!.length).toBeGreaterThanOrEqual(2);
      expect(bars(svg)).toHaveLength(0);
      expect(svg).not.toMatch(/NaN|Infinity/);
    }
  });
});

describe('the chart as a picture', () => {
  const kinds: ChartKind[] = ['bar', 'stackedBar', 'line', 'pie'];

  it.each(kinds)('is a PNG at twice the size of the layout, for print: %s', async (kind) => {
    const png = await renderChart(
      chartOf({
        kind,
        series: [
          { name: 'Primljene', values: [12, 5, 30] },
          { name: 'Riješene', values: [10, 4, 20] },
        ],
      }),
      { language: 'bs' },
    );
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([1600, 900]);
  });

  it.each(kinds)('is a PNG even without data: %s', async (kind) => {
    const png = await renderChart(chartOf({ kind, categories: [], series: [] }), { language: 'sr_cyr' });
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect((await sharp(png).metadata()).width).toBe(1600);
  });

  it('takes another size when asked', async () => {
    const png = await renderChart(chartOf(), { language: 'hr', width: 600, height: 300 });
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 600]);
  });
});
