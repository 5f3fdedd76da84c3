import { Alert, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { SystemNotification, SystemNotificationRecipient } from '@portal/contracts';
import { IconSend } from '@tabler/icons-react';
import { useQueryClient } from '../../../lib/queries';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { useNavigate, useParams } from '../../../lib/router';
import { useConfirm } from '../../../components/ConfirmDialog';
import { useLeaveGuard } from '../../../components/LeaveGuard';
import { useBoot } from '../../../lib/boot';
import { usePageTitle } from '../../../lib/page-title';
import { toaster } from '../../../lib/toast';
import { systemNotificationCalls, useRecipients, useSystemNotification } from '../api';
import { systemNotificationKeys } from '../keys';
import { RecipientsPicker } from './RecipientsPicker';
import { LIST_PATH } from './SystemNotificationsListPage';

type Settings = Pick<SystemNotification, 'active' | 'email' | 'sms' | 'push'>;
type Saved = { settings: Settings; ids: number[] };

const settingsOf = (kind: SystemNotification): Settings => ({
  active: kind.active,
  email: kind.email,
  sms: kind.sms,
  push: kind.push,
});
const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).every((id, i) => id === [...b].sort((x, y) => x - y)[i]);
const sameSettings = (a: Settings, b: Settings) =>
  a.active === b.active && a.email === b.email && a.sms === b.sms && a.push === b.push;

/** One kind of system notification: on or off, its channels and its recipients. */
export function SystemNotificationEditPage() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const id = Number(useParams()['id']) || 0;
  const kind = useSystemNotification(id, languageId);
  const recipients = useRecipients(id);
  usePageTitle(kind.data ? t('systemNotifications.edit.title', { name: kind.data.name }) : null);
  if (!kind.data || !recipients.data) return <Text>{t('systemNotifications.edit.loading')}</Text>;
  // Keyed by the kind only: a refetch never throws away what the user has chosen.
  return <EditForm key={id} kind={kind.data} recipients={recipients.data} />;
}

function EditForm({
  kind,
  recipients,
}: {
  kind: SystemNotification;
  recipients: SystemNotificationRecipient[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const [saved, setSaved] = useState<Saved>(() => ({
    settings: settingsOf(kind),
    ids: recipients.map((r) => r.id),
  }));
  const [settings, setSettings] = useState<Settings>(saved.settings);
  const [chosen, setChosen] = useState<number[]>(saved.ids);
  const [known, setKnown] = useState<ReadonlyMap<number, SystemNotificationRecipient>>(
    () => new Map(recipients.map((r) => [r.id, r])),
  );
  const [saving, setSaving] = useState(false);
  const dirty = !sameSettings(settings, saved.settings) || !sameIds(chosen, saved.ids);
  useLeaveGuard(dirty);

  const addKnown = useCallback((people: readonly SystemNotificationRecipient[]) => {
    setKnown((current) => {
      if (people.every((p) => current.get(p.id) === p)) return current;
      const next = new Map(current);
      for (const person of people) next.set(person.id, person);
      return next;
    });
  }, []);

  const save = async () => {
    setSaving(true);
    try {
      await systemNotificationCalls.edit({ id: kind.id, ...settings });
      await systemNotificationCalls.saveRecipients(kind.id, chosen);
      setSaved({ settings, ids: chosen });
      await queryClient.invalidateQueries({ queryKey: systemNotificationKeys.all });
      toaster.show(t('messages.data_saved'), { kind: 'success' });
    } catch {
      // Shown by the central handler; what the user chose stays on the page.
    } finally {
      setSaving(false);
    }
  };

  const sendTest = () =>
    confirm({
      title: t('systemNotifications.edit.sendConfirmTitle'),
      message: t('systemNotifications.edit.sendConfirm', { name: kind.name }),
      confirmLabel: t('systemNotifications.edit.sendConfirmButton'),
      onConfirm: async () => {
        const { recipients: count } = await systemNotificationCalls.sendTest(kind.id);
        toaster.show(
          count > 0 ? t('systemNotifications.edit.sent', { count }) : t('systemNotifications.edit.sentNone'),
          { kind: count > 0 ? 'success' : 'warning' },
        );
      },
    });

  const toggle = (name: keyof Settings) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const checked = event.currentTarget.checked;
    setSettings((current) => ({ ...current, [name]: checked }));
  };

  return (
    <Stack gap="md" maw={1040}>
      <Title order={1}>{t('systemNotifications.edit.title', { name: kind.name })}</Title>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('systemNotifications.edit.settings')}
          </Title>
          <Switch
            label={t('systemNotifications.edit.active')}
            description={t('systemNotifications.edit.activeHint')}
            checked={settings.active}
            onChange={toggle('active')}
          />
          <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" fw={500} size="sm" mb={4}>
              {t('systemNotifications.edit.channels')}
            </Text>
            <Switch
              label={t('systemNotifications.edit.email')}
              checked={settings.email}
              onChange={toggle('email')}
            />
            <Switch
              label={t('systemNotifications.edit.sms')}
              checked={settings.sms}
              onChange={toggle('sms')}
            />
            <Switch
              label={t('systemNotifications.edit.push')}
              description={t('systemNotifications.edit.pushHint')}
              checked={settings.push}
              onChange={toggle('push')}
            />
          </Stack>
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('systemNotifications.edit.recipients')}
          </Title>
          <Text size="sm">{t('systemNotifications.edit.recipientsHint')}</Text>
          <RecipientsPicker chosen={chosen} known={known} onChosen={setChosen} onKnown={addKnown} />
        </Stack>
      </Paper>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4} maw={520}>
          <Button
            variant="light"
            leftSection={<IconSend size={16} aria-hidden />}
            onClick={() => void sendTest()}
            disabled={dirty}
            w="fit-content"
          >
            {t('systemNotifications.edit.sendTest')}
          </Button>
          {dirty ? (
            <Alert color="yellow" p="xs">
              <Text size="sm">{t('systemNotifications.edit.saveFirst')}</Text>
            </Alert>
          ) : (
            <Text size="sm">{t('systemNotifications.edit.sendTestHint')}</Text>
          )}
        </Stack>
        <Group gap="sm">
          <Button variant="default" onClick={() => navigate(LIST_PATH)}>
            {t('systemNotifications.edit.back')}
          </Button>
          <Button onClick={() => void save()} loading={saving}>
            {t('systemNotifications.edit.save')}
          </Button>
        </Group>
      </Group>
      {dialog}
    </Stack>
  );
}
