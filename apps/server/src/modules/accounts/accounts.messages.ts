import { defineMessageTemplate } from '../../platform/notify/templates';

// The messages of accounts, sent through notify (decision 0023): the greeting (with the
// person's name, or none for an address no account uses), the municipality, the link's
// button and the signature come from the platform's layout; the texts are the `mail` part
// of the catalogues. Links are paths, made into addresses from configuration.

/** The confirmation of a new account: a link and a code by e-mail, or the code alone by SMS. */
export const activationMessage = defineMessageTemplate({
  name: 'accounts.activation',
  subject: 'mail.activation.subject',
  body: ['mail.activation.body'],
  action: 'mail.activation.open',
  sms: 'mail.activation.sms',
});

/** The usernames of the accounts an address is used by, with a link to sign in. */
export const forgotUsernameMessage = defineMessageTemplate({
  name: 'accounts.forgot-username',
  subject: 'mail.forgotUsername.subject',
  body: ['mail.forgotUsername.body'],
  action: 'mail.forgotUsername.open',
});

/** A single-use link that sets a new password. */
export const resetPasswordMessage = defineMessageTemplate({
  name: 'accounts.reset-password',
  subject: 'mail.resetPassword.subject',
  body: ['mail.resetPassword.body'],
  action: 'mail.resetPassword.open',
});

/** The owner is told their password changed, so a change they did not make is noticed. */
export const passwordChangedMessage = defineMessageTemplate({
  name: 'accounts.password-changed',
  subject: 'mail.passwordChanged.subject',
  body: ['mail.passwordChanged.body'],
});

/** A reminder or reset asked for an address no account uses: the way to register. */
export const noAccountMessage = defineMessageTemplate({
  name: 'accounts.no-account',
  subject: 'mail.noAccount.subject',
  body: ['mail.noAccount.body'],
  action: 'mail.noAccount.open',
});

/** Every message of accounts, for the module's manifest (their texts are checked at start). */
export const accountMessages = [
  activationMessage,
  forgotUsernameMessage,
  resetPasswordMessage,
  passwordChangedMessage,
  noAccountMessage,
];
