import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ComplaintDetails, type ComplaintFile, complaintsPages } from '@portal/contracts';
import { formatDate } from '@portal/i18n';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translation';
import { useParams } from '../../../lib/router';
import { CategoryIcon } from '../../../components/CategoryIcon';
import { ComplaintStatusBadge } from '../../../components/ComplaintStatusBadge';
import { ComplaintPhotos } from '../../../components/ComplaintPhotos';
import { Facts } from '../../../components/Facts';
import { LazyLocationView } from '../../../components/map/LazyLocationView';
import { RecordProblem } from '../../../components/RecordProblem';
import { ApiError } from '../../../lib/api-client';
import { useBoot } from '../../../lib/boot';
import { usePageTitle } from '../../../lib/page-title';
import { useComplaintDetails } from './api';
import { complaintCalls } from './calls';
import { useDuration } from './duration';
import { ComplaintComments } from './ComplaintComments';
import { SupportButton } from './SupportButton';
import { ComplaintTimeline, MergedNotice } from './ComplaintTimeline';
import { FollowButton } from './FollowButton';
import { ComplaintDeadline } from './ComplaintDeadline';

function Files({ files, onDownload }: { files: ComplaintFile[]; onDownload: (id: number) => void }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <Group gap="xs" aria-label={t('complaints.details.files')} role="group">
      {files.map((file) => (
        <Button
          key={file.id}
          size="compact-sm"
          variant="light"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={() => onDownload(file.id)}
          aria-label={t('complaints.details.download', { name: file.fileName })}
        >
          {file.fileName}
        </Button>
      ))}
    </Group>
  );
}

function Problem({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <RecordProblem
      title={title}
      text={text}
      backTo={complaintsPages.all.path}
      backLabel={t('complaints.details.backToList')}
    />
  );
}

/** One complaint: its facts, photos, place, answers and comments, and a comment form for the signed-in. */
export function ComplaintDetailsPage() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const id = Number(useParams().id);
  const query = useComplaintDetails(Number.isInteger(id) ? id : 0, languageId);
  usePageTitle(query.data ? t('complaints.details.title', { number: query.data.number }) : null);

  const error = query.error;
  if (error instanceof ApiError && error.status === 410)
    return (
      <Problem
        title={t('complaints.details.hidden')}
        text={t(
          `messages.${error.fieldErrors[Object.keys(error.fieldErrors)[0] ?? ''] ?? 'complaint_hidden_inappropriate'}`,
        )}
      />
    );
  if (!Number.isInteger(id) || id <= 0 || (error instanceof ApiError && error.status === 404))
    return <Problem title={t('complaints.details.notFound')} text={t('complaints.details.notFoundText')} />;
  if (error) return <Problem title={t('complaints.details.notFound')} text={t('messages.generic_error')} />;
  if (!query.data)
    return (
      <Text role="status" py="md">
        {t('complaints.common.loading')}
      </Text>
    );
  return <Details complaint={query.data} />;
}

function Details({ complaint }: { complaint: ComplaintDetails }) {
  const { t } = useTranslation();
  const duration = useDuration();
  const c = complaint;
  return (
    <Stack gap="lg" py="md">
      <div>
        <Group gap="sm" align="center">
          <Text c="dimmed" fw={600}>
            {c.number}
          </Text>
          <ComplaintStatusBadge statusId={c.statusId} />
          {c.mine && (
            <Badge variant="outline" color="blue.8">
              {t('complaints.details.mine')}
            </Badge>
          )}
        </Group>
        <Title order={1} mt={4}>
          {c.title}
        </Title>
        <MergedNotice mergedInto={c.mergedInto} />
        <SupportButton complaint={c} />
        <FollowButton complaint={c} />
      </div>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="complaint-summary">
          <Title order={2} size="h4" id="complaint-summary" mb="sm">
            {t('complaints.details.summary')}
          </Title>
          <Facts>
            <dt>{t('complaints.common.number')}</dt>
            <dd>{c.number}</dd>
            <dt>{t('complaints.common.category')}</dt>
            <dd>
              <Group gap={6} wrap="nowrap">
                <CategoryIcon name={c.categoryIcon} size={18} />
                {c.categoryName}
              </Group>
            </dd>
            <dt>{t('complaints.details.date')}</dt>
            <dd>{formatDate(c.dateCreated)}</dd>
            <dt>{t('complaints.common.status')}</dt>
            <dd>
              <ComplaintStatusBadge statusId={c.statusId} />
            </dd>
            <dt>{t('complaints.details.reportedBy')}</dt>
            <dd>{c.userName || t('complaintsFlow.reportFlow.citizen')}</dd>
            <dt>{t('complaints.details.organization')}</dt>
            <dd>{c.organizationalUnitName ?? t('complaints.details.notAssigned')}</dd>
            <dt>{t('complaints.deadline.dueAt')}</dt>
            <dd>
              <ComplaintDeadline dueAt={c.dueAt} overdue={c.overdue} label={false} />
            </dd>
            <dt>{t('complaints.details.responseTime')}</dt>
            <dd>
              {c.responseHours === null ? t('complaints.details.noResponse') : duration(c.responseHours)}
            </dd>
            <dt>{t('complaints.details.resolved')}</dt>
            <dd>{c.dateResolved ? formatDate(c.dateResolved) : t('complaints.details.notResolved')}</dd>
          </Facts>
        </Paper>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="complaint-location">
          <Title order={2} size="h4" id="complaint-location" mb="sm">
            {t('complaints.details.location')}
          </Title>
          <LazyLocationView
            position={{ latitude: c.latitude, longitude: c.longitude }}
            label={t('complaints.details.location')}
            caption={
              <Stack gap={2}>
                <Text fw={600}>{c.address}</Text>
                {c.locationDescription && (
                  <Text size="sm">
                    {t('complaints.details.locationDescription')}: {c.locationDescription}
                  </Text>
                )}
              </Stack>
            }
          />
        </Paper>
      </SimpleGrid>

      <section aria-labelledby="complaint-description">
        <Title order={2} size="h3" id="complaint-description" mb="xs">
          {t('complaints.details.description')}
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{c.description}</Text>
      </section>

      {c.images.length > 0 && (
        <section aria-labelledby="complaint-photos">
          <Title order={2} size="h3" id="complaint-photos" mb="xs">
            {t('complaints.details.photos')}
          </Title>
          <ComplaintPhotos
            label={t('complaints.details.photos')}
            images={c.images}
            altOf={(i) =>
              t('complaints.details.photoAlt', { index: i + 1, number: c.number, title: c.title })
            }
          />
        </section>
      )}

      {c.documents.length > 0 && (
        <section aria-labelledby="complaint-documents">
          <Title order={2} size="h3" id="complaint-documents" mb="xs">
            {t('complaints.details.documents')}
          </Title>
          <Files files={c.documents} onDownload={(fileId) => void complaintCalls.downloadFile(fileId)} />
        </section>
      )}

      {/* The answers, with their files, are entries of the timeline. */}
      <ComplaintTimeline complaint={c} />

      <section aria-labelledby="complaint-comments">
        <Title order={2} size="h3" id="complaint-comments" mb="xs">
          {t('complaints.details.comments')}
        </Title>
        <Stack gap="md">
          <ComplaintComments complaintId={c.id} comments={c.comments} />
        </Stack>
      </section>
    </Stack>
  );
}
