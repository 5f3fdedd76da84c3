import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { AddresseeKind, type AddresseeName, councilMembersPages } from '@portal/contracts';
import { formatDate } from '@portal/i18n';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../lib/router';
import { RecordProblem } from '../../../components/RecordProblem';
import { addresseePath, memberTitle } from './labels';
import classes from './questions.module.css';

/** Colours dark enough for white text (or dark text on the yellow), as the other state badges. */
const ANSWERED = '#1e6b34';
const WAITING = 'yellow.4';

/** Answered (with the day) or waiting for an answer. */
export function QuestionStateBadge({ answeredAt }: { answeredAt: string | null }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="filled"
      color={answeredAt ? ANSWERED : WAITING}
      autoContrast
      className={classes.nowrap}
      style={{ minWidth: 'max-content' }}
    >
      {answeredAt
        ? t('questions.common.answeredOn', { date: formatDate(answeredAt) })
        : t('questions.common.waiting')}
    </Badge>
  );
}

/** What an addressee is: "Vijećnik · SDA", the mayor's title, or "Organizaciona jedinica". */
export function useAddresseeRole() {
  const { t } = useTranslation();
  return (a: AddresseeName) =>
    a.addresseeKind === AddresseeKind.OrganizationalUnit
      ? t('questions.common.unit')
      : [memberTitle(t, a.memberTypeId), a.party].filter(Boolean).join(' · ');
}

/** The addressee's name as a link to their page, with what they are under it. */
export function AddresseeLink({ addressee }: { addressee: AddresseeName }) {
  const role = useAddresseeRole();
  return (
    <Stack gap={0}>
      <Anchor component={Link} to={addresseePath(addressee)}>
        {addressee.name}
      </Anchor>
      <Text size="sm" c="dimmed">
        {role(addressee)}
      </Text>
    </Stack>
  );
}

/** A question's text, or the note that it is hidden for inappropriate content. */
export function QuestionText({ text, inappropriate }: { text: string; inappropriate: boolean }) {
  const { t } = useTranslation();
  return inappropriate ? (
    <Text c="dimmed" className={classes.hidden}>
      {t('questions.common.hidden')}
    </Text>
  ) : (
    <Text className={classes.text}>{text}</Text>
  );
}

/** A question page that cannot show its question: the reason, and the way back to the lists. */
export function QuestionProblem({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <RecordProblem
      title={title}
      text={text}
      backTo={councilMembersPages.councilMemberQuestions.path}
      backLabel={t('questions.common.backToList')}
    />
  );
}

export function Loading() {
  const { t } = useTranslation();
  return (
    <Text role="status" py="md">
      {t('questions.common.loading')}
    </Text>
  );
}
