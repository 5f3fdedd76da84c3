import type { LatLngExpression, Map as LeafletMap, PopupEvent } from 'leaflet';
import { type ReactNode, type Ref, useEffect } from 'react';
import { useTranslation } from '../../lib/translation';
import { AttributionControl, MapContainer, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import { useBoot } from '../../lib/boot';
// Leaflet's panes, controls and popups; before map.module.css, which builds on them.
import 'leaflet/dist/leaflet.css';
import classes from './map.module.css';
import { MAX_ZOOM, TILE_ATTRIBUTION } from './tiles';

/** Leaflet's own credit, without its English title text. */
const LEAFLET_ATTRIBUTION = '<a href="https://leafletjs.com">Leaflet</a>';

/**
 * Names the focusable map container for assistive technology, replaces Leaflet's English
 * popup close label, and tells Leaflet when its box changes size (a map first laid out in
 * a hidden tab or an opening dialog would otherwise show grey quarters).
 */
function MapAccessibility({ label, describedBy }: { label: string; describedBy?: string }) {
  const map = useMap();
  const { t } = useTranslation();
  const closeLabel = t('map.controls.closePopup');

  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
    if (describedBy) container.setAttribute('aria-describedby', describedBy);
    else container.removeAttribute('aria-describedby');
  }, [map, label, describedBy]);

  useEffect(() => {
    const relabel = (event: PopupEvent) => {
      event.popup
        .getElement()
        ?.querySelector('.leaflet-popup-close-button')
        ?.setAttribute('aria-label', closeLabel);
    };
    map.on('popupopen', relabel);
    return () => {
      map.off('popupopen', relabel);
    };
  }, [map, closeLabel]);

  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);

  return null;
}

export type MapFrameProps = {
  /** The accessible name of the map region. */
  label: string;
  /** The id of a text that explains how to use the map. */
  describedBy?: string;
  center: LatLngExpression;
  zoom: number;
  height: number | string;
  children?: ReactNode;
  ref?: Ref<LeafletMap>;
};

/** A Leaflet map with the configured tiles, translated controls and the tiles' attribution. */
export function MapFrame({ label, describedBy, center, zoom, height, children, ref }: MapFrameProps) {
  const { hosting } = useBoot();
  const { t } = useTranslation();
  return (
    <MapContainer
      ref={ref}
      center={center}
      zoom={zoom}
      maxZoom={MAX_ZOOM}
      className={classes.map}
      style={{ height }}
      zoomControl={false}
      attributionControl={false}
    >
      <MapAccessibility label={label} describedBy={describedBy} />
      <TileLayer url={hosting.map.tileUrl} attribution={TILE_ATTRIBUTION} maxZoom={MAX_ZOOM} />
      <ZoomControl zoomInTitle={t('map.controls.zoomIn')} zoomOutTitle={t('map.controls.zoomOut')} />
      <AttributionControl prefix={LEAFLET_ATTRIBUTION} />
      {children}
    </MapContainer>
  );
}
