import { type CatalogueLanguage, formatNumber } from '@portal/i18n/server';
import sharp from 'sharp';
import type { ReportChartLayout } from './document';

/*
 * A report's chart as a picture (decision 0026): drawn here as SVG, then turned into a
 * PNG by sharp (librsvg) at twice its size, sharp on paper, for the PDF, Word and Excel
 * files. Text is set in DejaVu Sans, which has č, ć, đ, š, ž and Cyrillic; sizes of text
 * are estimated from its average letter width, since nothing here measures fonts.
 */

export type ChartOptions = { language: CatalogueLanguage; width?: number; height?: number };

const FONT = 'DejaVu Sans, sans-serif';
/** Okabe–Ito without its yellow, darkest first; the two lighter ones get a darker edge. */
const PALETTE = [
  { fill: '#0072B2', edge: '#ffffff' },
  { fill: '#D55E00', edge: '#ffffff' },
  { fill: '#009E73', edge: '#ffffff' },
  { fill: '#CC79A7', edge: '#ffffff' },
  { fill: '#E69F00', edge: '#8a5f00' },
  { fill: '#56B4E9', edge: '#1f6f9e' },
  { fill: '#000000', edge: '#ffffff' },
] as const;
const TEXT = '#1f1f1f';
const MUTED = '#4a4a4a';
const GRID = '#dddddd';
/** Category labels longer than this are cut with "…". */
export const LABEL_CHARS = 18;
const LEGEND_CHARS = 28;
const ROTATION = 35;
const SIN = Math.sin((ROTATION * Math.PI) / 180);
const COS = Math.cos((ROTATION * Math.PI) / 180);

