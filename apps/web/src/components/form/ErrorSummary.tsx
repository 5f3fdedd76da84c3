import { Anchor, Box, List, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/translation';

/** One refusal of the summary: its text, and the id of the field it belongs to (none: no link). */
export type SummaryItem = { key: string; text: string; fieldId?: string; name?: string };

const FOCUSABLE = [
  'input:not([type="hidden"]):not([type="file"]):not([disabled])',
  'textarea:not([disabled])',
  'select:not([disabled])',
  'button:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The element that takes focus for a field: the input with its id, else the first control inside it. */
export function focusTarget(fieldId: string): HTMLElement | null {
  const element = document.getElementById(fieldId);
  if (!element) return null;
  return element.matches(FOCUSABLE) ? element : element.querySelector<HTMLElement>(FOCUSABLE);
}

/**
 * The box at the top of a refused form (the GOV.UK error summary): "Postoji problem" and
 * every refusal as a link that moves focus to its field. It takes focus each time a
 * submit is refused (`attempt`), so a screen reader reads it and a keyboard starts there.
 * Like GOV.UK's, the focused box has no name of its own (a plain element may not have
 * one): its heading and list are read, as an alert.
 */
export function ErrorSummary({
  items,
  attempt,
  onFocusField,
}: {
  items: readonly SummaryItem[];
  attempt: number;
  /** Focuses a field with no element of its id (through the form's own reference to it). */
  onFocusField: (name: string) => void;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const focused = useRef(0);
  const shown = items.length > 0;
  useEffect(() => {
    if (!shown || focused.current === attempt) return;
    focused.current = attempt;
    box.current?.focus();
  }, [attempt, shown]);
  if (!shown) return null;
  return (
    <Box
      ref={box}
      tabIndex={-1}
      data-error-summary
      mb="md"
      p="md"
      style={{
        border: '4px solid var(--mantine-color-red-9)',
        borderRadius: 'var(--mantine-radius-sm)',
      }}
    >
      <div role="alert">
        <Title order={2} size="h4" mb="xs">
          {t('components.form.summaryTitle')}
        </Title>
        <List spacing={4}>
          {items.map((item) => (
            <List.Item key={item.key}>
              {item.fieldId ? (
                <Anchor
                  href={`#${item.fieldId}`}
                  c="red.9"
                  fw={700}
                  underline="always"
                  onClick={(event) => {
                    event.preventDefault();
                    const target = focusTarget(item.fieldId!);
                    if (target) target.focus();
                    else if (item.name) onFocusField(item.name);
                  }}
                >
                  {item.text}
                </Anchor>
              ) : (
                item.text
              )}
            </List.Item>
          ))}
        </List>
      </div>
    </Box>
  );
}
