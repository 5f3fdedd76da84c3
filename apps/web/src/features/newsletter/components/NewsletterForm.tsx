import { Button, Group, Text, Title } from '@mantine/core';
import { NEWSLETTER_EMAIL_MAX } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
// By module, not the kit's index: the footer loads this form on every page (decision 0017).
import { Form } from '../../../components/form/Form';
import { TextField } from '../../../components/form/TextField';
import { useSave } from '../../../lib/save';
import { subscribe } from '../api/subscribe';
import { NEWSLETTER_INPUT_ID } from '../ids';

/**
 * The footer's newsletter sign-up. The address is sent as typed (even empty): the
 * server judges it, and a refusal is shown on the field (once, no toast) with the
 * address kept. One field in the footer: no summary, and leaving the page does not ask.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const form = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const save = useSave({
    mutationFn: ({ email }: { email: string }, options) => subscribe(email, options),
    successMessage: 'messages.uspjesna_prijava_na_newsletter',
  });

  return (
    <Form
      form={form}
      onSubmit={save.submit}
      summary={false}
      guard={false}
      afterSubmit="clear"
      aria-labelledby="newsletter-title"
    >
      <Title order={2} size="h4" id="newsletter-title" c="white">
        {t('common.footer.newsletterTitle')}
      </Title>
      <Text size="sm" mb="xs" c="white">
        {t('common.footer.newsletterText')}
      </Text>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextField
          id={NEWSLETTER_INPUT_ID}
          name="email"
          label="common.footer.emailLabel"
          requiredMessage="components.form.enter.email"
          type="email"
          autoComplete="email"
          maxLength={NEWSLETTER_EMAIL_MAX}
          classNames={{ label: 'on-dark', error: 'on-dark-error' }}
          style={{ flex: 1 }}
        />
        <Button type="submit" mt={25} loading={save.isPending} color="yellow.5" c="dark.9">
          {t('common.footer.subscribe')}
        </Button>
      </Group>
    </Form>
  );
}
