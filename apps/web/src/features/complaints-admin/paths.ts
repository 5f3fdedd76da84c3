/** Where the staff pages of complaints live (the spec's routes). */
export const LIST_PATH = '/admin/complaint-configuration/complaint-list';

export function detailsPath(id: number): string {
  return `/admin/complaint-configuration/complaint-details/${id}`;
}
