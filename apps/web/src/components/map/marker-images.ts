import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png?no-inline';
import iconUrl from 'leaflet/dist/images/marker-icon.png?no-inline';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png?no-inline';

/**
 * Leaflet's blue pin: its images (files of the build, not inlined into the code that names them) and their
 * measures, for the interactive maps' markers and the still picture of a location alike.
 */
export const PIN = {
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41] as [number, number],
  /** The pin's tip, from the image's top left corner. */
  iconAnchor: [12, 41] as [number, number],
  shadowSize: [41, 41] as [number, number],
};
