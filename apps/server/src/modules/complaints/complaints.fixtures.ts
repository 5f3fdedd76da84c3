import { AccessRight, Profile } from '@portal/contracts';
import { eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { signedIn } from '../../../test/accounts';
import type { TestContext } from '../../../test/harness';
import { type Headers, post } from '../../../test/http';
import type { Db } from '../../platform/db/database';
import { rateLimit } from '../../platform/limiter.schema';
import { appUser } from '../accounts/accounts.schema';
import { complaintCategory, organizationalUnit } from '../code-lists/code-lists.schema';

export type { Headers } from '../../../test/http';
export { get, post, upload } from '../../../test/http';

const texts = (name: string) => ({ bs: name, hr: name, sr_cyr: name });

/** A complaint category of municipality 6 named alike in the three languages; answers its id. */
export async function addCategory(db: Db, name: string): Promise<number> {
  const [row] = await db
    .insert(complaintCategory)
    .values({ municipalityId: 6, name: texts(name), description: texts(''), icon: 'road' })
    .returning();
  return row!.id;
}

/** Test data of a complaint test: two categories, a unit tree (A with A1 under it, and B), and people. */
export async function complaintWorld(ctx: TestContext) {
  const db = ctx.database.db;
  const category = (name: string) => addCategory(db, name);
  const unit = async (name: string, parentId: number | null = null) =>
    (
      await db
        .insert(organizationalUnit)
        .values({ municipalityId: 6, name: texts(name), description: texts(''), parentId })
        .returning()
    )[0]!.id;
  const roads = await category('Putevi');
  const lights = await category('Rasvjeta');
  const unitA = await unit('Služba A');
  const unitA1 = await unit('Odsjek A1', unitA);
  const unitB = await unit('Služba B');
  const citizen = await signedIn(ctx, { profileId: Profile.RegisteredCitizen });
  const other = await signedIn(ctx, { profileId: Profile.RegisteredCitizen });
  const admin = await signedIn(ctx, { profileId: Profile.Administrator });
  const all = await signedIn(ctx, {
    profileId: Profile.Office,
    rights: [AccessRight.ComplaintListAllLevels],
  });
  const branchUser = await signedIn(ctx, {
    profileId: Profile.OrgUnit,
    rights: [AccessRight.ComplaintListOwnUnit],
  });
  await db.update(appUser).set({ organizationalUnitId: unitA }).where(eq(appUser.id, branchUser.user.id));
  const otherBranch = await signedIn(ctx, {
    profileId: Profile.OrgUnit,
    rights: [AccessRight.ComplaintListOwnUnit],
  });
  await db.update(appUser).set({ organizationalUnitId: unitB }).where(eq(appUser.id, otherBranch.user.id));
  return {
    roads,
    lights,
    unitA,
    unitA1,
    unitB,
    citizen,
    other,
    admin,
    all,
    branch: branchUser,
    otherBranch,
  };
}

/** A JPEG photo with GPS and camera data in its EXIF, as a phone takes it. */
export function photoWithGps(width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'GPS 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '44/1 32/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '18/1 40/1 0/1',
      },
    })
    .toBuffer();
}

export function reportBody(categoryId: number, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Udarna rupa u Turalibegovoj',
    description: 'Duboka rupa na sredini kolovoza.',
    categoryId,
    latitude: 44.538,
    longitude: 18.676,
    address: 'Turalibegova bb, Tuzla',
    ...overrides,
  };
}

/**
 * Reports a complaint and answers its id and number. The limits on reports start afresh
 * for it: they are complaints-limits.test.ts's subject, not every test's that needs a complaint.
 */
export async function report(
  ctx: TestContext,
  headers: Headers,
  categoryId: number,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; number: string }> {
  await ctx.database.db.delete(rateLimit).where(like(rateLimit.key, 'write:report:%'));
  const res = await post(ctx, '/api/Complaints/Report', headers, reportBody(categoryId, overrides));
  if (res.statusCode !== 200) throw new Error(`Report failed: ${res.body}`);
  return res.json();
}
