import { FooterDocument, type FooterDocumentCode } from '@portal/contracts';
import { formatDate, type Translate } from '@portal/i18n/server';
import type { Content } from 'pdfmake/interfaces';
import { renderPdf, richTextContent } from '../../platform/pdf';
import { renderUserManual } from './user-manual';

/** The catalogue document (under `content.`) behind each footer text. */
const contentNames = {
  [FooterDocument.TermsAndRequirements]: 'terms',
  [FooterDocument.PrivacyPolicy]: 'privacy',
  [FooterDocument.HelpContacts]: 'helpContacts',
} as const;

const SECTION_TITLE = /^s(\d+)_title$/;

export type MunicipalityContact = {
  address: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
};

/** The contact rows of the help document, as the help page shows them. */
function contactContent(t: Translate, contact: MunicipalityContact): Content[] {
  const rows = (
    [
      ['pages.contacts.address', contact.address],
      ['pages.contacts.phone', contact.phone],
      ['pages.contacts.email', contact.email],
      ['pages.contacts.website', contact.website],
    ] as const
  ).filter(([, value]) => value);
  return [
    { text: t('pages.contacts.title'), style: 'section' },
    rows.length
      ? {
          table: {
            widths: [120, '*'],
            body: rows.map(([label, value]) => [{ text: t(label), bold: true }, value!]),
          },
          layout: 'noBorders',
          margin: [0, 0, 0, 8],
        }
      : { text: t('pages.contacts.none'), margin: [0, 0, 0, 8] },
  ];
}

/**
 * A footer text of the catalogue (terms, privacy policy, help and contacts) as a PDF:
 * the municipality, the title, the introduction and the numbered sections, and for
 * help the municipality's contacts.
 */
function renderContentDocument(options: {
  t: Translate;
  name: (typeof contentNames)[keyof typeof contentNames];
  municipalityTitle: string;
  contact: MunicipalityContact;
  date: Date;
}): Promise<Buffer> {
  const { t, name } = options;
  const prefix = `content.${name}`;
  const keys = Object.keys(t(prefix, { returnObjects: true }) as Record<string, string>);
  const sections = keys
    .map((key) => SECTION_TITLE.exec(key)?.[1])
    .filter((n): n is string => Boolean(n))
    .sort((a, b) => Number(a) - Number(b));
  const title = t(`${prefix}.title`);
  return renderPdf({
    info: { title, subject: options.municipalityTitle, creator: t('common.brand.name') },
    pageSize: 'A4',
    pageMargins: [56, 56, 56, 56],
    footer: (page, pages) => ({
      text: `${options.municipalityTitle} · ${title} · ${page} / ${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: '#555555',
      margin: [0, 20, 0, 0],
    }),
    content: [
      { text: options.municipalityTitle, style: 'municipality' },
      { text: title, style: 'title' },
      { text: formatDate(options.date), color: '#555555', margin: [0, 0, 0, 16] },
      ...richTextContent(t(`${prefix}.intro`)),
      ...(name === 'helpContacts' ? contactContent(t, options.contact) : []),
      ...sections.flatMap((n): Content[] => [
        { text: t(`${prefix}.s${n}_title`), style: 'section' },
        ...richTextContent(t(`${prefix}.s${n}_body`)),
      ]),
    ],
    styles: {
      municipality: { fontSize: 12, color: '#1f4e8c' },
      title: { fontSize: 20, bold: true, margin: [0, 6, 0, 4] },
      section: { fontSize: 13, bold: true, color: '#1f4e8c', margin: [0, 10, 0, 6] },
    },
  });
}

/** The file name a footer document is offered under when the municipality uploaded none. */
export function defaultFileName(t: Translate, code: FooterDocumentCode): string {
  const base =
    code === FooterDocument.UserManual ? t('manual.fileName') : t(`content.${contentNames[code]}.title`);
  return `${base}.pdf`;
}

/**
 * The PDF a footer download answers while the municipality has uploaded no document of
 * its type: the user manual from the modules' chapters, the other three from the catalogue.
 */
export function renderDefaultDocument(options: {
  code: FooterDocumentCode;
  t: Translate;
  municipalityTitle: string;
  contact: MunicipalityContact;
  manualChapters: readonly string[];
  date: Date;
}): Promise<Buffer> {
  const { code, t, municipalityTitle, date } = options;
  if (code === FooterDocument.UserManual) {
    return renderUserManual({ t, municipalityTitle, chapters: options.manualChapters, date });
  }
  return renderContentDocument({
    t,
    name: contentNames[code],
    municipalityTitle,
    contact: options.contact,
    date,
  });
}
