import { defineContractModule } from '../../module';
import { infoSectionPages } from './pages';
import * as endpoints from './info-section';

export * from './info-section';
export * from './pages';

/** The info section's texts and documents, the footer's documents and the user manual. */
export const infoSectionContract = defineContractModule({
  name: 'info-section',
  endpoints: [endpoints],
  pages: infoSectionPages,
});
