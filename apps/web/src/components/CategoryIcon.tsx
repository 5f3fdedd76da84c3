import type { CategoryIcon as IconName } from '@portal/contracts';
import {
  IconAlertTriangle,
  IconBallFootball,
  IconBike,
  IconBuilding,
  IconBulb,
  IconBus,
  IconDog,
  IconDotsCircleHorizontal,
  IconDroplet,
  IconDroplets,
  IconParking,
  IconRoad,
  IconRoadSign,
  IconSnowflake,
  IconSpray,
  IconTrash,
  IconTree,
  IconVolume,
  IconWheelchair,
  IconWind,
  type Icon,
} from '@tabler/icons-react';

/** The drawing of each complaint-category icon the server offers (Category.GetIcons). */
export const categoryIconComponents: Record<IconName, Icon> = {
  road: IconRoad,
  bulb: IconBulb,
  trash: IconTrash,
  droplet: IconDroplet,
  tree: IconTree,
  'traffic-sign': IconRoadSign,
  parking: IconParking,
  bus: IconBus,
  building: IconBuilding,
  playground: IconBallFootball,
  dog: IconDog,
  snowflake: IconSnowflake,
  wind: IconWind,
  volume: IconVolume,
  graffiti: IconSpray,
  pipe: IconDroplets,
  bike: IconBike,
  wheelchair: IconWheelchair,
  alert: IconAlertTriangle,
  other: IconDotsCircleHorizontal,
};

/** A complaint category's icon; unknown names draw the "other" icon. Decorative: the name says it. */
export function CategoryIcon({ name, size = 20 }: { name: string | null | undefined; size?: number }) {
  const Drawn = categoryIconComponents[name as IconName] ?? IconDotsCircleHorizontal;
  return <Drawn size={size} aria-hidden stroke={1.6} />;
}
