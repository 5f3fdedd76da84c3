import { complaintsPages } from '@portal/contracts';

/** Where the staff pages of complaints live (declared once in contracts). */
export const LIST_PATH = complaintsPages.staffList.path;

export function detailsPath(id: number): string {
  return complaintsPages.staffDetails.to({ id });
}
