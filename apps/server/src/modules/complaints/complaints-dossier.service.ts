import type {
  ComplaintDossierFormat,
  LanguageId,
  LanguageKey,
  StaffComplaintDetails,
} from '@portal/contracts';
import { formatNumber, type Translate } from '@portal/i18n/server';
import type { Principal } from '../../platform/auth/auth';
import type { FileResult } from '../../platform/http';
import type { TenantDirectory } from '../../platform/tenancy';
import {
  type DossierBlock,
  type DossierField,
  type DossierPicture,
  type DossierSection,
  type DossierSubsection,
  dossierPicture,
} from '../../platform/reports/dossier';
import { dossierFile, dossierFrame } from '../../platform/reports/dossier-file';
import type { ComplaintsDeps } from './complaints.core';
import { listImages } from './complaints.repository';

/*
 * The complaint details export (issue 15, decision 0026): one complaint as a PDF or Word
 * document, made on the platform's document of one record. What it shows is what the
 * staff details call answers, to the same callers: the complaint, its reporter by name,
 * its photos, its answers with their files, its comments of every state, its history.
 */

type StaffDetails = (
  principal: Principal,
  id: number,
  languageId: LanguageId,
) => Promise<StaffComplaintDetails>;

export function createComplaintDossier(
  deps: Pick<ComplaintsDeps, 'db' | 'storage' | 'texts'> & { tenants: TenantDirectory },
  staff: { details: StaffDetails },
) {
  /** The complaint's photos ready for the document; one whose bytes are gone or unreadable, a note. */
  async function photosOf(complaintId: number, t: Translate): Promise<DossierBlock[]> {
    const images = await listImages(deps.db, complaintId);
    const pictures: DossierPicture[] = [];
    const missing: DossierBlock[] = [];
    // One at a time: a photo is decoded and re-encoded whole.
    for (const [i, image] of images.entries()) {
      const bytes = await deps.storage.get(image.storageKey);
      const picture =
        bytes && (await dossierPicture(bytes, t('complaintsAdmin.dossier.photo', { number: i + 1 })));
      if (picture) pictures.push(picture);
      else missing.push({ kind: 'note', text: t('complaintsAdmin.dossier.photoMissing', { number: i + 1 }) });
    }
    if (images.length === 0) return [{ kind: 'note', text: t('complaintsAdmin.photos.none') }];
    return [...(pictures.length > 0 ? [{ kind: 'pictures' as const, pictures }] : []), ...missing];
  }

  return {
    /** The document of a complaint the caller handles; outside their scope it does not exist (404). */
    async export(
      principal: Principal,
      input: { complaintId: number; languageId: LanguageId; format: ComplaintDossierFormat },
    ): Promise<FileResult> {
      // Access first, as the staff details call checks it.
      const complaint = await staff.details(principal, input.complaintId, input.languageId);
      const { t, frame } = await dossierFrame(deps, {
        municipalityId: principal.municipalityId,
        languageId: input.languageId,
      });
      const photos = await photosOf(complaint.id, t);
      const title = t('complaintsAdmin.dossier.title', { number: complaint.number });
      return dossierFile(
        {
          ...frame,
          title,
          subtitle: complaint.title,
          sections: complaintSections(complaint, photos, t, frame.language),
        },
        input.format,
        { name: title },
      );
    },
  };
}

