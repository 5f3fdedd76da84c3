import { FooterDocument, type FooterDocumentCode } from '@portal/contracts';
import { useBoot } from '../../../../lib/boot';
import { downloadDocument } from '../api/download-document';
import { ContentDocument } from './ContentDocument';
import { UserManualLink } from '../../user-manual/UserManualLink';
import { MunicipalityContacts } from './MunicipalityContacts';

/** Downloads the document the footer offers for this text, in the page's language. */
function useDownload(code: FooterDocumentCode) {
  const { languageId } = useBoot();
  return () => void downloadDocument(code, languageId);
}

export function TermsPage() {
  return <ContentDocument name="terms" onDownload={useDownload(FooterDocument.TermsAndRequirements)} />;
}

export function PrivacyPage() {
  return <ContentDocument name="privacy" onDownload={useDownload(FooterDocument.PrivacyPolicy)} />;
}

export function HelpContactsPage() {
  return (
    <ContentDocument
      name="helpContacts"
      aside={
        <>
          <MunicipalityContacts />
          <UserManualLink />
        </>
      }
      onDownload={useDownload(FooterDocument.HelpContacts)}
    />
  );
}
