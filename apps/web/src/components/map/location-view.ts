import type { ReactNode } from 'react';
import type { Position } from './position';

/** Close enough to recognise the street. */
export const VIEW_ZOOM = 16;

export type LocationViewProps = {
  position: Position;
  /** Shown under the map: the address, say. */
  caption?: ReactNode;
  /** The map region's accessible name; "Lokacija na mapi" by default. */
  label?: string;
  height?: number | string;
  zoom?: number;
  /** Takes the focus when drawn: the keyboard's user reached for its still picture. */
  autoFocus?: boolean;
};
