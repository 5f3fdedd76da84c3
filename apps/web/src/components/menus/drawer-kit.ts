// Mantine's Drawer, loaded when the phone's menu may be wanted: app/shell/MainMenu.
export { Drawer } from '@mantine/core';
