import { Anchor, createTheme, type CSSVariablesResolver, type MantineColorsTuple, rem } from '@mantine/core';

/** A deep civic blue: shade 7 on white reads at 8.6:1, well past WCAG AA. */
const civic: MantineColorsTuple = [
  '#e8f0fa',
  '#cfdff3',
  '#a3c0e6',
  '#739fd8',
  '#4b82cc',
  '#3270c4',
  '#2463b8',
  '#1f4e8c',
  '#193f73',
  '#12305a',
];

export const theme = createTheme({
  primaryColor: 'civic',
  primaryShade: 7,
  colors: { civic },
  defaultRadius: 'sm',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Liberation Sans", Arial, sans-serif',
  headings: { fontWeight: '700' },
  focusRing: 'auto',
  components: {
    // Links in text are underlined: colour alone does not tell them apart.
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // A select's options scroll in the list box itself, not in a scroll area inside it: the
    // browser scrolls it, and the keyboard reaches it through the combobox (accessibility
    // checkers pass a combobox's own list box). Written as plain data: importing Select here
    // would bring it, its popover and floating-ui into every first load.
    Select: {
      defaultProps: { withScrollArea: false },
      styles: { options: { maxHeight: rem(220), overflowY: 'auto' } },
    },
  },
});

/**
 * Dimmed and error texts must still read at 4.5:1 on white (Mantine's own grey and red do
 * not). Written with the theme's other variables (app/providers.tsx), so they win over them.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#495057', '--mantine-color-error': '#c92a2a' },
  dark: {},
});
