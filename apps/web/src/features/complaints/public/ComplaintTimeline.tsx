import { Alert, Anchor, Button, Group, Text, Title } from '@mantine/core';
import {
  type ComplaintDetails,
  type ComplaintReference,
  complaintsPages,
  type ComplaintTimelineEntry,
  type ComplaintTimelineKind,
} from '@portal/contracts';
import { formatDateTime } from '@portal/i18n';
import {
  IconAlertTriangle,
  IconArrowBackUp,
  IconArrowMerge,
  IconArrowMergeLeft,
  IconBuildingCommunity,
  IconChecks,
  IconCircleCheck,
  IconDownload,
  IconFlag,
  IconMessageReply,
  IconRefreshAlert,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../lib/router';
import { complaintCalls } from './calls';
import classes from './ComplaintTimeline.module.css';

type Icon = ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;

/** Each kind of event by its icon and colour; the icon is decoration, the text says what happened. */
const looks: Record<ComplaintTimelineKind, { icon: Icon; color: string }> = {
  reported: { icon: IconFlag, color: 'var(--mantine-color-blue-8)' },
  assigned: { icon: IconBuildingCommunity, color: 'var(--mantine-color-indigo-8)' },
  answered: { icon: IconMessageReply, color: 'var(--mantine-color-cyan-9)' },
  resolved: { icon: IconCircleCheck, color: 'var(--mantine-color-green-9)' },
  reopened: { icon: IconRefreshAlert, color: 'var(--mantine-color-orange-9)' },
  confirmedFixed: { icon: IconChecks, color: 'var(--mantine-color-green-9)' },
  mergedInto: { icon: IconArrowMerge, color: 'var(--mantine-color-grape-9)' },
  mergedFrom: { icon: IconArrowMergeLeft, color: 'var(--mantine-color-grape-9)' },
  inappropriate: { icon: IconAlertTriangle, color: 'var(--mantine-color-red-9)' },
  restored: { icon: IconArrowBackUp, color: 'var(--mantine-color-gray-8)' },
};

/** A link to another complaint's public page, by its number. */
function ComplaintLink({ complaint }: { complaint: ComplaintReference }) {
  return (
    <Anchor component={Link} to={complaintsPages.details.to({ id: complaint.id })}>
      {complaint.number}
    </Anchor>
  );
}

/** What happened, in words: the unit, the other report of a merge. */
function Heading({ entry }: { entry: ComplaintTimelineEntry }) {
  const { t } = useTranslation();
  const key = `complaintsFlow.follow.timeline.${entry.kind}`;
  if ((entry.kind === 'mergedInto' || entry.kind === 'mergedFrom') && entry.related)
    return (
      <>
        {t(key)} <ComplaintLink complaint={entry.related} />
      </>
    );
  if ((entry.kind === 'assigned' || entry.kind === 'answered') && entry.unitName)
    return <>{t(`${key}By`, { unit: entry.unitName })}</>;
  return <>{t(key)}</>;
}

function Entry({ entry }: { entry: ComplaintTimelineEntry }) {
  const { t } = useTranslation();
  const { icon: EventIcon, color } = looks[entry.kind];
  return (
    <li className={classes.entry}>
      <span className={classes.icon} style={{ background: color }}>
        <EventIcon size={20} aria-hidden />
      </span>
      <div>
        <Text fw={600}>
          <Heading entry={entry} />
        </Text>
        <Text size="sm" c="dimmed" component="time" dateTime={entry.date}>
          {formatDateTime(entry.date)}
        </Text>
        {entry.text && <blockquote className={classes.quote}>{entry.text}</blockquote>}
        {entry.files.length > 0 && (
          <Group gap="xs" mt="xs" role="group" aria-label={t('complaints.details.files')}>
            {entry.files.map((file) => (
              <Button
                key={file.id}
                size="compact-sm"
                variant="light"
                leftSection={<IconDownload size={14} aria-hidden />}
                onClick={() => void complaintCalls.downloadAnswerFile(file.id)}
                aria-label={t('complaints.details.download', { name: file.fileName })}
              >
                {file.fileName}
              </Button>
            ))}
          </Group>
        )}
      </div>
    </li>
  );
}

/**
 * What happened to a complaint, oldest first, as an ordered list: the report, its assignment,
 * the answers with their files, the resolution note, the reporter's "not fixed" and merges.
 * Internal notes never come from the server to the public side.
 */
export function ComplaintTimeline({ complaint }: { complaint: Pick<ComplaintDetails, 'timeline'> }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="complaint-timeline">
      <Title order={2} size="h3" id="complaint-timeline" mb="sm">
        {t('complaintsFlow.follow.timeline.title')}
      </Title>
      <ol className={classes.list}>
        {complaint.timeline.map((entry, i) => (
          <Entry key={`${entry.kind}-${entry.date}-${i}`} entry={entry} />
        ))}
      </ol>
    </section>
  );
}

/** On a report merged into another as its duplicate: where the problem is followed now. */
export function MergedNotice({ mergedInto }: { mergedInto: ComplaintReference | null }) {
  const { t } = useTranslation();
  if (!mergedInto) return null;
  return (
    // Named colours: the light variant then keeps the text dark and readable.
    <Alert color="grape" variant="light" mt="sm" icon={<IconArrowMerge size={18} aria-hidden />}>
      <Text fw={700}>{t('complaintsFlow.follow.merged.title', { number: mergedInto.number })}</Text>
      <Text size="sm">{t('complaintsFlow.follow.merged.text', { number: mergedInto.number })}</Text>
      <Anchor component={Link} to={complaintsPages.details.to({ id: mergedInto.id })} size="sm" fw={600}>
        {t('complaintsFlow.follow.merged.open', { number: mergedInto.number })}
      </Anchor>
    </Alert>
  );
}
