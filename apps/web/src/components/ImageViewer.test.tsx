import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { fittedSize, ImageViewer, LENS_SIZE } from './ImageViewer';

const images = [
  { key: 1, src: '/api/Complaints/GetImage/1', alt: 'Rupa na cesti', width: 1600, height: 1200 },
  { key: 2, src: '/api/Complaints/GetImage/2', alt: 'Rupa izbliza', width: 400, height: 300 },
];

const lensOf = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-magnifier]');

describe('ImageViewer', () => {
  it('fits photos into 800 x 600 without enlarging small ones', () => {
    expect(fittedSize({ width: 1600, height: 1200 }, 800, 600)).toEqual({ width: 800, height: 600 });
    expect(fittedSize({ width: 3000, height: 1000 }, 800, 600)).toEqual({ width: 800, height: 267 });
    expect(fittedSize({ width: 400, height: 300 }, 800, 600)).toEqual({ width: 400, height: 300 });
  });

  it('keeps a photo’s place at its fitted size while it is still being fetched', async () => {
    const loading = images.map(({ src: _src, ...image }) => image);
    const { container } = await renderWithApp(<ImageViewer images={loading} label="Fotografije" />);
    const photo = screen.getByRole('group', { name: 'Rupa na cesti' });
    expect(photo.style.maxWidth).toBe('800px');
    expect(photo.style.aspectRatio).toBe('800 / 600');
    expect(container.querySelector('img')).toBeNull();
    fireEvent.mouseMove(photo, { clientX: 300, clientY: 200 });
    expect(lensOf(container)).toBeNull();
  });

  it('shows the part under the pointer enlarged twice in the lens', async () => {
    const { container } = await renderWithApp(<ImageViewer images={images} label="Fotografije" />);
    const photo = screen.getByRole('group', { name: 'Rupa na cesti' });
    photo.getBoundingClientRect = () =>
      ({ left: 100, top: 50, width: 800, height: 600, right: 900, bottom: 650, x: 100, y: 50 }) as DOMRect;
    expect(lensOf(container)).toBeNull();

    fireEvent.mouseMove(photo, { clientX: 300, clientY: 200 });
    const lens = lensOf(container)!;
    expect(lens.dataset.magnifier).toBe('2');
    expect(lens.style.backgroundSize).toBe('1600px 1200px');
    // The pointer is at (200, 150) in the photo: (400, 300) in the enlarged copy, at the lens's centre.
    expect(lens.style.backgroundPosition).toBe(`${LENS_SIZE / 2 - 400}px ${LENS_SIZE / 2 - 300}px`);
    expect(lens.style.left).toBe(`${200 - LENS_SIZE / 2}px`);

    fireEvent.mouseLeave(photo);
    expect(lensOf(container)).toBeNull();
  });

  it('magnifies with the keyboard: focus shows the lens, arrows move it, Escape hides it', async () => {
    const { container } = await renderWithApp(<ImageViewer images={images} label="Fotografije" />);
    await userEvent.tab();
    const photo = screen.getByRole('group', { name: 'Rupa na cesti' });
    expect(document.activeElement).toBe(photo);
    const lens = lensOf(container)!;
    // jsdom lays nothing out: the fitted size stands in for the photo on screen.
    expect(lens.style.backgroundSize).toBe('1600px 1200px');
    expect(lens.style.left).toBe(`${400 - LENS_SIZE / 2}px`);
    await userEvent.keyboard('{ArrowRight}');
    expect(lensOf(container)!.style.left).toBe(`${440 - LENS_SIZE / 2}px`);
    await userEvent.keyboard('{Escape}');
    expect(lensOf(container)).toBeNull();
  });

  it('changes the photo from the thumbnails, with alt texts', async () => {
    await renderWithApp(<ImageViewer images={images} label="Fotografije" />);
    expect(screen.getByText('Fotografija 1 od 2')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Prikaži fotografiju 2: Rupa izbliza' }));
    expect(screen.getByRole('img', { name: 'Rupa izbliza' })).toBeDefined();
    expect(screen.getByRole('button', { name: /fotografiju 2/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Fotografija 2 od 2')).toBeDefined();
  });
});
