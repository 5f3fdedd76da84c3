import { Anchor, Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { councilMembersPages, MemberType, type PublicCouncilMember } from '@portal/contracts';
import { IconMessageQuestion } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../lib/router';
import { pictureUrl } from './api';
import { askPath, kindOfMember, memberTitle } from './labels';
import classes from './questions.module.css';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** A member's picture (the thumbnail, or the full one), its alternative text their name; initials without one. */
export function MemberPicture({
  member,
  size,
  full = false,
}: {
  member: Pick<PublicCouncilMember, 'id' | 'name' | 'hasPicture'>;
  size: number;
  full?: boolean;
}) {
  if (!member.hasPicture)
    return (
      <Avatar size={size} radius="md" color="blue.8" aria-hidden>
        {initials(member.name)}
      </Avatar>
    );
  return (
    <img
      src={pictureUrl(member.id, full ? 'full' : 'small')}
      alt={member.name}
      width={size}
      height={size}
      loading="lazy"
      className={classes.picture}
    />
  );
}

/** Where a member's page is: the mayor has their own. */
export const memberPath = (member: Pick<PublicCouncilMember, 'id' | 'memberTypeId'>) =>
  member.memberTypeId === MemberType.Mayor
    ? councilMembersPages.mayor.path
    : councilMembersPages.councilMember.to({ id: member.id });

/** "12 pitanja · 9 odgovora". */
export function MemberCounts({ member }: { member: PublicCouncilMember }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {t('questions.common.questions', { count: member.questionCount })} ·{' '}
      {t('questions.common.answers', { count: member.answeredCount })}
    </Text>
  );
}

/** The button that opens the question form with this member chosen; its name says whom. */
export function AskMemberButton({ member, size = 'sm' }: { member: PublicCouncilMember; size?: string }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={askPath(kindOfMember(member.memberTypeId), member.id)}
      size={size}
      variant="light"
      leftSection={<IconMessageQuestion size={16} aria-hidden />}
      aria-label={t('questions.common.askNamed', { name: member.name })}
      w="fit-content"
    >
      {t('questions.common.ask')}
    </Button>
  );
}

/** A member in the council's grid: picture, name (to their page), title, party, counts, ask. */
export function MemberCard({ member, askable }: { member: PublicCouncilMember; askable: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <MemberPicture member={member} size={88} />
        <Stack gap={4} miw={0}>
          <Title order={2} size="h4">
            <Anchor component={Link} to={memberPath(member)}>
              {member.name}
            </Anchor>
          </Title>
          <Text size="sm">{memberTitle(t, member.memberTypeId)}</Text>
          {member.politicalPartyName && <Text size="sm">{member.politicalPartyName}</Text>}
          <MemberCounts member={member} />
          {askable && <AskMemberButton member={member} />}
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * A member's own block (their page, the mayor's page): the picture, the title, party and
 * convocation, the biography, the counts and the way to ask. `heading` is the name's level.
 */
export function MemberProfile({
  member,
  askable,
  headingOrder,
}: {
  member: PublicCouncilMember;
  askable: boolean;
  headingOrder: 1 | 2;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={member.name}>
      <Stack gap="md">
        <Group align="flex-start" gap="lg">
          <MemberPicture member={member} size={160} full />
          <Stack gap={4} miw={0} style={{ flex: '1 1 14rem' }}>
            <Title order={headingOrder} size={headingOrder === 1 ? 'h1' : 'h3'}>
              {member.name}
            </Title>
            <Text fw={600}>{memberTitle(t, member.memberTypeId)}</Text>
            {member.politicalPartyName && (
              <Text>
                {t('questions.common.party')}: {member.politicalPartyName}
              </Text>
            )}
            {member.convocationName && (
              <Text>
                {t('questions.common.convocation')}: {member.convocationName}
              </Text>
            )}
            <MemberCounts member={member} />
            {askable && <AskMemberButton member={member} size="md" />}
          </Stack>
        </Group>
        {member.biography && (
          <div>
            <Title order={headingOrder === 1 ? 2 : 3} size="h4" mb={4}>
              {t('questions.common.biography')}
            </Title>
            <Text className={classes.text}>{member.biography}</Text>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
