import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLogin, IconUserPlus, IconUserQuestion } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translation';

export type SignInChoice = 'login' | 'register' | 'anonymous';

/**
 * Asked at submit of a visitor who is not signed in: sign in, register, or (where the
 * municipality allows it) continue as an anonymous citizen. The report is kept on this device
 * first, so the person comes back to it, whichever way they take.
 */
export function SignInToSend({
  anonymousAllowed,
  onChoose,
}: {
  anonymousAllowed: boolean;
  /** Keeps the report and goes the chosen way; rejects when the way failed (the handler said why). */
  onChoose: (choice: SignInChoice) => Promise<void>;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [pending, setPending] = useState<SignInChoice | null>(null);
  // Opened by the submit: the person is told at once why nothing was sent yet.
  useEffect(() => heading.current?.focus(), []);

  const choose = async (choice: SignInChoice) => {
    setPending(choice);
    try {
      await onChoose(choice);
    } catch {
      // Shown by the central handler (an anonymous sign-in refused, no connection).
    } finally {
      setPending(null);
    }
  };

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      bg="var(--mantine-color-blue-light)"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId} ref={heading} tabIndex={-1}>
          {t('complaintsFlow.reportFlow.signIn.title')}
        </Title>
        <Text>{t('complaintsFlow.reportFlow.signIn.text')}</Text>
        <Group gap="sm">
          <Button
            leftSection={<IconLogin size={18} aria-hidden />}
            loading={pending === 'login'}
            disabled={pending !== null && pending !== 'login'}
            onClick={() => void choose('login')}
          >
            {t('complaintsFlow.reportFlow.signIn.login')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconUserPlus size={18} aria-hidden />}
            loading={pending === 'register'}
            disabled={pending !== null && pending !== 'register'}
            onClick={() => void choose('register')}
          >
            {t('complaintsFlow.reportFlow.signIn.register')}
          </Button>
        </Group>
        {anonymousAllowed && (
          <Stack gap={4} align="flex-start">
            <Text size="sm">{t('complaintsFlow.reportFlow.signIn.anonymousText')}</Text>
            <Button
              variant="outline"
              leftSection={<IconUserQuestion size={18} aria-hidden />}
              loading={pending === 'anonymous'}
              disabled={pending !== null && pending !== 'anonymous'}
              onClick={() => void choose('anonymous')}
            >
              {t('complaintsFlow.reportFlow.signIn.anonymous')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
