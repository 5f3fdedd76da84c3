import { AgendaVoteChoice, SESSION_COMMENT_MAX, SystemNotificationKind } from '@portal/contracts';
import { defineAttachmentKind } from '../../platform/attachments/attachments';
import { defineDiscussionSubject } from '../../platform/discussions/discussions';
import { defineMessageTemplate } from '../../platform/notify/templates';
import { defineVoteSubject } from '../../platform/votes/votes';

/** Documents of sessions and agenda items, and the files of comments on them (decision 0020). */
export const sessionAttachmentKinds = {
  document: defineAttachmentKind({ name: 'session.document', content: 'document', folder: 'sessions' }),
  commentFile: defineAttachmentKind({
    name: 'session.comment-file',
    content: 'document',
    folder: 'sessions',
  }),
};

/**
 * Comments on a session and on an agenda item (decision 0022). An inappropriate comment stays
 * in its place for the public, its text replaced by "hidden for inappropriate content".
 */
export const sessionDiscussion = defineDiscussionSubject({
  kind: 'session',
  fileKind: sessionAttachmentKinds.commentFile,
  maxLength: SESSION_COMMENT_MAX,
  inappropriate: 'hidden',
});
export const agendaDiscussion = defineDiscussionSubject({
  kind: 'agenda-item',
  fileKind: sessionAttachmentKinds.commentFile,
  maxLength: SESSION_COMMENT_MAX,
  inappropriate: 'hidden',
});

/** Citizens' votes on agenda items: once, final (decision 0019). */
export const agendaItemVote = defineVoteSubject({ kind: 'agenda-item', choices: AgendaVoteChoice });

/** System notification kind 6, "session published": the session, when and where, a link to it. */
export const sessionPublishedMessage = defineMessageTemplate({
  name: 'sessions.published',
  subject: 'mail.session.published.subject',
  body: ['mail.session.published.body'],
  action: 'mail.session.published.open',
  sms: 'mail.session.published.sms',
});

export const SESSION_PUBLISHED_KIND = SystemNotificationKind.SessionPublished;
