import {
  buildPath,
  ComplaintStatus,
  complaintsPages,
  SystemNotificationKind,
  unfollowOneClick,
} from '@portal/contracts';
import type { Db } from '../../platform/db/database';
import type { Notify, Subscriber } from '../../platform/notify/notify';
import { defineMessageTemplate, type MessageTemplate } from '../../platform/notify/templates';
import { numberOf } from './complaints.present';
import type { ComplaintRow } from './complaints.repository';
import { followersOf } from './complaints-followers.repository';

// What followers of a complaint are told of its public changes (issue 18), with the new text
// quoted, a button to the complaint and their own one-click unfollow link.
//
// One message per person per change: the reporter, who follows their report from the start,
// gets these in place of the old "your complaint moved on" mails (kinds 2–4, decision 0016),
// under the same subjects; a reporter who unfollowed is not told. The person who made the
// change is never told of it.

/** The public changes followers hear of. */
export type FollowerChange =
  | { kind: 'assigned' }
  | { kind: 'answered' | 'resolved' | 'reopened'; text: string }
  /** A duplicate merged into `into`: the people moved from it (`people`) are told, with links to `into`. */
  | { kind: 'merged'; text: string; into: ComplaintRow; people: ReadonlySet<number> };

type ChangeKind = FollowerChange['kind'];
type Audience = 'reporter' | 'follower';

const FOLLOW = 'mail.complaint.follow';
/** The reporter's old mails (decision 0016) by the change they told of. */
const REPORTER_KIND: Partial<Record<ChangeKind, number>> = {
  assigned: SystemNotificationKind.ComplaintInProgress,
  answered: SystemNotificationKind.ComplaintAnswered,
  resolved: SystemNotificationKind.ComplaintResolved,
};
/** Changes that carry a text to quote (an assignment names its unit in the body). */
const QUOTED: readonly ChangeKind[] = ['answered', 'resolved', 'reopened', 'merged'];

function templateOf(kind: ChangeKind, audience: Audience, quoted: boolean): MessageTemplate {
  const old = audience === 'reporter' ? REPORTER_KIND[kind] : undefined;
  const texts =
    old !== undefined
      ? `mail.complaint.citizen.${old}`
      : audience === 'reporter'
        ? `${FOLLOW}.reporter.${kind}`
        : `${FOLLOW}.${kind}`;
  return defineMessageTemplate({
    name: `complaints.follow-${kind}-${audience}${quoted ? '-quoted' : ''}`,
    subject: `${texts}.subject`,
    body: [`${texts}.body`, ...(quoted ? [`${FOLLOW}.${kind}.quote`] : [])],
    action:
      kind === 'merged' ? `${FOLLOW}.merged.open` : old !== undefined ? `${texts}.open` : `${FOLLOW}.open`,
    unsubscribe: `${FOLLOW}.unfollow`,
  });
}

const templates = new Map<string, MessageTemplate>();
for (const kind of ['assigned', 'answered', 'resolved', 'reopened', 'merged'] as const) {
  for (const audience of ['reporter', 'follower'] as const) {
    for (const quoted of QUOTED.includes(kind) ? [false, true] : [false]) {
      const template = templateOf(kind, audience, quoted);
      templates.set(template.name, template);
    }
  }
}

/** Every message to followers, for the module's manifest (their texts are checked at start). */
export const followerMessages: readonly MessageTemplate[] = [...templates.values()];

const template = (kind: ChangeKind, audience: Audience, quoted: boolean) =>
  templates.get(`complaints.follow-${kind}-${audience}${quoted ? '-quoted' : ''}`)!;

/** The change a status move is to followers, or null (a move they are not told of). */
export function followerChangeOf(
  status: number,
  texts: { comment: string; answer?: string },
): FollowerChange | null {
  switch (status) {
    case ComplaintStatus.Assigned:
      return { kind: 'assigned' };
    // Answered by a status change has no answer text; the answer's own call quotes it.
    case ComplaintStatus.Answered:
      return { kind: 'answered', text: texts.answer ?? '' };
    case ComplaintStatus.Resolved:
      return { kind: 'resolved', text: texts.comment };
    default:
      return null;
  }
}

/**
 * Tells the followers of a complaint of a public change, in the change's transaction: each by
 * e-mail in their language, with their own unfollow link; the reporter by the reporter's
 * texts. Nobody but the reporter hears of a complaint the public cannot see (hidden, or
 * inappropriate), and `actorId`, who made the change, hears nothing. Answers how many were told.
 */
export async function notifyFollowers(
  notify: Notify,
  tx: Db,
  row: ComplaintRow,
  change: FollowerChange | null,
  actorId: number,
): Promise<number> {
  if (!change) return 0;
  // After a merge the people of the duplicate follow the survivor: their unfollow links are its.
  const followed = change.kind === 'merged' ? change.into : row;
  const isPublic = followed.visible && !followed.inappropriate;
  const told = (await followersOf(tx, followed.id)).filter(
    (f) =>
      f.userId !== actorId &&
      (isPublic || f.userId === followed.userId) &&
      (change.kind !== 'merged' || change.people.has(f.userId)),
  );
  if (!told.length) return 0;
  const text = 'text' in change ? change.text.trim() : '';
  const quoted = text !== '' && QUOTED.includes(change.kind);
  const values = {
    number: numberOf(row),
    title: row.title,
    category: row.categoryName ?? '',
    address: row.address ?? '',
    unit: row.organizationalUnitName ?? { key: 'mail.complaint.unassigned' },
    text,
    ...(change.kind === 'merged' ? { into: numberOf(change.into), intoTitle: change.into.title } : {}),
  };
  const link = complaintsPages.details.to({ id: followed.id });
  const subscriber = (f: { userId: number; token: string }): Subscriber => ({
    userId: f.userId,
    unsubscribe: complaintsPages.unfollow.to({ token: f.token }),
    oneClick: buildPath(unfollowOneClick.path, { token: f.token }),
  });
  let recipients = 0;
  for (const audience of ['reporter', 'follower'] as const) {
    const to = told.filter((f) => (f.userId === row.userId) === (audience === 'reporter')).map(subscriber);
    if (!to.length) continue;
    const result = await notify.notify(tx, {
      municipalityId: row.municipalityId,
      to,
      template: template(change.kind, audience, quoted),
      values,
      link,
    });
    recipients += result.recipients;
  }
  return recipients;
}
