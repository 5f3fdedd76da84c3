import type { Locator, Page } from 'playwright-core';
import { tap } from './browser';

const main = (page: Page) => page.locator('main');

/** A form field of the page's content by its label (a required field's label ends in " *"). */
export function field(page: Page, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return main(page).getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

/** Chooses files through the button that opens the browser's file chooser. */
export async function chooseFiles(
  page: Page,
  button: string,
  files: { name: string; mimeType: string; buffer: Buffer }[],
  within: Locator = main(page),
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await tap(within.getByRole('button', { name: button }));
  await (await chooser).setFiles(files);
}

/** Opens a select of the page's content by its label and takes the first option of that name. */
export async function pickOption(page: Page, label: RegExp, option: string | RegExp): Promise<void> {
  await tap(main(page).getByRole('combobox', { name: label }));
  await tap(page.getByRole('option', { name: option }).first());
}

/** Fills fields of the page's content by their labels. */
export async function fillRegistration(page: Page, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}
