import {
  type ComplaintAnswer,
  type ComplaintFile,
  type ComplaintImage,
  type ComplaintListItem,
  type LanguageKey,
  type StaffComplaintListItem,
  type Translated,
} from '@portal/contracts';
import type { ComplaintRow } from './complaints.repository';
import { fullName, type NamedPerson as Person, shortName } from '../../platform/people';

export const numberOf = (row: { sequence: number; year: number }) => `${row.sequence}/${row.year}`;

export const nameIn = (name: Translated | null | undefined, language: LanguageKey): string | null =>
  name ? name[language] || name.bs : null;

/** The name shown to the public: first name and the initial of the last, so a reporter is not exposed. */
export { shortName };

/**
 * The reporter as the public sees them: "First L." only when they chose to show their name
 * (`show_name`, never for an anonymous citizen), else empty, which the web shows as
 * "Građanin/ka". Staff and the reporter themselves see the full name.
 */
export const publicReporterName = (row: Person & { showName: boolean }): string =>
  row.showName ? shortName(row) : '';

export function listItem(row: ComplaintRow, language: LanguageKey): ComplaintListItem {
  return {
    id: row.id,
    number: numberOf(row),
    title: row.title,
    categoryId: row.categoryId,
    categoryName: nameIn(row.categoryName, language) ?? '',
    categoryIcon: row.categoryIcon,
    statusId: row.statusId,
    dateCreated: row.dateCreated.toISOString(),
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    organizationalUnitName: nameIn(row.organizationalUnitName, language),
    imageId: row.imageId === null ? null : Number(row.imageId),
    overdue: Boolean(row.overdue),
  };
}

export function staffListItem(row: ComplaintRow, language: LanguageKey): StaffComplaintListItem {
  return {
    ...listItem(row, language),
    userName: fullName(row),
    organizationalUnitId: row.organizationalUnitId,
    inappropriate: row.inappropriate,
    visible: row.visible,
    dateResolved: row.dateResolved?.toISOString() ?? null,
    commentCount: Number(row.commentCount),
    supportCount: row.supportCount,
  };
}

export const fileOf = (f: {
  id: number;
  fileName: string;
  contentType: string;
  size: number;
}): ComplaintFile => ({ id: f.id, fileName: f.fileName, contentType: f.contentType, size: f.size });

export const imageOf = (i: {
  id: number;
  width: number;
  height: number;
  contentType: string;
}): ComplaintImage => ({ id: i.id, width: i.width, height: i.height, contentType: i.contentType });

export function answerOf(
  row: { answer: { id: number; text: string; dateCreated: Date }; unitName: Translated | null } & Person,
  files: ComplaintFile[],
  language: LanguageKey,
): ComplaintAnswer {
  return {
    id: row.answer.id,
    text: row.answer.text,
    authorName: fullName(row),
    organizationalUnitName: nameIn(row.unitName, language),
    dateCreated: row.answer.dateCreated.toISOString(),
    files,
  };
}

/** Hours from the report to the first answer, to a tenth. */
export function responseHours(row: { dateCreated: Date; dateAnswered: Date | null }): number | null {
  if (!row.dateAnswered) return null;
  return Math.round((row.dateAnswered.getTime() - row.dateCreated.getTime()) / 360_000) / 10;
}
