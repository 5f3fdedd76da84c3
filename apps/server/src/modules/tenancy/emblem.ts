/**
 * A drawn emblem for a municipality whose own coat of arms has not been supplied:
 * a heater shield in one of six tinctures with the initials of the place. Official
 * coats of arms are not bundled (see docs/decisions/0005-coats-of-arms.md).
 */

const tinctures = [
  { field: '#1f4e8c', charge: '#f2c230', border: '#f2c230' }, // azure, or
  { field: '#a3202a', charge: '#ffffff', border: '#f2c230' }, // gules, argent
  { field: '#1e6b3a', charge: '#f2c230', border: '#ffffff' }, // vert, or
  { field: '#2b2b2b', charge: '#f2c230', border: '#f2c230' }, // sable, or
  { field: '#5b2d82', charge: '#ffffff', border: '#f2c230' }, // purpure, argent
  { field: '#0f6a73', charge: '#ffffff', border: '#ffffff' }, // teal, argent
];

const SHIELD = 'M8 6 H112 V62 C112 104 84 124 60 134 C36 124 8 104 8 62 Z';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** First letters of the words of a place name, at most two ("Istočno Sarajevo" gives "IS"). */
export function initialsOf(name: string): string {
  const words = name.split(/[\s-]+/).filter((w) => /^\p{Lu}/u.test(w));
  const letters = (words.length ? words : [name]).map((w) => Array.from(w)[0] ?? '');
  return letters.slice(0, 2).join('').toLocaleUpperCase('bs');
}

export function emblemSvg(options: { id: number; name: string; title: string }): string {
  const t = tinctures[options.id % tinctures.length]!;
  const initials = initialsOf(options.name);
  const size = initials.length > 1 ? 46 : 64;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 140" width="120" height="140" role="img" aria-label="${escapeXml(options.title)}">`,
    `<title>${escapeXml(options.title)}</title>`,
    `<path d="${SHIELD}" fill="${t.field}" stroke="${t.border}" stroke-width="6" stroke-linejoin="round"/>`,
    `<path d="M20 18 H100" stroke="${t.charge}" stroke-width="3" stroke-linecap="round" opacity="0.7"/>`,
    `<text x="60" y="${initials.length > 1 ? 84 : 92}" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-weight="700" font-size="${size}" fill="${t.charge}">${escapeXml(initials)}</text>`,
    '</svg>',
  ].join('');
}

/** The portal's own mark: a speech bubble holding a map pin. */
export function portalLogoSvg(title: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    '<path d="M16 14 H104 A10 10 0 0 1 114 24 V78 A10 10 0 0 1 104 88 H52 L30 108 V88 H16 A10 10 0 0 1 6 78 V24 A10 10 0 0 1 16 14 Z" fill="#1f4e8c"/>',
    '<path d="M60 26 C48 26 40 35 40 46 C40 60 60 78 60 78 C60 78 80 60 80 46 C80 35 72 26 60 26 Z" fill="#f2c230"/>',
    '<circle cx="60" cy="46" r="8" fill="#1f4e8c"/>',
    '</svg>',
  ].join('');
}
