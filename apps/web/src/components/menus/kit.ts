// Mantine's Menu (with Popover and floating-ui), loaded on a menu's first use: LazyMenu.
export { Menu } from '@mantine/core';
