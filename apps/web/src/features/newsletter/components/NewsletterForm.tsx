import { Button, Group, Text, TextInput, Title } from '@mantine/core';
import { NEWSLETTER_EMAIL_MAX } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { toaster } from '../../../lib/toast';
import { useSubscribe } from '../api/subscribe';

export const NEWSLETTER_INPUT_ID = 'newsletter-email';

/**
 * The footer's newsletter sign-up. The address is sent as typed (even empty): the
 * server judges it, and a refusal is shown on the field with the address kept.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const subscribe = useSubscribe();
  const form = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const error = form.formState.errors.email?.message;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await subscribe.mutateAsync(email);
      toaster.show(t('messages.uspjesna_prijava_na_newsletter'), { kind: 'success' });
      form.reset({ email: '' });
    } catch (failure) {
      if (failure instanceof ApiError) {
        const key = failure.fieldErrors['email'] ?? Object.values(failure.fieldErrors)[0];
        if (key) {
          form.setError('email', {
            message: t(`messages.${key}`, { ...(failure.body?.params?.['email'] ?? {}) }),
          });
        }
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="newsletter-title">
      <Title order={2} size="h4" id="newsletter-title" c="white">
        {t('common.footer.newsletterTitle')}
      </Title>
      <Text size="sm" mb="xs" c="white">
        {t('common.footer.newsletterText')}
      </Text>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          id={NEWSLETTER_INPUT_ID}
          type="email"
          autoComplete="email"
          maxLength={NEWSLETTER_EMAIL_MAX}
          label={t('common.footer.emailLabel')}
          classNames={{ label: 'on-dark', error: 'on-dark-error' }}
          error={error}
          style={{ flex: 1 }}
          {...form.register('email')}
        />
        <Button type="submit" mt={25} loading={subscribe.isPending} color="yellow.5" c="dark.9">
          {t('common.footer.subscribe')}
        </Button>
      </Group>
    </form>
  );
}
