/**
 * Leaflet in the server's build of the page drawing (`prerender`, vite.config.ts): the library
 * needs a window as it loads, and the server draws no map, only its room (`react-leaflet.tsx`).
 * These stand in for the names the map's modules use as they load; no map is made with them.
 */
export class Icon {
  static Default = { imagePath: '', mergeOptions: (): void => undefined };
}
export const icon = (): Icon => new Icon();
export const divIcon = (): Icon => new Icon();
export default { Icon, icon, divIcon };
