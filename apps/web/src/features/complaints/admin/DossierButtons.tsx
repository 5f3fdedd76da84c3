import { type ComplaintDossierFormat, exportComplaintDossier } from '@portal/contracts';
import { useTranslation } from '../../../lib/translation';
import { DossierButtons as Buttons } from '../../../components/DossierButtons';
import { useBoot } from '../../../lib/boot';
import { downloadFrom } from '../../../lib/download';

/** The complaint as a document to download, in the page's language: "PDF" and "Word". */
export function DossierButtons({ complaint }: { complaint: { id: number; number: string } }) {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const button = (format: ComplaintDossierFormat, name: 'pdf' | 'word') => ({
    format,
    text: t(`complaintsAdmin.dossier.${name}`),
    label: t(`complaintsAdmin.dossier.${name}Label`, { number: complaint.number }),
  });
  return (
    <Buttons
      id={`dossier-${complaint.id}`}
      label={t('complaintsAdmin.dossier.download')}
      buttons={[button('pdf', 'pdf'), button('docx', 'word')]}
      download={(format) =>
        downloadFrom(exportComplaintDossier, { body: { complaintId: complaint.id, languageId, format } })
      }
    />
  );
}
