import { describe, expect, it } from 'vitest';
import { clusterIcon, clusterSize, clusterText, markerIcon } from './icons';

describe('cluster icons', () => {
  it('grow with the number of complaints they stand for', () => {
    const sizes = [2, 9, 10, 99, 100, 999, 1000, 50_000].map(clusterSize);
    expect(sizes).toEqual([32, 32, 40, 40, 48, 48, 56, 56]);
  });

  it('show the number, shortened past four digits', () => {
    expect(clusterText(7)).toBe('7');
    expect(clusterText(9999)).toBe('9999');
    expect(clusterText(12_345)).toBe('12k+');
  });

  it('are round markers centred on the point, with the number and no inline style', () => {
    const { options } = clusterIcon(150);
    expect(options.iconSize).toEqual([48, 48]);
    expect(options.iconAnchor).toEqual([24, 24]);
    expect(options.html).toContain('>150<');
    // The page's Content-Security-Policy refuses style attributes.
    expect(String(options.html)).not.toMatch(/style=/);
  });
});

describe('the complaint pin', () => {
  it('uses the bundled Leaflet images rather than a path Leaflet guesses', () => {
    expect(markerIcon.options.iconUrl).toMatch(/marker-icon\.png/);
    expect(markerIcon.options.iconRetinaUrl).toMatch(/marker-icon-2x\.png/);
    expect(markerIcon.options.shadowUrl).toMatch(/marker-shadow\.png/);
  });
});
