import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import type { StaffComplaintDetails } from '@portal/contracts';
import { formatDate, formatDateTime } from '@portal/i18n';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
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
import { PhotosSection } from './PhotosSection';
import { ComplaintStatusBadge } from '../../../components/ComplaintStatusBadge';
import { StatusSection } from './StatusSection';

export const TABS = [
  'edit',
  'location',
  'status',
  'answers',
  'comments',
  'photos',
  'links',
  'history',
] as const;
type Tab = (typeof TABS)[number];

/** One complaint as staff handle it: its header, then a tab for each kind of work on it. */
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

function Sections({ complaint }: { complaint: StaffComplaintDetails }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((name) => name === params.get('tab')) ?? 'edit';
  const count = (n: number) => (n > 0 ? ` (${n})` : '');
  const labels: Record<Tab, string> = {
    edit: t('complaintsAdmin.tabs.edit'),
    location: t('complaintsAdmin.tabs.location'),
    status: t('complaintsAdmin.tabs.status'),
    answers: t('complaintsAdmin.tabs.answers') + count(complaint.answers.length),
    comments: t('complaintsAdmin.tabs.comments') + count(complaint.comments.length),
    photos: t('complaintsAdmin.tabs.photos') + count(complaint.images.length),
    links: t('complaintsAdmin.tabs.links') + count(complaint.links.length),
    history: t('complaintsAdmin.tabs.history'),
  };
  return (
    <Tabs
      value={tab}
      onChange={(value) =>
        setParams(
          (current) => {
            if (!value || value === 'edit') current.delete('tab');
            else current.set('tab', value);
            return current;
          },
          { replace: true, preventScrollReset: true },
        )
      }
      keepMounted={false}
    >
      <Tabs.List>
        {TABS.map((name) => (
          <Tabs.Tab key={name} value={name}>
            {labels[name]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="edit" pt="md">
        <EditSection complaint={complaint} />
      </Tabs.Panel>
      <Tabs.Panel value="location" pt="md">
        <LocationSection complaint={complaint} />
      </Tabs.Panel>
      <Tabs.Panel value="status" pt="md">
        <StatusSection complaint={complaint} />
      </Tabs.Panel>
      <Tabs.Panel value="answers" pt="md">
        <AnswersSection complaint={complaint} />
      </Tabs.Panel>
      <Tabs.Panel value="comments" pt="md">
        <CommentsSection complaint={complaint} />
      </Tabs.Panel>
      <Tabs.Panel value="photos" pt="md">
        <PhotosSection complaintId={complaint.id} title={complaint.title} />
      </Tabs.Panel>
      <Tabs.Panel value="links" pt="md">
        <LinksSection complaint={complaint} />
      </Tabs.Panel>
      <Tabs.Panel value="history" pt="md">
        <HistorySection complaint={complaint} />
      </Tabs.Panel>
    </Tabs>
  );
}
