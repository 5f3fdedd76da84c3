/**
 * The document types behind the footer's downloads: seeded for every municipality with
 * these codes. The newest active document of the type is what the footer offers.
 */
export const FooterDocument = {
  UserManual: 'USER_MANUAL',
  TermsAndRequirements: 'TERMS',
  PrivacyPolicy: 'PRIVACY',
  HelpContacts: 'HELP_CONTACTS',
} as const;
export type FooterDocumentCode = (typeof FooterDocument)[keyof typeof FooterDocument];
export const footerDocumentCodes = Object.values(FooterDocument);
