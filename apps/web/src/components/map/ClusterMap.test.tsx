import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { ClusterMap, type ClusterPoint } from './ClusterMap';

const points: ClusterPoint[] = [
  { key: 'c1', latitude: 44.54, longitude: 18.67, count: 12 },
  { key: 'p7', latitude: 44.53, longitude: 18.66, count: 1, id: 7, title: 'Rupa na cesti' },
];

describe('ClusterMap', () => {
  it('reports the view on load, labels clusters and opens a single complaint', async () => {
    const onViewChange = vi.fn();
    const onOpen = vi.fn();
    await renderWithApp(<ClusterMap points={points} onViewChange={onViewChange} onOpen={onOpen} />);

    expect(screen.getByRole('region', { name: 'Mapa prijavljenih problema' })).toBeTruthy();
    const cluster = screen.getByTitle('12 prijava na ovom području. Kliknite da uvećate mapu.');
    expect(cluster.textContent).toBe('12');
    await waitFor(() => expect(onViewChange).toHaveBeenCalledOnce());
    const [bounds, zoom] = onViewChange.mock.calls[0]!;
    expect(zoom).toBe(13);
    expect(Object.keys(bounds as object).sort()).toEqual(['east', 'north', 'south', 'west']);

    fireEvent.click(screen.getByTitle('Rupa na cesti'));
    expect(onOpen).toHaveBeenCalledWith(7);
  });
});
