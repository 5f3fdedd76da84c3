import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ComplaintResponseTime, complaintsPages, Profile } from '@portal/contracts';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link, useParams } from '../../../lib/router';
import { RecordProblem } from '../../../components/RecordProblem';
import { useSession } from '../../../lib/auth';
import { useBoot } from '../../../lib/boot';
import { usePageTitle } from '../../../lib/page-title';
import { useComplaintDetails } from './api';
import { useResponseTime } from './report-flow-api';
import classes from './report-flow.module.css';

/**
 * "How long it usually takes", in words with the right plural: hours under a day, else days
 * (rounded), with how many answers that is taken from; or that there is no such figure yet.
 */
export function useTypicalTime() {
  const { t } = useTranslation();
  return (time: ComplaintResponseTime | undefined): { text: string; basis: string | null } => {
    if (!time || time.medianHours === null)
      return { text: t('complaintsFlow.reportFlow.confirmation.noData'), basis: null };
    const hours = time.medianHours;
    const text =
      hours < 24
        ? t('complaintsFlow.reportFlow.confirmation.typicalHours', { count: Math.max(1, Math.round(hours)) })
        : t('complaintsFlow.reportFlow.confirmation.typicalDays', { count: Math.round(hours / 24) });
    return { text, basis: t('complaintsFlow.reportFlow.confirmation.basis', { count: time.answeredCount }) };
  };
}

/**
 * After a report (issue 18): its number, what happens to it next and how long the
 * municipality usually takes to answer, with the way to the complaint and to one's own list.
 */
export function ReportConfirmationPage() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const session = useSession();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useComplaintDetails(valid ? id : 0, languageId);
  const responseTime = useResponseTime();
  const typical = useTypicalTime();
  const heading = useRef<HTMLHeadingElement>(null);
  const title = t('complaintsFlow.reportFlow.confirmation.title');
  usePageTitle(title);
  // Arrived here from the form: the news is read first.
  useEffect(() => {
    if (query.data) heading.current?.focus();
  }, [query.data]);

  if (!valid || query.error)
    return (
      <RecordProblem
        title={t('complaints.details.notFound')}
        text={t('complaints.details.notFoundText')}
        backTo={complaintsPages.mine.path}
        backLabel={t('complaintsFlow.reportFlow.confirmation.mine')}
      />
    );
  if (!query.data)
    return (
      <Text role="status" py="md">
        {t('complaints.common.loading')}
      </Text>
    );

  const complaint = query.data;
  const time = typical(responseTime.data);
  const anonymous = session?.user.profileId === Profile.AnonymousCitizen;
  return (
    <Stack gap="md" maw={760} py="md">
      <Group gap="sm" wrap="nowrap" align="center">
        <IconCircleCheck size={36} aria-hidden color="var(--mantine-color-teal-8)" />
        <Title order={1} ref={heading} tabIndex={-1}>
          {title}
        </Title>
      </Group>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap={4}>
          <Text>{t('complaintsFlow.reportFlow.confirmation.numberLabel')}</Text>
          <Text className={classes.number}>{complaint.number}</Text>
          <Text size="sm">{t('complaintsFlow.reportFlow.confirmation.keepNumber')}</Text>
          <Text mt="xs" fw={600} style={{ overflowWrap: 'anywhere' }}>
            „{complaint.title}”
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {complaint.address}
          </Text>
        </Stack>
      </Paper>
      <section aria-labelledby="report-next">
        <Title order={2} size="h3" id="report-next" mb="xs">
          {t('complaintsFlow.reportFlow.confirmation.next')}
        </Title>
        <ol className={classes.steps}>
          <li>{t('complaintsFlow.reportFlow.confirmation.stepAssigned')}</li>
          <li>{t('complaintsFlow.reportFlow.confirmation.stepAnswered')}</li>
          <li>{t('complaintsFlow.reportFlow.confirmation.stepResolved')}</li>
        </ol>
      </section>
      <Alert color="blue" variant="light">
        <Text fw={600}>{time.text}</Text>
        {time.basis && <Text size="sm">{time.basis}</Text>}
      </Alert>
      <Text>
        {anonymous
          ? t('complaintsFlow.reportFlow.confirmation.anonymousFollow')
          : t('complaintsFlow.reportFlow.confirmation.emailed')}
      </Text>
      <Group gap="sm">
        <Button component={Link} to={complaintsPages.details.to({ id: complaint.id })}>
          {t('complaintsFlow.reportFlow.confirmation.open', { number: complaint.number })}
        </Button>
        <Button component={Link} to={complaintsPages.mine.path} variant="default">
          {t('complaintsFlow.reportFlow.confirmation.mine')}
        </Button>
      </Group>
      <Anchor component={Link} to={complaintsPages.report.path}>
        {t('complaintsFlow.reportFlow.confirmation.another')}
      </Anchor>
    </Stack>
  );
}
