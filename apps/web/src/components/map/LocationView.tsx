import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translation';
import { Marker } from 'react-leaflet';
import { markerIcon } from './icons';
import { LOCATION_VIEW_HEIGHT } from './LocationCaption';
import { LocationCaption } from './LocationCaption';
import { MapFrame } from './MapFrame';
import type { Position } from './position';

/** Close enough to recognise the street. */
const VIEW_ZOOM = 16;

export type LocationViewProps = {
  position: Position;
  /** Shown under the map: the address, say. */
  caption?: ReactNode;
  /** The map region's accessible name; "Lokacija na mapi" by default. */
  label?: string;
  height?: number | string;
  zoom?: number;
};

/** A small map with one marker, to show where something is (a complaint's location). */
export function LocationView({
  position,
  caption,
  label,
  height = LOCATION_VIEW_HEIGHT,
  zoom = VIEW_ZOOM,
}: LocationViewProps) {
  const { t } = useTranslation();
  const at: [number, number] = [position.latitude, position.longitude];
  return (
    <Stack gap={4}>
      {/* Keyed by the position: the map's centre is only read when it is created. */}
      <MapFrame key={at.join()} label={label ?? t('map.view.label')} center={at} zoom={zoom} height={height}>
        <Marker
          position={at}
          icon={markerIcon}
          title={t('map.view.markerTitle')}
          alt={t('map.view.markerTitle')}
          keyboard={false}
        />
      </MapFrame>
      <LocationCaption caption={caption} />
    </Stack>
  );
}
