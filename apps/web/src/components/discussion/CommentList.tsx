import { Badge, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import type { DiscussionComment, DiscussionFile } from '@portal/contracts';
import { formatDateTime } from '@portal/i18n';
import { useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { toaster } from '../../lib/toast';
import { FileLinks } from '../attachments';

/** The module's moderation calls; each resolves once saved (and what shows the list is refreshed). */
export type CommentModeration = {
  setActive: (commentId: number, active: boolean) => Promise<unknown>;
  setInappropriate: (commentId: number, inappropriate: boolean) => Promise<unknown>;
};

export type CommentListProps = {
  comments: readonly DiscussionComment[];
  onDownload: (file: DiscussionFile) => void;
  /** Staff: each comment shows whether citizens see it, with switches that call these. */
  moderation?: CommentModeration;
};

/**
 * A thread of comments on any subject (decision 0022), oldest first as the server sends
 * them: author, date, text, files. A comment the server hides from the public comes with
 * empty text and says so.
 */
export function CommentList({ comments, onDownload, moderation }: CommentListProps) {
  const { t } = useTranslation();
  if (comments.length === 0) return <Text>{t('components.discussion.none')}</Text>;
  return (
    <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {comments.map((comment) => (
        <li key={`${comment.id}:${comment.active}:${comment.inappropriate}`}>
          {/* Keyed by its flags too, so the switches follow the server's state after a reload. */}
          <CommentCard comment={comment} onDownload={onDownload} moderation={moderation} />
        </li>
      ))}
    </Stack>
  );
}

function CommentCard({
  comment,
  onDownload,
  moderation,
}: {
  comment: DiscussionComment;
  onDownload: (file: DiscussionFile) => void;
  moderation?: CommentModeration;
}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  // Shown at once; put back if the server refuses.
  const [active, setActive] = useState(comment.active);
  const [inappropriate, setInappropriate] = useState(comment.inappropriate);
  const hidden = comment.inappropriate && comment.text === '';
  const unseen = moderation !== undefined && (!active || inappropriate);

  const toggle = async (which: 'active' | 'inappropriate', value: boolean) => {
    if (!moderation) return;
    const set = which === 'active' ? setActive : setInappropriate;
    set(value);
    setPending(true);
    try {
      await (which === 'active'
        ? moderation.setActive(comment.id, value)
        : moderation.setInappropriate(comment.id, value));
      toaster.show(t('messages.data_saved'), { kind: 'success' });
    } catch {
      set(!value);
    } finally {
      setPending(false);
    }
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={t('components.discussion.by', { name: comment.authorName })}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text fw={600}>{comment.authorName}</Text>
            {comment.byStaff && (
              <Badge size="sm" variant="outline" color="blue.9">
                {t('components.discussion.staff')}
              </Badge>
            )}
            {unseen && (
              <Badge size="sm" variant="outline" color="red.9">
                {t('components.discussion.unseen')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {formatDateTime(comment.dateCreated)}
          </Text>
        </Group>
        {hidden ? (
          <Text fs="italic" c="dimmed">
            {t('components.discussion.hidden')}
          </Text>
        ) : (
          <Text
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            c={unseen ? 'dimmed' : undefined}
          >
            {comment.text}
          </Text>
        )}
        <FileLinks files={comment.files} onDownload={onDownload} />
        {moderation && (
          <Group gap="xl">
            <Switch
              label={t('components.discussion.active')}
              checked={active}
              disabled={pending}
              onChange={(event) => void toggle('active', event.currentTarget.checked)}
            />
            <Switch
              label={t('components.discussion.inappropriate')}
              color="red.9"
              checked={inappropriate}
              disabled={pending}
              onChange={(event) => void toggle('inappropriate', event.currentTarget.checked)}
            />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
