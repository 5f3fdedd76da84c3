import { Button, Group, Text } from '@mantine/core';
import { type ComplaintDossierFormat, exportComplaintDossier } from '@portal/contracts';
import { IconFileTypeDocx, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoot } from '../../../lib/boot';
import { downloadFrom } from '../../../lib/download';

const FORMATS: readonly { format: ComplaintDossierFormat; icon: typeof IconFileTypePdf }[] = [
  { format: 'pdf', icon: IconFileTypePdf },
  { format: 'docx', icon: IconFileTypeDocx },
];

/**
 * The complaint as a document to download, in the page's language: "PDF" and "Word".
 * While one is being made its button spins and both wait.
 */
export function DossierButtons({ complaint }: { complaint: { id: number; number: string } }) {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const [busy, setBusy] = useState<ComplaintDossierFormat | null>(null);

  const download = async (format: ComplaintDossierFormat) => {
    setBusy(format);
    try {
      await downloadFrom(exportComplaintDossier, { body: { complaintId: complaint.id, languageId, format } });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Group gap="xs" wrap="wrap" role="group" aria-labelledby={`dossier-${complaint.id}`}>
      {/* On a phone the label has its line, the two buttons theirs. */}
      <Text id={`dossier-${complaint.id}`} size="sm" c="dimmed" w={{ base: '100%', xs: 'auto' }}>
        {t('complaintsAdmin.dossier.download')}
      </Text>
      {FORMATS.map(({ format, icon: Icon }) => (
        <Button
          key={format}
          variant="default"
          size="sm"
          leftSection={<Icon size={18} aria-hidden />}
          loading={busy === format}
          disabled={busy !== null && busy !== format}
          onClick={() => void download(format)}
          aria-label={t(`complaintsAdmin.dossier.${format === 'pdf' ? 'pdfLabel' : 'wordLabel'}`, {
            number: complaint.number,
          })}
        >
          {t(`complaintsAdmin.dossier.${format === 'pdf' ? 'pdf' : 'word'}`)}
        </Button>
      ))}
    </Group>
  );
}
