import type { Content } from 'pdfmake/interfaces';
import { formatDate, type Translate } from '@portal/i18n/server';
import { renderPdf, richTextContent } from '../../platform/pdf';

/**
 * The user manual: a cover, a table of contents and one chapter for each part of
 * the portal that exists (the modules name their chapters), in one language.
 */
export function renderUserManual(options: {
  t: Translate;
  municipalityTitle: string;
  chapters: readonly string[];
  date: Date;
}): Promise<Buffer> {
  const { t } = options;
  const vars = { municipality: options.municipalityTitle };
  const chapters: Content[] = options.chapters.map((id, index) => [
    {
      text: `${index + 1}. ${t(`manual.chapters.${id}.title`, vars)}`,
      style: 'chapter',
      tocItem: true,
      pageBreak: index === 0 ? 'before' : undefined,
    },
    ...richTextContent(t(`manual.chapters.${id}.body`, vars)),
  ]);
  return renderPdf({
    info: { title: t('manual.title'), subject: options.municipalityTitle, creator: t('common.brand.name') },
    pageSize: 'A4',
    pageMargins: [56, 56, 56, 56],
    footer: (page, pages) => ({
      text: `${t('common.brand.name')} · ${page} / ${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: '#555555',
      margin: [0, 20, 0, 0],
    }),
    content: [
      { text: options.municipalityTitle, style: 'municipality', margin: [0, 160, 0, 0] },
      { text: t('manual.title'), style: 'title' },
      { text: t('manual.subtitle', vars), style: 'subtitle' },
      { text: formatDate(options.date), alignment: 'center', color: '#555555', margin: [0, 24, 0, 24] },
      ...richTextContent(t('manual.intro', vars)),
      { toc: { title: { text: t('manual.contents'), style: 'chapter' } }, pageBreak: 'before' },
      ...chapters,
    ],
    styles: {
      municipality: { fontSize: 14, alignment: 'center', color: '#1f4e8c' },
      title: { fontSize: 24, bold: true, alignment: 'center', margin: [0, 12, 0, 8] },
      subtitle: { fontSize: 13, alignment: 'center', color: '#333333' },
      chapter: { fontSize: 16, bold: true, color: '#1f4e8c', margin: [0, 12, 0, 8] },
    },
  });
}
