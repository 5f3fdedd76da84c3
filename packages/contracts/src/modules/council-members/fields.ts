import { z } from 'zod';
import { zId, zLanguageId } from '../../common';

// Field schemas the council-member declarations share; not part of the package's exports.
export const IdParams = z.object({ id: zId });
export const IdLanguageParams = z.object({ id: zId, languageId: zLanguageId });