/** Text made safe for XML: escaped, and without the control characters XML forbids. */
export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '') // eslint-disable-line no-control-regex
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A text on one line, cut to `max` characters with "…" at its end when longer. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, Math.max(1, max - 1))
        .join('')
        .trimEnd()}…`;
}

/** The width a text takes, estimated from DejaVu Sans' average letter width. */
function textWidth(text: string, size: number, bold = false): number {
  return Array.from(text).length * size * (bold ? 0.68 : 0.6);
}

/**
 * The gridlines of an axis from 0 to at least `max`: 4 to 6 ticks a round step apart
 * (1, 2, 2.5 or 5 × 10ⁿ). An axis with nothing on it goes from 0 to 5.
 */
export function niceTicks(max: number): number[] {
  const top = Number.isFinite(max) && max > 0 ? max : 5;
  let exponent = Math.floor(Math.log10(top)) - 1;
  for (;;) {
    for (const mantissa of [1, 2, 2.5, 5]) {
      const step = exponent < 0 ? mantissa / 10 ** -exponent : mantissa * 10 ** exponent;
      const intervals = Math.max(1, Math.ceil(top / step - 1e-9));
      if (intervals <= 5) {
        const count = Math.max(intervals, 3);
        return Array.from({ length: count + 1 }, (_, i) => Number((i * step).toPrecision(12)));
      }
    }
    exponent += 1;
  }
}

export type PieSlice = { index: number; value: number; percent: number; start: number; end: number };

/** The pie's slices in degrees clockwise from twelve o'clock; without a total, every slice is empty. */
export function pieSlices(values: readonly number[]): PieSlice[] {
  const clean = values.map(clamp);
  const total = clean.reduce((sum, value) => sum + value, 0);
  let angle = 0;
  return clean.map((value, index) => {
    const share = total > 0 ? value / total : 0;
    const slice = { index, value, percent: share * 100, start: angle, end: angle + share * 360 };
    angle = slice.end;
    return slice;
  });
}

function clamp(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : 0;
}

const r = (n: number): number => Math.round(n * 100) / 100;
const colour = (i: number) => PALETTE[i % PALETTE.length]!;

function text(x: number, y: number, content: string, attrs = ''): string {
  return `<text x="${r(x)}" y="${r(y)}"${attrs ? ` ${attrs}` : ''}>${escapeXml(content)}</text>`;
}

function swatch(x: number, y: number, i: number): string {
  const { fill, edge } = colour(i);
  return `<rect class="swatch" x="${r(x)}" y="${r(y - 10)}" width="12" height="12" fill="${fill}" stroke="${edge}"/>`;
}

function line(x1: number, y1: number, x2: number, y2: number, stroke: string): string {
  return `<line x1="${r(x1)}" y1="${r(y1)}" x2="${r(x2)}" y2="${r(y2)}" stroke="${stroke}"/>`;
}

/** The legend's entries as lines of swatch and text, wrapped to `width`; returns the SVG and its height. */
function legendRows(labels: readonly string[], x: number, y: number, width: number) {
  const parts: string[] = [];
  let cx = x;
  let cy = y;
  labels.forEach((label, i) => {
    const itemWidth = 18 + textWidth(label, 12) + 16;
    if (cx > x && cx + itemWidth > x + width) {
      cx = x;
      cy += 20;
    }
    parts.push(swatch(cx, cy, i), text(cx + 18, cy, label, `font-size="12" fill="${TEXT}"`));
    cx += itemWidth;
  });
  return { svg: parts.join(''), height: labels.length > 0 ? cy - y + 20 : 0 };
}

/** The chart as an SVG document of `width` × `height` (800 × 450 unless told). */
export function chartSvg(chart: ReportChartLayout, options: ChartOptions): string {
  const width = Math.max(320, Math.round(options.width ?? 800));
  const height = Math.max(200, Math.round(options.height ?? 450));
  const { language } = options;
  const fmt = (value: number, digits?: number) =>
    formatNumber(value, language, digits === undefined ? {} : { maximumFractionDigits: digits });
  // No title in the picture: the document heads it with text a reader can search and copy.
  const body: string[] = [`<rect class="background" width="${width}" height="${height}" fill="#ffffff"/>`];
  let top = 16;
  const categories = chart.categories.map((category) => truncate(category, LABEL_CHARS));
  const series = chart.series.map((s) => ({
    name: truncate(s.name, LEGEND_CHARS),
    values: categories.map((_, i) => clamp(s.values[i])),
  }));

  if (chart.kind === 'pie') {
    const first = series[0] ?? { name: '', values: categories.map(() => 0) };
    const slices = pieSlices(first.values);
    const labels = slices.map((s) => `${categories[s.index]}: ${fmt(s.value)} (${fmt(s.percent, 1)} %)`);
    const legendWidth = Math.min(width * 0.5, Math.max(0, ...labels.map((l) => textWidth(l, 12))) + 30);
    const radius = Math.max(10, Math.min((width - legendWidth - 48) / 2, (height - top - 16) / 2));
    const cx = 16 + (width - legendWidth - 32) / 2;
    const cy = top + (height - top - 16) / 2;
    const point = (deg: number) => {
      const rad = ((deg - 90) * Math.PI) / 180;
      return `${r(cx + radius * Math.cos(rad))} ${r(cy + radius * Math.sin(rad))}`;
    };
    if (slices.every((s) => s.value === 0)) {
      body.push(`<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="none" stroke="${GRID}"/>`);
    }
    for (const s of slices) {
      const { fill, edge } = colour(s.index);
      const paint = `fill="${fill}" stroke="${edge}" stroke-width="1"`;
      if (s.end - s.start >= 359.999) {
        body.push(`<circle class="slice" cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" ${paint}/>`);
      } else if (s.end > s.start) {
        const large = s.end - s.start > 180 ? 1 : 0;
        const arc = `A ${r(radius)} ${r(radius)} 0 ${large} 1 ${point(s.end)}`;
        body.push(`<path class="slice" d="M ${r(cx)} ${r(cy)} L ${point(s.start)} ${arc} Z" ${paint}/>`);
      }
    }
    // As many entries as fit under one another; the rest are summed up as "…".
    const fits = Math.max(1, Math.floor((height - top - 16) / 20));
    const shown = labels.length > fits ? [...labels.slice(0, fits - 1), '…'] : labels;
    const ly = top + Math.max(0, (height - top - 16 - shown.length * 20) / 2) + 14;
    shown.forEach((label, i) => {
      const x = width - legendWidth - 8;
      if (i < shown.length - 1 || labels.length <= fits) body.push(swatch(x, ly + i * 20, i));
      body.push(text(x + 18, ly + i * 20, label, `font-size="12" fill="${TEXT}"`));
    });
    return svgDocument(width, height, body);
  }

  if (series.length > 1) {
    const legend = legendRows(
      series.map((s) => s.name),
      16,
      top + 4,
      width - 32,
    );
    body.push(legend.svg);
    top += legend.height + 4;
  }

  const stacked = chart.kind === 'stackedBar';
  const max = Math.max(
    0,
    ...categories.map((_, i) =>
      stacked
        ? series.reduce((sum, s) => sum + s.values[i]!, 0)
        : Math.max(0, ...series.map((s) => s.values[i]!)),
    ),
  );
  const ticks = niceTicks(max);
  const axisTop = ticks[ticks.length - 1]!;
  const tickLabels = ticks.map((t) => fmt(t));
  const labelSize = 11;
  const widest = Math.max(0, ...categories.map((c) => textWidth(c, labelSize)));
  let left = Math.max(...tickLabels.map((l) => textWidth(l, labelSize))) + 24;
  const right = width - 20;
  const slotOf = (l: number) => (categories.length > 0 ? (right - l) / categories.length : right - l);
  const rotate = categories.length > 0 && widest > slotOf(left) - 6;
  if (rotate) left = Math.max(left, widest * COS - slotOf(left) / 2 + 12);
  const slot = slotOf(left);
  const bottom = height - 12 - (rotate ? widest * SIN + labelSize + 6 : labelSize + 10);
  const plotHeight = Math.max(10, bottom - top - 8);
  const y = (value: number) => bottom - (value / axisTop) * plotHeight;
  // Rotated labels less than a line apart would overlap: only every `every`-th is written.
  const every = rotate ? Math.max(1, Math.ceil((labelSize + 3) / (slot * SIN))) : 1;

  ticks.forEach((tick, i) => {
    const ty = y(tick);
    if (i > 0) body.push(line(left, ty, right, ty, GRID));
    body.push(
      text(left - 8, ty + 4, tickLabels[i]!, `font-size="${labelSize}" text-anchor="end" fill="${MUTED}"`),
    );
  });

  categories.forEach((category, i) => {
    if (i % every !== 0) return;
    const [x, ly] = [left + slot * (i + 0.5), bottom + (rotate ? 14 : 16)];
    const placing = rotate
      ? `text-anchor="end" transform="rotate(-${ROTATION} ${r(x)} ${r(ly)})"`
      : 'text-anchor="middle"';
    body.push(text(x, ly, category, `font-size="${labelSize}" ${placing} fill="${TEXT}"`));
  });

  const bar = (x: number, w: number, from: number, to: number, i: number) => {
    const { fill, edge } = colour(i);
    const h = y(from) - y(to);
    return `<rect class="bar" x="${r(x)}" y="${r(y(to))}" width="${r(w)}" height="${r(h)}" fill="${fill}" stroke="${edge}" stroke-width="0.5"/>`;
  };
  if (chart.kind === 'line' && categories.length > 0) {
    const lines = series.map((s) => s.values.map((v, i) => [r(left + slot * (i + 0.5)), r(y(v))] as const));
    // The lines first, then every point, so that no line hides another's points.
    lines.forEach((points, si) => {
      const stroke = colour(si).fill;
      const coords = points.map(([px, py]) => `${px},${py}`).join(' ');
      body.push(
        `<polyline class="line" points="${coords}" fill="none" stroke="${stroke}" stroke-width="2.5" stroke-linejoin="round"/>`,
      );
    });
    lines.forEach((points, si) => {
      const fill = colour(si).fill;
      for (const [px, py] of points) {
        body.push(
          `<circle class="point" cx="${px}" cy="${py}" r="3.5" fill="${fill}" stroke="#ffffff" stroke-width="1"/>`,
        );
      }
    });
  } else if (chart.kind !== 'line') {
    categories.forEach((_, i) => {
      const group = slot * (series.length > 1 && !stacked ? 0.8 : 0.6);
      const start = left + slot * i + (slot - group) / 2;
      let base = 0;
      series.forEach((s, si) => {
        const value = s.values[i]!;
        if (value <= 0) return;
        if (stacked) {
          body.push(bar(start, group, base, base + value, si));
          base += value;
        } else {
          body.push(bar(start + (group / series.length) * si, group / series.length, 0, value, si));
        }
      });
    });
  }
  body.push(line(left, y(axisTop), left, bottom, MUTED), line(left, bottom, right, bottom, MUTED));
  return svgDocument(width, height, body);
}

function svgDocument(width: number, height: number, body: readonly string[]): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" font-family="${FONT}">${body.join('')}</svg>`
  );
}

/** The chart as a PNG at twice its size (1600 × 900 pixels for 800 × 450), sharp in print. */
export async function renderChart(chart: ReportChartLayout, options: ChartOptions): Promise<Buffer> {
  return sharp(Buffer.from(chartSvg(chart, options)), { density: 144 })
    .png()
    .toBuffer();
}
