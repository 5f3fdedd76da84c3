import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { LazyLocationView } from './LazyLocationView';

const place = { latitude: 44.5384, longitude: 18.6671 };

/** A page with layout: the map's box is 600 × 240 pixels and near the screen at once. */
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', undefined);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: () => void) {}
      observe() {
        this.report();
      }
      unobserve() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(240);
});

async function renderView() {
  await renderWithApp(
    <LazyLocationView position={place} label="Lokacija" caption="Maršala Tita 12, Tuzla" />,
  );
  return screen.getByRole('region', { name: 'Lokacija' });
}

describe('LazyLocationView', () => {
  it('first shows a still picture of the tiles around the place, its pin, credit and caption', async () => {
    const region = await renderView();
    expect(region.classList.contains('leaflet-container')).toBe(false);
    const tiles = [...region.querySelectorAll('img[alt=""]')].map((img) => img.getAttribute('src'));
    expect(
      tiles.filter((src) => src?.startsWith('https://tile.openstreetmap.org/16/')).length,
    ).toBeGreaterThanOrEqual(3);
    expect(within(region).getByRole('img', { name: 'Lokacija' }).getAttribute('title')).toBe('Lokacija');
    expect(within(region).getByRole('link', { name: 'OpenStreetMap' }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/copyright',
    );
    expect(screen.getByText('Maršala Tita 12, Tuzla')).toBeTruthy();
  });

  it('becomes the interactive map when a pointer comes over it, and keeps the focus where it was', async () => {
    const region = await renderView();
    fireEvent.pointerEnter(region);
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Lokacija' }).classList.contains('leaflet-container')).toBe(
        true,
      ),
    );
    expect(screen.getByTitle('Uvećaj')).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByText('Maršala Tita 12, Tuzla')).toBeTruthy();
  });

  it('hands the keyboard’s focus on to the interactive map', async () => {
    const region = await renderView();
    region.focus();
    await waitFor(() => {
      const map = screen.getByRole('region', { name: 'Lokacija' });
      expect(map.classList.contains('leaflet-container')).toBe(true);
      expect(document.activeElement).toBe(map);
    });
  });

  it('stays a picture while its credit’s link has the focus', async () => {
    const region = await renderView();
    within(region).getByRole('link', { name: 'OpenStreetMap' }).focus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('region', { name: 'Lokacija' }).classList.contains('leaflet-container')).toBe(
      false,
    );
  });
});
