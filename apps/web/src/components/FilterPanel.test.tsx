import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PHONE_QUERY } from '../lib/media';
import { renderWithApp } from '../test/render';
import { FilterPanel } from './FilterPanel';

describe('FilterPanel', () => {
  it('folds its filters behind a button that says whether they are shown', async () => {
    await renderWithApp(
      <FilterPanel activeCount={0} onClear={() => undefined}>
        <label>
          Kategorija <input />
        </label>
      </FilterPanel>,
    );
    expect(screen.getByRole('region', { name: 'Filteri' }).tagName).toBe('SECTION');
    const toggle = screen.getByRole('button', { name: 'Prikaži filtere' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const body = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(body.getAttribute('data-open')).toBe('false');
    expect(body.contains(screen.getByLabelText('Kategorija'))).toBe(true);
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Sakrij filtere' }).getAttribute('aria-expanded')).toBe('true');
    expect(body.getAttribute('data-open')).toBe('true');
    // Nothing set, nothing to clear.
    expect(screen.queryByRole('button', { name: 'Poništi filtere' })).toBeNull();
  });

  it('counts the filters set on its button and offers to clear them', async () => {
    const onClear = vi.fn();
    await renderWithApp(
      <FilterPanel activeCount={2} onClear={onClear}>
        <input aria-label="Status" />
      </FilterPanel>,
    );
    expect(screen.getByRole('button', { name: /Prikaži filtere/ }).textContent).toContain('2');
    await userEvent.click(screen.getByRole('button', { name: 'Poništi filtere' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('draws fields given as a function only while shown: on a wide screen at once, on a phone once opened', async () => {
    const narrow = (matches: boolean) =>
      vi.spyOn(window, 'matchMedia').mockImplementation(
        (query: string) =>
          ({
            matches: matches && query === PHONE_QUERY,
            media: query,
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
          }) as unknown as MediaQueryList,
      );
    const fields = () => <input aria-label="Status" />;

    narrow(false);
    const wide = await renderWithApp(
      <FilterPanel activeCount={0} onClear={() => undefined}>
        {fields}
      </FilterPanel>,
    );
    expect(screen.getByLabelText('Status')).toBeTruthy();
    wide.unmount();

    narrow(true);
    await renderWithApp(
      <FilterPanel activeCount={0} onClear={() => undefined}>
        {fields}
      </FilterPanel>,
    );
    expect(screen.queryByLabelText('Status')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Prikaži filtere' }));
    expect(screen.getByLabelText('Status')).toBeTruthy();
  });
});
