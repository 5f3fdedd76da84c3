import type { TestContext } from '../../../test/harness';
import { convocation } from '../code-lists/code-lists.schema';

const t = (bs: string) => ({ bs, hr: '', sr_cyr: '' });

/**
 * The council's convocations that the sessions tests' sessions take: the current one
 * (2024–2028), the only one a new session accepts, and the one before it.
 */
export async function insertConvocations(ctx: TestContext): Promise<{ current: number; old: number }> {
  const municipalityId = ctx.config.MUNICIPALITY_ID;
  const [current, old] = await ctx.database.db
    .insert(convocation)
    .values([
      {
        municipalityId,
        name: t('Saziv 2024–2028'),
        description: t(''),
        startDate: '2024-11-01',
        endDate: '2028-10-31',
        isCurrent: true,
      },
      {
        municipalityId,
        name: t('Saziv 2020–2024'),
        description: t(''),
        startDate: '2020-11-01',
        endDate: '2024-10-31',
        isCurrent: false,
      },
    ])
    .returning({ id: convocation.id });
  return { current: current!.id, old: old!.id };
}
