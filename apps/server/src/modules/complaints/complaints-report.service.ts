import {
  COMPLAINT_DOCUMENTS_MAX,
  ComplaintParameter,
  type ComplaintReportSettings,
  ComplaintStatus,
  documentExtensions,
  imageExtensions,
  Profile,
  type ReportComplaint,
  SystemNotificationKind,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Principal } from '../../platform/auth/auth';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { assertNoFieldErrors, badRequest } from '../../platform/errors';
import type { ComplaintsCore, ComplaintsDeps } from './complaints.core';
import { notifyStaff } from './complaints.notifications';
import { addFollower } from './complaints-followers.repository';
import { setDueAt } from './complaints-deadline.repository';
import { numberOf } from './complaints.present';
import { sendReceipt } from './complaints.receipt';
import {
  categoryExists,
  insertComplaint,
  insertFiles,
  insertHistory,
  insertImages,
  nextSequence,
  TIME_ZONE,
} from './complaints.repository';

type Report = z.output<typeof ReportComplaint>;

const yearIn = (date: Date) =>
  Number(new Intl.DateTimeFormat('en', { timeZone: TIME_ZONE, year: 'numeric' }).format(date));

/** Reporting a problem: what the form needs to know, and the report itself. */
export function createComplaintReporting(deps: ComplaintsDeps, core: ComplaintsCore) {
  const { db } = deps;
  return {
    async settings(municipalityId: number): Promise<ComplaintReportSettings> {
      const params = await core.parameters(municipalityId);
      return {
        imagesPerComplaint: params[ComplaintParameter.ImagesPerComplaint]!,
        maxImageSizeKb: params[ComplaintParameter.MaxImageSizeKb]!,
        imageExtensions: [...imageExtensions],
        documentExtensions: [...documentExtensions],
        documentsPerComplaint: COMPLAINT_DOCUMENTS_MAX,
        maxDocumentSizeMb: deps.config.UPLOAD_MAX_MB,
        photoScalePixels: params[ComplaintParameter.PhotoScalePixels]!,
      };
    },

    /**
     * Reports a problem with the caller's uploaded photos and documents, numbered in the
     * municipality's year; the staff configured for "new complaint" are told, and the reporter
     * gets a receipt, in the same transaction.
     */
    async report(
      principal: Principal,
      input: Report,
      // More writes of the caller's use case in the same transaction (Open311's contact note).
      options: { within?: (tx: Db, complaintId: number) => Promise<void> } = {},
    ): Promise<{ id: number; number: string }> {
      const municipalityId = principal.municipalityId;
      const params = await core.parameters(municipalityId);
      const maxImages = params[ComplaintParameter.ImagesPerComplaint]!;
      const imageIds = [...new Set(input.imageIds)];
      const documentIds = [...new Set(input.documentIds)];
      if (imageIds.length > maxImages) {
        throw badRequest('complaint_images_limit', 'imageIds', { maximum: maxImages });
      }
      if (!(await categoryExists(db, municipalityId, input.categoryId))) {
        throw badRequest('record_not_found', 'categoryId');
      }
      const now = new Date();
      const year = yearIn(now);
      // The answer is what the transaction wrote: once it has committed, the complaint is
      // saved, and a read after it that failed would tell the citizen it was not.
      return inTransaction(db, async (tx) => {
        const images = await core.take(tx, principal, 'image', imageIds);
        const documents = await core.take(tx, principal, 'file', documentIds);
        assertNoFieldErrors({
          ...(images.length < imageIds.length ? { imageIds: 'document_not_found_or_invalid' as const } : {}),
          ...(documents.length < documentIds.length
            ? { documentIds: 'document_not_found_or_invalid' as const }
            : {}),
        });
        const sequence = await nextSequence(tx, municipalityId, year);
        const id = await insertComplaint(tx, {
          municipalityId,
          year,
          sequence,
          title: input.title,
          description: input.description,
          categoryId: input.categoryId,
          statusId: ComplaintStatus.Created,
          userId: principal.userId,
          latitude: input.latitude,
          longitude: input.longitude,
          address: input.address,
          locationDescription: input.locationDescription,
          dateCreated: now,
          // An anonymous citizen's account has no name to show: the public never sees one for it.
          showName: input.showName && principal.profileId !== Profile.AnonymousCitizen,
        });
        await setDueAt(tx, id);
        await insertImages(
          tx,
          images.map((u, i) => ({
            complaintId: id,
            storageKey: u.storageKey,
            thumbnailKey: u.thumbnailKey!,
            contentType: u.contentType,
            width: u.width ?? 0,
            height: u.height ?? 0,
            size: u.size,
            sortOrder: i,
          })),
        );
        await insertFiles(
          tx,
          documents.map((u) => ({
            complaintId: id,
            storageKey: u.storageKey,
            fileName: u.fileName,
            contentType: u.contentType,
            size: u.size,
          })),
        );
        await insertHistory(tx, {
          complaintId: id,
          statusId: ComplaintStatus.Created,
          userId: principal.userId,
        });
        await addFollower(tx, id, principal.userId);
        await options.within?.(tx, id);
        const row = (await core.load(municipalityId, id, tx))!;
        await notifyStaff(deps.notify, tx, row, SystemNotificationKind.NewComplaint);
        const number = numberOf({ sequence, year });
        await sendReceipt(deps.notify, tx, { ...row, number });
        return { id, number };
      });
    },
  };
}
