import { Image, Text } from '@mantine/core';
import { getCouncilMemberPicture } from '@portal/contracts';
import { urlOf } from '../../../lib/api-client';

/** "Amra Hodžić" → "AH": the first letters of the first and the last word. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

/** The address of an active member's picture (the public call: an inactive member's is not served). */
export const pictureUrl = (id: number, size: 'small' | 'full' = 'small') =>
  urlOf(getCouncilMemberPicture, { params: { id }, query: { size } });

/**
 * A member's round thumbnail: the picture of an active member who has one, else their
 * initials. Decorative: the name is always written beside it.
 */
export function MemberPicture({
  member,
  size = 40,
}: {
  member: { id: number; name: string; hasPicture: boolean; active: boolean };
  size?: number;
}) {
  if (member.active && member.hasPicture)
    return <Image src={pictureUrl(member.id)} alt="" w={size} h={size} radius="50%" fit="cover" />;
  return (
    <Text
      component="span"
      w={size}
      h={size}
      bg="blue.1"
      c="blue.9"
      fw={700}
      fz={size * 0.4}
      style={{ display: 'grid', placeItems: 'center', borderRadius: '50%' }}
      aria-hidden
    >
      {initialsOf(member.name)}
    </Text>
  );
}
