export { ClusterMap, type ClusterMapProps, type ClusterPoint, VIEW_CHANGE_DELAY_MS } from './ClusterMap';
export {
  areaAround,
  forwardGeocode,
  GEOCODER_TIMEOUT_MS,
  type Place,
  reverseGeocode,
  type SearchArea,
} from './geocoder';
export { LocationPicker, type LocationPickerProps } from './LocationPicker';
export { LazyLocationView } from './LazyLocationView';
export { LocationView, type LocationViewProps } from './LocationView';
export { readPhotoPosition } from './photo-position';
export { formatCoordinate, geocoderLanguage, isPosition, type Position } from './position';
export type { ViewBounds } from './view-bounds';
