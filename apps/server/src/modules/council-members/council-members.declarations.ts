import { defineAttachmentKind } from '../../platform/attachments/attachments';
import { defineMessageTemplate } from '../../platform/notify/templates';

/** A council member's picture (re-encoded without metadata) and the files of answers (decision 0020). */
export const councilMemberAttachmentKinds = {
  picture: defineAttachmentKind({
    name: 'council-member.picture',
    content: 'image',
    folder: 'council-members',
  }),
  answerFile: defineAttachmentKind({
    name: 'question.answer-file',
    content: 'document',
    folder: 'questions',
  }),
};

/**
 * The module's messages (decision 0028): kind 5 "new question posted" to its recipients; the
 * question to its addressee (in modes 2 and 3 with the reply address, and how to answer by
 * replying); the asker told that the answer is published.
 */
export const questionMessages = {
  newQuestion: defineMessageTemplate({
    name: 'questions.new',
    subject: 'mail.question.new.subject',
    body: ['mail.question.new.body'],
    action: 'mail.question.new.open',
  }),
  toAddressee: defineMessageTemplate({
    name: 'questions.to-addressee',
    subject: 'mail.question.toAddressee.subject',
    body: ['mail.question.toAddressee.body', 'mail.question.toAddressee.howToAnswer'],
    action: 'mail.question.toAddressee.open',
  }),
  toAddresseeByReply: defineMessageTemplate({
    name: 'questions.to-addressee-reply',
    subject: 'mail.question.toAddressee.subject',
    body: ['mail.question.toAddressee.body', 'mail.question.toAddressee.replyToAnswer'],
    action: 'mail.question.toAddressee.open',
  }),
  answerPublished: defineMessageTemplate({
    name: 'questions.answer-published',
    subject: 'mail.question.answered.subject',
    body: ['mail.question.answered.body'],
    action: 'mail.question.answered.open',
  }),
};
