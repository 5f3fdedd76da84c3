import { z } from 'zod';
import { SIGNED_IN } from '../../access';
import { LanguageParams } from '../../common';
import { defineEndpoint } from '../../endpoint';

const base = {
  id: z.number().int(),
  /** The group this item belongs to; null at the top. */
  parentID: z.number().int().nullable(),
  /** 1 a dropdown group, 2 a direct link. */
  menuItemTypeID: z.union([z.literal(1), z.literal(2)]),
  name: z.string(),
  url: z.string().nullable(),
};

const Link = z.object({ ...base, childItems: z.array(z.never()), secondLevelItems: z.array(z.never()) });
const ThirdLevel = z.object({ ...base, childItems: z.array(Link), secondLevelItems: z.array(z.never()) });
const SecondLevel = z.object({ ...base, childItems: z.array(Link), secondLevelItems: z.array(ThirdLevel) });

/**
 * The signed-in menu, three levels at most: a top item is a link or a group; a group
 * holds links (childItems) and groups of the next level (secondLevelItems).
 */
export const MenuItem = z.object({
  ...base,
  childItems: z.array(Link),
  secondLevelItems: z.array(SecondLevel),
});
export type MenuItem = z.infer<typeof MenuItem>;
export type AnyMenuItem =
  z.infer<typeof Link> | z.infer<typeof ThirdLevel> | z.infer<typeof SecondLevel> | MenuItem;

export const getMenu = defineEndpoint({
  name: 'MenuItem.GetAll',
  method: 'GET',
  path: '/api/MenuItem/GetAll/:languageId',
  summary: 'The menu of the signed-in caller, by profile and additional access rights',
  access: SIGNED_IN,
  silent: true,
  params: LanguageParams,
  response: z.array(MenuItem),
});
