import { CloseButton, Combobox, InputBase, Text, useCombobox, VisuallyHidden } from '@mantine/core';
import { toAscii } from '@portal/i18n';
import { type Ref, useMemo, useState } from 'react';
import { useTranslation } from '../lib/translation';

/** An organisational unit as the tree needs it: its place under `parentId`. */
export type TreeUnit = { id: number; name: string; parentId: number | null };

/** A unit in the tree's order (each under its parent, siblings as given), with its depth and the units above it. */
export type TreeEntry = { unit: TreeUnit; depth: number; ancestors: readonly TreeUnit[] };

/**
 * The units as a tree, depth first. A unit whose parent is not among them (the top of a right-16
 * caller's branch) is a root; a cycle in the data cannot hide a unit or loop.
 */
export function treeOf(units: readonly TreeUnit[]): TreeEntry[] {
  const ids = new Set(units.map((u) => u.id));
  const children = new Map<number | null, TreeUnit[]>();
  for (const unit of units) {
    const parent = unit.parentId !== null && ids.has(unit.parentId) ? unit.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), unit]);
  }
  const entries: TreeEntry[] = [];
  const placed = new Set<number>();
  const walk = (parent: number | null, ancestors: readonly TreeUnit[]) => {
    for (const unit of children.get(parent) ?? []) {
      if (placed.has(unit.id)) continue;
      placed.add(unit.id);
      entries.push({ unit, depth: ancestors.length, ancestors });
      walk(unit.id, [...ancestors, unit]);
    }
  };
  walk(null, []);
  // Units caught in a cycle have no root: shown at the top rather than lost.
  for (const unit of units) {
    if (!placed.has(unit.id)) {
      placed.add(unit.id);
      entries.push({ unit, depth: 0, ancestors: [] });
      walk(unit.id, [unit]);
    }
  }
  return entries;
}

/** Folded as search folds text: "sluzba" finds "Služba" and "Служба". */
const fold = (text: string) => toAscii(text).toLowerCase();

/**
 * The entries whose name has every typed word, with the units above them (so a match is seen
 * where it stands in the tree); `matched` tells the matches from the ancestors kept for them.
 */
export function filterTree(
  entries: readonly TreeEntry[],
  query: string,
): (TreeEntry & { matched: boolean })[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return entries.map((e) => ({ ...e, matched: true }));
  const matched = new Set<number>();
  const kept = new Set<number>();
  for (const entry of entries) {
    const name = fold(entry.unit.name);
    if (!words.every((w) => name.includes(w))) continue;
    matched.add(entry.unit.id);
    kept.add(entry.unit.id);
    for (const ancestor of entry.ancestors) kept.add(ancestor.id);
  }
  return entries.filter((e) => kept.has(e.unit.id)).map((e) => ({ ...e, matched: matched.has(e.unit.id) }));
}

const INDENT_REM = 1.25;

/**
 * A choice of an organisational unit from its tree: a combobox one types into to filter (a match
 * keeps the units above it in sight), its options indented under their parents. Arrow keys move,
 * Enter chooses, Escape closes; by touch one taps. Each option's name also says, to a screen
 * reader, where the unit stands ("Odsjek A1, u: Služba A").
 */
export function UnitTreeSelect({
  units,
  value,
  onChange,
  label,
  description,
  error,
  required = false,
  clearable = false,
  disabled = false,
  id,
  inputRef,
}: {
  units: readonly TreeUnit[];
  value: number | null;
  onChange: (unitId: number | null) => void;
  label: string;
  description?: string;
  error?: string;
  required?: boolean;
  /** Offers a button that empties the choice (a filter). */
  clearable?: boolean;
  disabled?: boolean;
  id?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const entries = useMemo(() => treeOf(units), [units]);
  /** What is typed; null while nothing is (the input then shows the chosen unit). */
  const [search, setSearch] = useState<string | null>(null);
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch(null);
    },
    onDropdownOpen: () => combobox.updateSelectedOptionIndex('active'),
  });
  const chosen = entries.find((e) => e.unit.id === value);
  const shown = filterTree(entries, search ?? '');
  const pathOf = (entry: TreeEntry) => entry.ancestors.map((a) => a.name).join(' › ');

  const choose = (unitId: number | null) => {
    onChange(unitId);
    setSearch(null);
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={(option) => choose(Number(option))}>
      <Combobox.Target withExpandedAttribute targetType="input" autoComplete="off">
        <InputBase
          id={id}
          ref={inputRef}
          label={label}
          description={
            chosen && chosen.ancestors.length > 0 && search === null
              ? [description, t('components.unitTree.in', { path: pathOf(chosen) })].filter(Boolean).join(' ')
              : description
          }
          error={error}
          required={required}
          disabled={disabled}
          placeholder={t('components.unitTree.placeholder')}
          value={search ?? chosen?.unit.name ?? ''}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={(event) => {
            // What one types then replaces the chosen unit's name rather than adding to it.
            event.currentTarget.select();
            combobox.openDropdown();
          }}
          onBlur={() => combobox.closeDropdown()}
          rightSection={
            clearable && value !== null && !disabled ? (
              <CloseButton
                size="sm"
                aria-label={t('components.unitTree.clear', { label })}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(null)}
              />
            ) : (
              <Combobox.Chevron />
            )
          }
          rightSectionPointerEvents={clearable && value !== null ? 'all' : 'none'}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={320} style={{ overflowY: 'auto' }}>
          {shown.length === 0 ? (
            <Combobox.Empty>{t('components.unitTree.none')}</Combobox.Empty>
          ) : (
            shown.map((entry) => (
              <Combobox.Option
                key={entry.unit.id}
                value={String(entry.unit.id)}
                active={entry.unit.id === value}
                aria-selected={entry.unit.id === value}
                style={{
                  paddingBlock: 10,
                  paddingInlineStart: `calc(0.75rem + ${entry.depth * INDENT_REM}rem)`,
                }}
              >
                <Text
                  span
                  size="sm"
                  fw={entry.depth === 0 ? 600 : 400}
                  c={entry.matched ? undefined : 'dimmed'}
                >
                  {entry.unit.name}
                </Text>
                {entry.ancestors.length > 0 && (
                  <VisuallyHidden>{`, ${t('components.unitTree.in', { path: pathOf(entry) })}`}</VisuallyHidden>
                )}
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
