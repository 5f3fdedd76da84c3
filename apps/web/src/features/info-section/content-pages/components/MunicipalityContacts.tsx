import { Anchor, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/translation';
import { useBoot } from '../../../../lib/boot';

/** The administration's contact data, as the municipality entered it. */
export function MunicipalityContacts() {
  const { t } = useTranslation();
  const { contact } = useBoot().hosting.municipality;
  const rows: { label: string; value: ReactNode }[] = [];
  if (contact.address) rows.push({ label: t('pages.contacts.address'), value: contact.address });
  if (contact.phone) {
    const tel = `tel:${contact.phone.replace(/[^\d+]/g, '')}`;
    rows.push({ label: t('pages.contacts.phone'), value: <Anchor href={tel}>{contact.phone}</Anchor> });
  }
  if (contact.email) {
    rows.push({
      label: t('pages.contacts.email'),
      value: <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>,
    });
  }
  if (contact.website) {
    rows.push({
      label: t('pages.contacts.website'),
      value: <Anchor href={contact.website}>{contact.website}</Anchor>,
    });
  }
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="municipality-contacts">
      <Title order={2} size="h3" id="municipality-contacts" mb="sm">
        {t('pages.contacts.title')}
      </Title>
      {rows.length === 0 ? (
        <Text>{t('pages.contacts.none')}</Text>
      ) : (
        <dl className="contact-list">
          {rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Paper>
  );
}
