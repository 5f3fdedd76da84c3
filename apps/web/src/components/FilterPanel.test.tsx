import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
});
