import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { FilterSelect } from './FilterSelect';

const choices = [
  { id: 3, name: 'Putevi i udarne rupe' },
  { id: 7, name: 'Javna rasvjeta' },
];

async function renderFilter(value: number | null, given = choices) {
  const onChange = vi.fn();
  function Filter() {
    const [chosen, setChosen] = useState(value);
    return (
      <FilterSelect
        label="Kategorija"
        choices={given}
        value={chosen}
        onChange={(next) => {
          onChange(next);
          setChosen(next);
        }}
      />
    );
  }
  await renderWithApp(<Filter />);
  return { select: screen.getByRole<HTMLSelectElement>('combobox', { name: 'Kategorija' }), onChange };
}

describe('FilterSelect', () => {
  it('offers "Sve" first, then the choices, and reports the chosen one as its number or none', async () => {
    const { select, onChange } = await renderFilter(null);
    expect([...select.options].map((o) => o.text)).toEqual(['Sve', 'Putevi i udarne rupe', 'Javna rasvjeta']);
    expect(select.value).toBe('');
    const user = userEvent.setup();
    await user.selectOptions(select, 'Javna rasvjeta');
    expect(onChange).toHaveBeenLastCalledWith(7);
    await user.selectOptions(select, 'Sve');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('shows the chosen value, and "Sve" while its choices have not come', async () => {
    expect((await renderFilter(3)).select.value).toBe('3');
    cleanup();
    const waiting = await renderFilter(3, []);
    expect(waiting.select.selectedOptions[0]?.text).toBe('Sve');
  });
});
