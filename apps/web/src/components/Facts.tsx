import type { ReactNode } from 'react';
import classes from './Facts.module.css';

/**
 * A record's facts as a definition list (`dt` the name, `dd` the value): names beside values
 * on a wide screen, above them on a phone.
 */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className={classes.facts}>{children}</dl>;
}
