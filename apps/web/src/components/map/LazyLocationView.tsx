import { Box, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { LocationCaption } from './LocationCaption';
import type { LocationViewProps } from './LocationView';

const LocationView = lazy(async () => ({ default: (await import('./LocationView')).LocationView }));

/**
 * A location's map whose map library loads when it is drawn, not with the page (decision 0017).
 * Its room and its caption are there at once, so nothing on the page moves when the map comes.
 */
export function LazyLocationView(props: LocationViewProps) {
  return (
    <Suspense
      fallback={
        <Stack gap={4}>
          <Box h={props.height ?? LOCATION_VIEW_HEIGHT} />
          <LocationCaption caption={props.caption} />
        </Stack>
      }
    >
      <LocationView {...props} />
    </Suspense>
  );
}

export const LOCATION_VIEW_HEIGHT = 240;
