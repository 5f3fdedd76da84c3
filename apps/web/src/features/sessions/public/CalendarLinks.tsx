import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { buildPath, getSessionsCalendar, type LanguageId } from '@portal/contracts';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translation';
import { publicOrigin, useBoot } from '../../../lib/boot';
import { sessionCalls } from './calls';

/**
 * The council's calendar feed in a language, at the portal's configured public address (the
 * hosting configuration's API address), never the address this browser happened to reach.
 */
export function calendarFeedUrl(apiBaseUrl: string, languageId: LanguageId): string {
  return `${publicOrigin({ apiBaseUrl })}${buildPath(getSessionsCalendar.path, { languageId })}`;
}

/**
 * Subscribing to the council's sessions (decision 0027): a webcal link that a calendar app
 * opens as a subscription, and the https address for apps that ask for one to be pasted.
 */
export function CalendarSubscription() {
  const { t } = useTranslation();
  const { hosting, languageId } = useBoot();
  const feed = calendarFeedUrl(hosting.apiBaseUrl, languageId);
  return (
    <Stack gap={4}>
      <Group gap={6} wrap="nowrap">
        <IconCalendarPlus size={20} aria-hidden />
        <Anchor href={feed.replace(/^https?:/, 'webcal:')} fw={600}>
          {t('sessions.calendar.subscribe')}
        </Anchor>
      </Group>
      <Text size="sm">
        {t('sessions.calendar.address')}{' '}
        <Anchor href={feed} style={{ overflowWrap: 'anywhere' }}>
          {feed}
        </Anchor>
      </Text>
    </Stack>
  );
}

/** One session as an event for the reader's own calendar (with their sign-in, as its page). */
export function AddToCalendarButton({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  return (
    <Button
      variant="light"
      leftSection={<IconCalendarPlus size={18} aria-hidden />}
      onClick={() => void sessionCalls.calendarEvent(sessionId, languageId)}
    >
      {t('sessions.calendar.addEvent')}
    </Button>
  );
}
