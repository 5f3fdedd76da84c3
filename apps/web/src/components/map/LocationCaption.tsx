import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './map.module.css';

/** What is said under a location's map (the address, say). */
export function LocationCaption({ caption }: { caption?: ReactNode }) {
  if (!caption) return null;
  return (
    <Text size="sm" c="dimmed" className={classes.caption}>
      {caption}
    </Text>
  );
}

/** A location's map's height unless its page says otherwise; its room while its code loads is the same. */
export const LOCATION_VIEW_HEIGHT = 240;
