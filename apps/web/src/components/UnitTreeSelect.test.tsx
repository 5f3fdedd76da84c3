import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { filterTree, treeOf, type TreeUnit, UnitTreeSelect } from './UnitTreeSelect';

const units: TreeUnit[] = [
  { id: 1, name: 'Služba za komunalne poslove', parentId: null },
  { id: 2, name: 'Odsjek za puteve', parentId: 1 },
  { id: 3, name: 'Referat za zimsko održavanje', parentId: 2 },
  { id: 4, name: 'Služba za urbanizam', parentId: null },
  { id: 5, name: 'Odsjek za građenje', parentId: 4 },
  // Listed before its parent: still shown under it.
  { id: 7, name: 'Odsjek za javnu rasvjetu', parentId: 1 },
];

function Picker({
  onChange,
  clearable = false,
}: {
  onChange: (id: number | null) => void;
  clearable?: boolean;
}) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <UnitTreeSelect
      units={units}
      label="Organizaciona jedinica"
      clearable={clearable}
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('the unit tree', () => {
  it('puts each unit under its parent, depth first, a unit without its parent at the top', () => {
    const branch = treeOf(units.filter((u) => u.id !== 1));
    expect(branch.map((e) => [e.unit.id, e.depth])).toEqual([
      [2, 0],
      [3, 1],
      [4, 0],
      [5, 1],
      [7, 0],
    ]);
    const all = treeOf(units);
    expect(all.map((e) => e.unit.id)).toEqual([1, 2, 3, 7, 4, 5]);
    expect(all.find((e) => e.unit.id === 3)!.ancestors.map((a) => a.id)).toEqual([1, 2]);
    // A cycle in the data loses no unit and does not loop.
    const cycle = treeOf([
      { id: 1, name: 'A', parentId: 2 },
      { id: 2, name: 'B', parentId: 1 },
    ]);
    expect(cycle.map((e) => e.unit.id).sort()).toEqual([1, 2]);
  });

  it('keeps the units above a match, folding accents and script', () => {
    const tree = treeOf(units);
    const shown = (query: string) => filterTree(tree, query).map((e) => [e.unit.id, e.matched]);
    expect(shown('zimsko')).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    // "đ" is "dj" without its stroke, as search folds it (decision 0021).
    expect(shown('gradjenje')).toEqual([
      [4, false],
      [5, true],
    ]);
    expect(shown('građ')).toEqual(shown('gradjenje'));
    expect(shown('Одсјек пут')).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(shown('nema toga')).toEqual([]);
    expect(shown('  ')).toHaveLength(units.length);
  });
});

describe('UnitTreeSelect', { timeout: 20_000 }, () => {
  it('filters as one types, keeping the ancestors in sight, and tells a screen reader where each unit is', async () => {
    const onChange = vi.fn();
    await renderWithApp(<Picker onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: /Organizaciona jedinica/ });
    await userEvent.click(input);
    expect(optionNames()).toHaveLength(units.length);
    await userEvent.type(input, 'zimsko');
    await waitFor(() =>
      expect(optionNames()).toEqual([
        'Služba za komunalne poslove',
        'Odsjek za puteve, u: Služba za komunalne poslove',
        'Referat za zimsko održavanje, u: Služba za komunalne poslove › Odsjek za puteve',
      ]),
    );
    await userEvent.click(screen.getByRole('option', { name: /^Referat za zimsko/ }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(input).toHaveProperty('value', 'Referat za zimsko održavanje');
    // Where the chosen unit stands is said under the field.
    expect(screen.getByText('u: Služba za komunalne poslove › Odsjek za puteve')).toBeDefined();
  });

  it('is chosen by keyboard alone: arrows move, Enter chooses, Escape closes', async () => {
    const onChange = vi.fn();
    await renderWithApp(<Picker onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: /Organizaciona jedinica/ });
    await userEvent.tab();
    expect(document.activeElement).toBe(input);
    await userEvent.keyboard('rasv');
    await waitFor(() => expect(optionNames()).toHaveLength(2));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = input.getAttribute('aria-activedescendant');
    expect(document.getElementById(active!)?.textContent).toMatch(/^Odsjek za javnu rasvjetu/);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(7);
    expect(input).toHaveProperty('value', 'Odsjek za javnu rasvjetu');

    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('false'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('says when nothing matches, and a filter can be emptied', async () => {
    const onChange = vi.fn();
    await renderWithApp(<Picker onChange={onChange} clearable />);
    const input = screen.getByRole('combobox', { name: /Organizaciona jedinica/ });
    await userEvent.type(input, 'xyz');
    expect(await screen.findByText('Nijedna organizaciona jedinica ne odgovara upisanom.')).toBeDefined();
    await userEvent.clear(input);
    await userEvent.click(await screen.findByRole('option', { name: 'Služba za urbanizam' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(screen.getByRole('button', { name: 'Poništi izbor: Organizaciona jedinica' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveProperty('value', '');
  });
});
