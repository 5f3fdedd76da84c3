import type { Translated } from '@portal/contracts';
import { convocation } from '../src/modules/code-lists/code-lists.schema';
import type { TestContext } from './harness';

type Term = { start: string; end: string };

/** A text as the administration often saves it: in Bosnian, the other languages left empty. */
const inBosnian = (bs: string): Translated => ({ bs, hr: '', sr_cyr: '' });

/**
 * The council's convocations of the tests' municipality that council sessions and members take:
 * the current one, "Saziv 2024–2028" (the only one a new session or member accepts), and the one
 * before it, "Saziv 2020–2024"; each from 1 November unless `terms` says otherwise. `translate`
 * writes their names in the three languages (Bosnian only by default).
 */
export async function insertConvocations(
  ctx: TestContext,
  options: { terms?: { current: Term; old: Term }; translate?: (bs: string) => Translated } = {},
): Promise<{ current: number; old: number }> {
  const {
    terms = {
      current: { start: '2024-11-01', end: '2028-10-31' },
      old: { start: '2020-11-01', end: '2024-10-31' },
    },
    translate: t = inBosnian,
  } = options;
  const municipalityId = ctx.config.MUNICIPALITY_ID;
  const [current, old] = await ctx.database.db
    .insert(convocation)
    .values([
      {
        municipalityId,
        name: t('Saziv 2024–2028'),
        description: t(''),
        startDate: terms.current.start,
        endDate: terms.current.end,
        isCurrent: true,
      },
      {
        municipalityId,
        name: t('Saziv 2020–2024'),
        description: t(''),
        startDate: terms.old.start,
        endDate: terms.old.end,
        isCurrent: false,
      },
    ])
    .returning({ id: convocation.id });
  return { current: current!.id, old: old!.id };
}
