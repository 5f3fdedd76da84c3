import { type ComplaintReportSettings, ReportComplaint } from '@portal/contracts';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { UploadCheck } from '../../../components/attachments';
import type { Position } from '../../../components/map';
import type { ScaleLimits } from './photo-scale';
import type { DraftValues } from './report-draft';

/**
 * The form's schema: the endpoint's own, with the place as one value, as the map gives it
 * (both coordinates at once, or none), sent as latitude and longitude. The files are not
 * checked here: their ids are the upload's own answers, judged again by the server.
 */
const ReportSchema = ReportComplaint.omit({
  latitude: true,
  longitude: true,
  imageIds: true,
  documentIds: true,
})
  .extend({ location: ReportComplaint.pick({ latitude: true, longitude: true }) })
  .transform(({ location, ...report }) => ({ ...report, ...location }));
export type Report = z.output<typeof ReportSchema>;

/**
 * The form's values: the report's, with the choices that may still be empty, and the ids of
 * the files taken so far (so that chosen files are unsaved input, and their refusal has a field).
 */
export type Values = Omit<z.input<typeof ReportSchema>, 'categoryId' | 'location' | 'showName'> & {
  categoryId: number | null;
  location: Position | null;
  showName: boolean;
  imageIds: string[];
  documentIds: string[];
};

export type ReportForm = UseFormReturn<Values, unknown, Report>;

/** The form holds the choices that may still be empty; the schema refuses them so. */
export const reportSchema = ReportSchema as unknown as z.ZodType<Report, Values>;

/** An empty report, or the one a draft kept. */
export function initialValues(draft: DraftValues | null): Values {
  return {
    title: draft?.title ?? '',
    description: draft?.description ?? '',
    categoryId: draft?.categoryId ?? null,
    location: draft?.location ?? null,
    address: draft?.address ?? '',
    locationDescription: draft?.locationDescription ?? '',
    showName: draft?.showName ?? false,
    imageIds: [],
    documentIds: [],
  };
}

/** What a draft keeps of the form: everything but the file ids, which the server gave this session. */
export function draftValuesOf(values: Values): DraftValues {
  return {
    title: values.title ?? '',
    description: values.description ?? '',
    categoryId: values.categoryId,
    location: values.location,
    address: values.address ?? '',
    locationDescription: values.locationDescription ?? '',
    showName: values.showName,
  };
}

/** The server's names for a refusal of one of the `count` files sent (`imageIds.0`). */
export const itemNames = (name: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${name}.${index}`);

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/**
 * The courtesy checks of a chosen photo before it is prepared: how many, which format. Its
 * size is not judged here: a photo too large is scaled to fit (photo-scale.ts).
 */
export function photoCheck(settings: ComplaintReportSettings | undefined) {
  return (file: File, accepted: number): UploadCheck => {
    if (!settings) return null;
    if (accepted >= settings.imagesPerComplaint)
      return { key: 'complaint_images_limit', params: { maximum: settings.imagesPerComplaint } };
    if (!settings.imageExtensions.includes(extensionOf(file.name)))
      return { key: 'image_type_not_allowed', params: { allowed: settings.imageExtensions.join(', ') } };
    return null;
  };
}

/** A scaled photo that still does not fit (the browser could not draw it smaller): said before sending. */
export function preparedPhotoCheck(settings: ComplaintReportSettings | undefined) {
  return (file: File): UploadCheck => {
    if (!settings || file.size <= settings.maxImageSizeKb * 1024) return null;
    return { key: 'image_too_large', params: { maximum: settings.maxImageSizeKb } };
  };
}

/** The limits a photo is scaled to; none until the settings are known (the server judges then). */
export function scaleLimitsOf(settings: ComplaintReportSettings | undefined): ScaleLimits | null {
  if (!settings) return null;
  return { maxPixels: settings.photoScalePixels, maxBytes: settings.maxImageSizeKb * 1024 };
}

export function documentCheck(settings: ComplaintReportSettings | undefined) {
  return (file: File): UploadCheck => {
    if (!settings) return null;
    if (!settings.documentExtensions.includes(extensionOf(file.name)))
      return { key: 'file_type_not_allowed' };
    if (file.size > settings.maxDocumentSizeMb * 1024 * 1024)
      return { key: 'file_too_large', params: { maximum: settings.maxDocumentSizeMb } };
    return null;
  };
}
