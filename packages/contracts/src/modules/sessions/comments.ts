import { SIGNED_IN_PEOPLE } from '../../access';
import { discussionEndpoints } from '../../discussions';
import { SESSION_COMMENT_MAX, SESSION_FILES_MAX, sessionModerationAccess } from './shared';

/**
 * Comments on a session and on an agenda item, over the platform's discussions (decision
 * 0022): citizens comment in PublicSessions, staff read, comment and moderate in Sessions.
 */
export const sessionComments = discussionEndpoints({
  group: 'Sessions',
  public: { group: 'PublicSessions', access: SIGNED_IN_PEOPLE },
  subject: 'Session',
  noun: 'session',
  subjectIdField: 'sessionId',
  maxLength: SESSION_COMMENT_MAX,
  maxFiles: SESSION_FILES_MAX,
  staffAccess: sessionModerationAccess,
  names: { add: 'AddSessionComment', upload: 'UploadSessionCommentFiles' },
});

export const agendaComments = discussionEndpoints({
  group: 'Sessions',
  public: { group: 'PublicSessions', access: SIGNED_IN_PEOPLE },
  subject: 'Agenda',
  noun: 'agenda item',
  subjectIdField: 'agendaItemId',
  maxLength: SESSION_COMMENT_MAX,
  maxFiles: SESSION_FILES_MAX,
  staffAccess: sessionModerationAccess,
  names: { add: 'AddAgendaComment', upload: 'UploadAgendaCommentFiles' },
});
