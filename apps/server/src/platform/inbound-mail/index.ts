/*
 * Inbound mail: answers that come back by e-mail (a council member replies to the message
 * that told them of a citizen's question). The design, for the decision record:
 *
 * Reply addresses. A message that may be answered by e-mail carries the Reply-To
 * `odgovor+<token>@<INBOUND_MAIL_DOMAIN>`: the token is 32 random bytes in base64url, the
 * database keeps only its SHA-256 (hashReplyToken), so a copy of the database answers no
 * question. The token is the authority to answer: the From header can be forged, the token
 * cannot be guessed. The handler may still compare the sender with the addressee.
 * The token is case-sensitive and rides in a `+` sub-address: the mail server that relays
 * the reply domain must keep the local part as it is (not lower-case it, not strip `+...`).
 *
 * Two entrances, one mailbox. An SMTP receiver (smtp-server, INBOUND_SMTP_PORT) for a
 * municipality whose mail server relays the reply domain to the portal, and an HTTP endpoint
 * (POST /api/InboundMail/Receive, Bearer INBOUND_MAIL_TOKEN) for a mail provider's inbound
 * webhook. Both hand a ParsedMailLike to the mailbox, which finds the token among the
 * recipients (To, Cc, the envelope), cuts the reply's own text out (replyText: quotes,
 * attributions, Outlook headers, signatures; HTML reduced to text when there is no text part)
 * and calls the one handler a module registered with `use`.
 *
 * Refusals are not bounces. A message the mailbox or the handler refuses (no token, unknown
 * or used token, automatic reply, empty, too large) is taken (SMTP 250, HTTP 200
 * `{ stored: false }`) and logged at warn with the sender, the reason and the Message-ID,
 * never the token or the text: a bounce would let a sender probe tokens, and out-of-office
 * replies would answer the bounce. Only a failure to decide (the handler throws: the database
 * away) answers SMTP 451 or HTTP 5xx, and the sending server or provider tries again.
 * Automatic messages (Auto-Submitted, Precedence bulk/junk/list, X-Autoreply, bounces) are
 * refused: an out-of-office reply must never become an answer.
 *
 * Not an open relay. The receiver refuses at RCPT TO (550) any recipient outside the reply
 * domain, and at most 20 recipients a message; no AUTH, no STARTTLS (it sits behind the
 * municipality's mail server, which speaks TLS to the world), SIZE INBOUND_MAIL_MAX_BYTES
 * (552 above it). The HTTP endpoint is refused before its body is read: 404 without a
 * configured token, 401 without the right one (compared in constant time); it is not in the
 * API document, being no call of the portal's clients.
 *
 * On and off. Replies by e-mail are on when there is a reply domain (INBOUND_MAIL_DOMAIN;
 * `localhost` on a demo, development or test portal) and an entrance (INBOUND_SMTP_PORT or
 * INBOUND_MAIL_TOKEN). Off, the mailbox has no domain, gives no reply address and refuses
 * everything (`off`), so that no message promises an answer path nothing receives. Half a
 * configuration (a domain without an entrance, an entrance without a domain) stops the start
 * (inboundMailProblem).
 *
 * Attachments are the files attached as files; images shown inside the HTML (signature
 * logos, mostly) go with the HTML. The handler judges files by their bytes, as every upload.
 */
export { inboundMailRoute, INBOUND_MAIL_PATH, InboundMailBody } from './inbound-mail.routes';
export { installInboundMail, type InboundMailInstallation } from './install';
export {
  createInboundMailbox,
  fromParsedMail,
  type InboundAttachment,
  type InboundMail,
  type InboundMailbox,
  type InboundMailHandler,
  type InboundOutcome,
  isAutomatic,
  type ParsedMailLike,
  parseMail,
} from './mailbox';
export {
  hashReplyToken,
  newReplyToken,
  REPLY_LOCAL_PART,
  replyAddress,
  tokenFromAddresses,
} from './reply-address';
export { htmlToText, replyText } from './reply-text';
export {
  inboundMailDomain,
  inboundMailProblem,
  inboundMailSettings,
  type InboundMailSettings,
} from './settings';
export { type SmtpReceiver, startSmtpReceiver } from './smtp-receiver';
