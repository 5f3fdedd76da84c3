export * from './enums';
export * from './messages';
export * from './endpoint';
export * from './common';
export * from './dropdowns';
export * from './modules/platform';
export * from './modules/newsletter';
export { endpoints } from './registry';
