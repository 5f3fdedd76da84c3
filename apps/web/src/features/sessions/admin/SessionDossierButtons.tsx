import { exportSessionData, type SessionDossierFormat } from '@portal/contracts';
import { useTranslation } from '../../../lib/translation';
import { DossierButtons } from '../../../components/DossierButtons';
import { useMayCall } from '../../../lib/auth';
import { useBoot } from '../../../lib/boot';
import { downloadFrom } from '../../../lib/download';

const BUTTONS = [
  { format: 'pdf', name: 'pdf' },
  { format: 'docx', name: 'word' },
  { format: 'xlsx', name: 'excel' },
] as const satisfies readonly { format: SessionDossierFormat; name: string }[];

/**
 * The session with its agenda, documents, votes and comments as a document to download
 * (ExportSessionData), in the page's language: "PDF", "Word" and "Excel". Shown to those
 * who administer sessions; an office moderator, who reads the page to moderate, has none.
 */
export function SessionDossierButtons({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  if (!useMayCall(exportSessionData.access)) return null;
  return (
    <DossierButtons
      id={`session-dossier-${sessionId}`}
      label={t('sessionsAdmin.dossier.download')}
      buttons={BUTTONS.map(({ format, name }) => ({
        format,
        text: t(`sessionsAdmin.dossier.${name}`),
        label: t(`sessionsAdmin.dossier.${name}Label`),
      }))}
      download={(format) => downloadFrom(exportSessionData, { body: { sessionId, languageId, format } })}
    />
  );
}
