import type { CSSProperties, ReactNode } from 'react';

/**
 * React Leaflet in the server's build of the page drawing (`prerender`, vite.config.ts): a map
 * is drawn as its room (its box with its class and size), the app draws the map itself as it
 * starts. What goes inside a map (layers, markers, controls) is not drawn.
 */
export function MapContainer({
  className,
  style,
}: {
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}) {
  return <div className={className} style={style} />;
}

const nothing = () => null;
export const TileLayer = nothing;
export const AttributionControl = nothing;
export const ZoomControl = nothing;
export const Marker = nothing;
export const Popup = nothing;

function noMap(): never {
  throw new Error('No map is drawn on the server');
}
export const useMap = noMap;
export const useMapEvents = noMap;
