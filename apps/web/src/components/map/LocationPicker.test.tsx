import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { LocationPicker } from './LocationPicker';
import type { Position } from './position';

const TUZLA = { latitude: 44.5384, longitude: 18.6671 };

/** A form around the picker, with a way to set the position from outside (a photo). */
function Form({ onAddress }: { onAddress: (address: string | null) => void }) {
  const [value, setValue] = useState<Position | null>(null);
  return (
    <>
      <button type="button" onClick={() => setValue(TUZLA)}>
        photo
      </button>
      <LocationPicker value={value} onChange={setValue} onAddress={onAddress} />
    </>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LocationPicker', () => {
  it('looks up the address of a position given from outside and shows its coordinates', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValue(
        new Response(
          JSON.stringify({ address: { road: 'Turalibegova', house_number: '12', city: 'Tuzla' } }),
        ),
      );
    vi.stubGlobal('fetch', fetch);
    const onAddress = vi.fn();
    await renderWithApp(<Form onAddress={onAddress} />);

    expect(screen.getByText('Lokacija još nije označena.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Lokacija na mapi' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'photo' }));

    await waitFor(() => expect(onAddress).toHaveBeenCalledWith('Turalibegova 12, Tuzla'));
    expect(screen.getByText('Geografska širina 44,538400, geografska dužina 18,667100')).toBeTruthy();
    const url = new URL(String(fetch.mock.calls[0]![0]));
    expect(url.origin).toBe('https://geo.test');
    expect(url.searchParams.get('accept-language')).toBe('bs');
  });

  it('reports no address when the geocoder cannot be reached, and asks the user to type it', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const onAddress = vi.fn();
    await renderWithApp(<Form onAddress={onAddress} />);
    await userEvent.click(screen.getByRole('button', { name: 'photo' }));

    await waitFor(() => expect(onAddress).toHaveBeenCalledWith(null));
    expect(await screen.findByText('Adresa nije pronađena: upišite je sami.')).toBeTruthy();
  });

  it('says so when the browser refuses the location', async () => {
    const getCurrentPosition = vi.fn((_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({
        code: 1,
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
        message: '',
      } as GeolocationPositionError),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    await renderWithApp(<LocationPicker value={null} onChange={() => {}} />);

    await act(() => userEvent.click(screen.getByRole('button', { name: 'Koristi moju lokaciju' })));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Pristup vašoj lokaciji nije dozvoljen/);
  });

  it('takes the device location as the position', async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 44.53841234, longitude: 18.66712345 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const onChange = vi.fn();
    await renderWithApp(<LocationPicker value={null} onChange={onChange} />);

    await userEvent.click(screen.getByRole('button', { name: 'Koristi moju lokaciju' }));
    expect(onChange).toHaveBeenCalledWith({ latitude: 44.538412, longitude: 18.667123 });
  });

  it('marks the middle of the map with Enter or Space while the map has the focus', async () => {
    const onChange = vi.fn();
    await renderWithApp(<LocationPicker value={null} onChange={onChange} />);
    const map = screen.getByRole('region', { name: 'Lokacija na mapi' });
    expect(map.getAttribute('aria-describedby')).toBeTruthy();

    await userEvent.tab();
    expect(document.activeElement).toBe(map);
    await userEvent.keyboard('{Enter}');
    // The map opens at the municipality's position (the test boot's 44.5384, 18.6671).
    expect(onChange).toHaveBeenLastCalledWith(TUZLA);
    onChange.mockClear();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(TUZLA);
  });

  it('leaves Enter on the zoom buttons to them', async () => {
    const onChange = vi.fn();
    await renderWithApp(<LocationPicker value={null} onChange={onChange} />);
    const zoomIn = screen.getByRole('button', { name: 'Uvećaj' });
    zoomIn.focus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });
});
