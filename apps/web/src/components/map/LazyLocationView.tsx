import { Box, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { NearScreen } from '../NearScreen';
import { LOCATION_VIEW_HEIGHT, LocationCaption } from './LocationCaption';
import type { LocationViewProps } from './LocationView';

const LocationView = lazy(async () => ({ default: (await import('./LocationView')).LocationView }));

/**
 * A location's map whose map library loads when the map comes near the screen, not with the
 * page (decision 0017): on a phone, below a complaint's text, only for a reader who scrolls
 * to it. Its room and its caption are there at once, so nothing on the page moves when the
 * map comes.
 */
export function LazyLocationView(props: LocationViewProps) {
  const waiting = (
    <Stack gap={4}>
      <Box h={props.height ?? LOCATION_VIEW_HEIGHT} />
      <LocationCaption caption={props.caption} />
    </Stack>
  );
  return (
    <NearScreen fallback={waiting}>
      <Suspense fallback={waiting}>
        <LocationView {...props} />
      </Suspense>
    </NearScreen>
  );
}
