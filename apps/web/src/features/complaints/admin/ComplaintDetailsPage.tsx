import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { StaffComplaintDetails } from '@portal/contracts';
import { formatDate, formatDateTime } from '@portal/i18n';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link, useParams } from '../../../lib/router';
import { CategoryIcon } from '../../../components/CategoryIcon';
import { useBoot } from '../../../lib/boot';
import { usePageTitle } from '../../../lib/page-title';
import { useStaffComplaint } from './api';
import { LIST_PATH } from './paths';
import { AnswersSection } from './AnswersSection';
import { CommentsSection } from './CommentsSection';
import { DossierButtons } from './DossierButtons';
import { EditSection } from './EditSection';
import { HistorySection } from './HistorySection';
import { LinksSection } from './LinksSection';
import { LocationSection } from './LocationSection';
import { MergeSection } from './MergeSection';
import { PhotosSection } from './PhotosSection';
import { ComplaintStatusBadge } from '../../../components/ComplaintStatusBadge';
import { StatusSection } from './StatusSection';
import { ComplaintDeadline } from '../public/ComplaintDeadline';
import classes from './one-view.module.css';

/** One complaint as staff handle it: its header, then everything to read and do, in one view. */
export function ComplaintDetailsPage() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const id = Number(useParams()['id']) || 0;
  const { data: complaint, isError } = useStaffComplaint(id, languageId);
  usePageTitle(complaint ? `${complaint.number} ${complaint.title}` : t('complaintsAdmin.details.title'));
  const back = (
    <Anchor component={Link} to={LIST_PATH} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('complaintsAdmin.details.back')}
      </Group>
    </Anchor>
  );
  if (!complaint) {
    return (
      <Stack gap="md">
        {back}
        <Text>{isError ? t('complaintsAdmin.details.notFound') : t('complaintsAdmin.common.loading')}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {back}
      <Header complaint={complaint} />
      {/* Keyed by the complaint: moving to a linked complaint starts its forms afresh. */}
      <Sections key={complaint.id} complaint={complaint} />
    </Stack>
  );
}

function Header({ complaint }: { complaint: StaffComplaintDetails }) {
  const { t } = useTranslation();
  const dash = '–';
  const fact = (label: string, value: ReactNode) => (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div">
        {value}
      </Text>
    </div>
  );
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Group gap="sm" align="center">
          <Title order={1}>
            <Text span inherit c="dimmed">
              {complaint.number}
            </Text>{' '}
            {complaint.title}
          </Title>
          <ComplaintStatusBadge statusId={complaint.statusId} />
          {complaint.inappropriate && (
            <Badge color="red.9" variant="light">
              {t('complaintsAdmin.flags.inappropriate')}
            </Badge>
          )}
          {!complaint.visible && (
            <Badge color="gray" variant="light">
              {t('complaintsAdmin.flags.hidden')}
            </Badge>
          )}
        </Group>
        {complaint.inappropriate && (
          <Alert color="red.9" variant="light">
            {t('messages.complaint_hidden_inappropriate')}
          </Alert>
        )}
        <DossierButtons complaint={complaint} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="sm">
          {fact(
            t('complaintsAdmin.fields.category'),
            <Group gap={6} wrap="nowrap">
              <CategoryIcon name={complaint.categoryIcon} />
              {complaint.categoryName}
            </Group>,
          )}
          {fact(t('complaintsAdmin.fields.dateCreated'), formatDateTime(complaint.dateCreated))}
          {fact(
            t('complaintsAdmin.fields.dateResolved'),
            complaint.dateResolved ? formatDate(complaint.dateResolved) : dash,
          )}
          {fact(
            t('complaints.deadline.dueAt'),
            <ComplaintDeadline dueAt={complaint.dueAt} overdue={complaint.overdue} label={false} />,
          )}
          {fact(
            t('complaintsAdmin.fields.responseTime'),
            complaint.responseHours === null
              ? t('complaintsAdmin.details.notAnswered')
              : t('complaintsAdmin.details.hours', {
                  // rounded here, so the plural form follows the number shown ("2,3 sata")
                  count: Math.round(complaint.responseHours * 10) / 10,
                }),
          )}
          {fact(t('complaintsAdmin.fields.reporter'), complaint.userName || dash)}
          {fact(
            t('complaintsAdmin.fields.email'),
            complaint.userEmail ? (
              <Anchor href={`mailto:${complaint.userEmail}`} size="sm">
                {complaint.userEmail}
              </Anchor>
            ) : (
              dash
            ),
          )}
          {fact(
            t('complaintsAdmin.fields.phone'),
            complaint.userPhone ? (
              <Anchor href={`tel:${complaint.userPhone}`} size="sm">
                {complaint.userPhone}
              </Anchor>
            ) : (
              dash
            ),
          )}
          {fact(
            t('complaintsAdmin.fields.unit'),
            complaint.organizationalUnitName ?? t('complaintsAdmin.list.noUnit'),
          )}
        </SimpleGrid>
        {fact(t('complaintsAdmin.location.address'), complaint.address || dash)}
      </Stack>
    </Paper>
  );
}

/** A headed part of the page; `order` is its place when a phone shows the parts in one column. */
function Part({ title, order, children }: { title: string; order: number; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={classes.part} style={{ order }}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {children}
    </section>
  );
}

/**
 * Everything on one page, no tabs: on a desk what the clerk reads on the left (photos, the
 * description, the map, the history) and what they do on the right (status and assignment, the
 * answer, links, the edit form), so the photo stays in sight while answering; on a phone one
 * column: photos, description, the actions, then the rest.
 */
function Sections({ complaint }: { complaint: StaffComplaintDetails }) {
  const { t } = useTranslation();
  const count = (n: number) => (n > 0 ? ` (${n})` : '');
  return (
    <div className={classes.layout}>
      <div className={classes.column}>
        <Part order={1} title={t('complaintsAdmin.tabs.photos') + count(complaint.images.length)}>
          <PhotosSection complaintId={complaint.id} title={complaint.title} />
        </Part>
        <Part order={2} title={t('complaintsAdmin.fields.description')}>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{complaint.description}</Text>
        </Part>
        <Part order={5} title={t('complaintsAdmin.tabs.location')}>
          <LocationSection complaint={complaint} />
        </Part>
        <Part order={6} title={t('complaintsAdmin.tabs.history')}>
          <HistorySection complaint={complaint} />
        </Part>
        <Part order={7} title={t('complaintsAdmin.tabs.comments') + count(complaint.comments.length)}>
          <CommentsSection complaint={complaint} />
        </Part>
      </div>
      <div className={classes.column}>
        <Part order={3} title={t('complaintsAdmin.tabs.status')}>
          <StatusSection complaint={complaint} />
        </Part>
        <Part order={4} title={t('complaintsAdmin.tabs.answers') + count(complaint.answers.length)}>
          <AnswersSection complaint={complaint} />
        </Part>
        <Part order={8} title={t('complaintsAdmin.tabs.links') + count(complaint.links.length)}>
          <LinksSection complaint={complaint} />
        </Part>
        <Part order={10} title={t('complaintsAdmin.follow.merge.title')}>
          <MergeSection complaint={complaint} />
        </Part>
        <Part order={9} title={t('complaintsAdmin.tabs.edit')}>
          <EditSection complaint={complaint} />
        </Part>
      </div>
    </div>
  );
}