/** The sections of a complaint's document, in the order staff read a complaint. */
export function complaintSections(
  c: StaffComplaintDetails,
  photos: DossierBlock[],
  t: Translate,
  language: LanguageKey,
): DossierSection[] {
  const at = (iso: string | null) => (iso ? new Date(iso) : null);
  const text = (key: string, params?: Record<string, unknown>) => t(`complaintsAdmin.${key}`, params);
  const flags = [
    ...(c.inappropriate ? [text('flags.inappropriate')] : []),
    ...(c.visible ? [] : [text('flags.hidden')]),
  ];
  const coordinate = (value: number) =>
    formatNumber(value, language, { minimumFractionDigits: 6, maximumFractionDigits: 6 });

  const details: DossierField[] = [
    { label: text('fields.number'), value: c.number },
    { label: text('fields.title'), value: c.title },
    { label: text('fields.status'), value: t(`enums.complaintStatus.${c.statusId}`) },
    ...(flags.length > 0 ? [{ label: text('fields.flags'), value: flags.join(', ') }] : []),
    { label: text('fields.category'), value: c.categoryName },
    { label: text('fields.unit'), value: c.organizationalUnitName ?? text('list.noUnit') },
    { label: text('fields.dateCreated'), value: at(c.dateCreated), type: 'dateTime' },
    c.responseHours === null
      ? { label: text('fields.responseTime'), value: text('details.notAnswered') }
      : { label: text('fields.responseTime'), value: c.responseHours, type: 'duration' },
    { label: text('fields.dateResolved'), value: at(c.dateResolved), type: 'date' },
  ];
  const description: DossierBlock[] = [{ kind: 'text', text: c.description }];
  if (c.documents.length > 0) {
    description.push({
      kind: 'fields',
      fields: [{ label: text('dossier.documents'), value: c.documents.map((d) => d.fileName).join('\n') }],
    });
  }

  const answers: (DossierBlock | DossierSubsection)[] =
    c.answers.length === 0
      ? [{ kind: 'note', text: text('answers.none') }]
      : c.answers.map((answer, i) => ({
          kind: 'section',
          heading: text('dossier.answer', { number: i + 1 }),
          blocks: [
            {
              kind: 'fields',
              fields: [
                { label: text('dossier.answeredAt'), value: at(answer.dateCreated), type: 'dateTime' },
                { label: text('dossier.answeredBy'), value: answer.authorName },
                { label: text('fields.unit'), value: answer.organizationalUnitName },
                ...(answer.files.length > 0
                  ? [{ label: text('dossier.files'), value: answer.files.map((f) => f.fileName).join('\n') }]
                  : []),
              ],
            },
            { kind: 'text', text: answer.text },
          ],
        }));

  const comments = [...c.comments].sort((a, b) => a.dateCreated.localeCompare(b.dateCreated));
  const history = [...c.history].sort((a, b) => a.dateCreated.localeCompare(b.dateCreated));

  return [
    { heading: text('dossier.sections.details'), blocks: [{ kind: 'fields', fields: details }] },
    {
      heading: text('dossier.sections.location'),
      blocks: [
        {
          kind: 'fields',
          fields: [
            { label: text('location.address'), value: c.address },
            { label: text('location.description'), value: c.locationDescription },
            { label: text('dossier.latitude'), value: coordinate(c.latitude) },
            { label: text('dossier.longitude'), value: coordinate(c.longitude) },
          ],
        },
      ],
    },
    {
      heading: text('dossier.sections.reporter'),
      blocks: [
        {
          kind: 'fields',
          fields: [
            { label: text('fields.reporter'), value: c.userName },
            { label: text('fields.email'), value: c.userEmail },
            { label: text('fields.phone'), value: c.userPhone },
          ],
        },
      ],
    },
    { heading: text('dossier.sections.description'), blocks: description },
    { heading: text('dossier.sections.photos'), blocks: photos },
    { heading: text('dossier.sections.answers'), blocks: answers },
    {
      heading: text('dossier.sections.comments'),
      blocks:
        comments.length === 0
          ? [{ kind: 'note', text: text('dossier.noComments') }]
          : [
              {
                kind: 'table',
                columns: [
                  { key: 'date', heading: text('history.date'), type: 'dateTime' },
                  { key: 'author', heading: text('dossier.author'), type: 'text' },
                  { key: 'state', heading: text('dossier.state'), type: 'text' },
                  { key: 'text', heading: text('dossier.text'), type: 'text' },
                ],
                rows: comments.map((comment) => [
                  new Date(comment.dateCreated),
                  comment.byStaff ? `${comment.authorName} (${text('dossier.staff')})` : comment.authorName,
                  text(
                    `dossier.commentStates.${comment.inappropriate ? 'inappropriate' : comment.active ? 'active' : 'inactive'}`,
                  ),
                  comment.files.length > 0
                    ? `${comment.text}\n${text('dossier.files')}: ${comment.files.map((f) => f.fileName).join(', ')}`
                    : comment.text,
                ]),
              },
            ],
    },
    {
      heading: text('dossier.sections.history'),
      blocks:
        history.length === 0
          ? [{ kind: 'note', text: text('history.none') }]
          : [
              {
                kind: 'table',
                columns: [
                  { key: 'date', heading: text('history.date'), type: 'dateTime' },
                  { key: 'status', heading: text('fields.status'), type: 'text' },
                  { key: 'unit', heading: text('fields.unit'), type: 'text' },
                  { key: 'comment', heading: text('history.comment'), type: 'text' },
                  { key: 'user', heading: text('history.user'), type: 'text' },
                ],
                rows: history.map((entry) => [
                  new Date(entry.dateCreated),
                  t(`enums.complaintStatus.${entry.statusId}`),
                  entry.organizationalUnitName,
                  entry.comment,
                  entry.userName,
                ]),
              },
            ],
    },
    ...(c.links.length > 0
      ? [
          {
            heading: text('dossier.sections.links'),
            blocks: [
              {
                kind: 'table' as const,
                columns: [
                  { key: 'kind', heading: text('links.kind'), type: 'text' as const },
                  { key: 'number', heading: text('fields.number'), type: 'text' as const },
                  { key: 'title', heading: text('fields.title'), type: 'text' as const },
                  { key: 'date', heading: text('links.linkedOn'), type: 'date' as const },
                ],
                rows: c.links.map((link) => [
                  text(`links.kinds.${link.kind}`),
                  link.number,
                  link.title,
                  new Date(link.dateCreated),
                ]),
              },
            ],
          },
        ]
      : []),
  ];
}
