import { type DivIcon, divIcon, Icon, icon } from 'leaflet';
import classes from './map.module.css';
import { PIN } from './marker-images';

// Leaflet finds its default images through a CSS url that a bundler rewrites beyond
// recognition; name them explicitly, also for markers created without an icon.
Icon.Default.imagePath = '';
Icon.Default.mergeOptions({
  iconUrl: PIN.iconUrl,
  iconRetinaUrl: PIN.iconRetinaUrl,
  shadowUrl: PIN.shadowUrl,
});

/** Leaflet's blue pin, from the bundled images. */
export const markerIcon = icon({ ...PIN, popupAnchor: [1, -34], tooltipAnchor: [16, -28] });

/** Diameter in pixels of a cluster's circle: larger for more complaints, in four steps. */
export function clusterSize(count: number): number {
  if (count < 10) return 32;
  if (count < 100) return 40;
  if (count < 1000) return 48;
  return 56;
}

/** The number a cluster shows: exact up to 9999, then "10k+" and the like, to fit the circle. */
export function clusterText(count: number): string {
  return count < 10_000 ? String(count) : `${Math.floor(count / 1000)}k+`;
}

/**
 * A round marker with the number of complaints it stands for. Its size comes from
 * iconSize (set by Leaflet as style properties) and its look from classes: an inline
 * style attribute in the html would be refused by the page's Content-Security-Policy.
 */
export function clusterIcon(count: number): DivIcon {
  const size = clusterSize(count);
  const tier =
    size <= 32 ? classes.small : size <= 40 ? classes.medium : size <= 48 ? classes.large : classes.huge;
  return divIcon({
    html: `<span aria-hidden="true">${clusterText(count)}</span>`,
    className: [classes.cluster, tier].join(' '),
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}
