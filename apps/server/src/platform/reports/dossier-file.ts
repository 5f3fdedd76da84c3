import { PassThrough } from 'node:stream';
import { type LanguageId, languageKeyById, reportFormatFiles } from '@portal/contracts';
import type { Translate } from '@portal/i18n/server';
import type { FileResult } from '../http';
import type { ServerTexts } from '../i18n';
import type { TenantDirectory } from '../tenancy';
import type { DossierFormat, DossierLayout, DossierWriter } from './dossier';
import { writeDossierDocx } from './dossier-docx';
import { writeDossierPdf } from './dossier-pdf';
import { writeDossierXlsx } from './dossier-xlsx';
import { reportFileName } from './engine';

/*
 * What a module needs to answer a document of one record (decision 0026): the frame in
 * the caller's municipality and language, and the file.
 */

export const dossierWriters: Record<DossierFormat, DossierWriter> = {
  pdf: writeDossierPdf,
  docx: writeDossierDocx,
  xlsx: writeDossierXlsx,
};

/** Everything of a dossier's layout but what the module says: the title, the subtitle, the sections. */
export type DossierFrame = Omit<DossierLayout, 'title' | 'subtitle' | 'sections'>;

/** The caller's translator, and the municipality, coat of arms, time and fixed texts of a dossier. */
export async function dossierFrame(
  deps: { tenants: TenantDirectory; texts: ServerTexts },
  where: { municipalityId: number; languageId: LanguageId },
): Promise<{ t: Translate; frame: DossierFrame }> {
  const language = languageKeyById[where.languageId];
  const [t, municipality, coatOfArms] = await Promise.all([
    deps.texts.translator(where.municipalityId, where.languageId),
    deps.tenants.get(where.municipalityId),
    deps.tenants.coatOfArmsPng(where.municipalityId),
  ]);
  return {
    t,
    frame: {
      language,
      municipality: t('common.municipality.title', { name: municipality.name[language] }),
      coatOfArms,
      generatedAt: new Date(),
      texts: {
        generated: t('reports.generated'),
        page: (page, pages) => t('reports.page', { page, pages }),
        mainSheet: t('reports.rowsSheet'),
      },
    },
  };
}

/**
 * The dossier as a file named by `name` and the day ("Prijava problema 154-2026
 * 24.11.2026.pdf"; characters file names may not hold become "-"). A dossier is a few
 * megabytes at most (its pictures), so it is made whole before it is answered: a file
 * that cannot be made is an error answer, never a download cut short.
 */
export async function dossierFile(
  layout: DossierLayout,
  format: DossierFormat,
  options: { name: string },
): Promise<FileResult> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  await Promise.all([dossierWriters[format](layout, out), ended]);
  return {
    data: Buffer.concat(chunks),
    contentType: reportFormatFiles[format].contentType,
    fileName: reportFileName(options.name.replace(/[\\/:*?"<>|]+/g, '-'), layout.generatedAt, format),
  };
}
