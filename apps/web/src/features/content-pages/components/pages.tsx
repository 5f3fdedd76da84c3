import { ContentDocument } from './ContentDocument';
import { MunicipalityContacts } from './MunicipalityContacts';

export function TermsPage() {
  return <ContentDocument name="terms" />;
}

export function PrivacyPage() {
  return <ContentDocument name="privacy" />;
}

export function HelpContactsPage() {
  return <ContentDocument name="helpContacts" aside={<MunicipalityContacts />} />;
}
