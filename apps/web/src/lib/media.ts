import { useMediaQuery } from '@mantine/hooks';

/** Below this width the portal lays itself out for a phone (Mantine's `sm` breakpoint, 768 px). */
export const PHONE_QUERY = '(max-width: 47.99em)';

/** True on a phone-sized window, known from the first render on (no flash of the desk layout). */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
}
