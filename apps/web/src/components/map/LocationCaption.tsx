import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './map.module.css';

/**
 * What is said under a location's map (the address, say): a block, since a caption may hold
 * paragraphs of its own (a paragraph holds none, and the server's page would be broken apart).
 */
export function LocationCaption({ caption }: { caption?: ReactNode }) {
  if (!caption) return null;
  return (
    <Text component="div" size="sm" c="dimmed" className={classes.caption}>
      {caption}
    </Text>
  );
}

/** A location's map's height unless its page says otherwise; its room while its code loads is the same. */
export const LOCATION_VIEW_HEIGHT = 240;
