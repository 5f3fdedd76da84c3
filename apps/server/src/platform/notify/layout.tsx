import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { Fragment, type ReactNode } from 'react';

/** What the layout shows: every text already translated, every value still plain text. */
export type MessageParts = {
  /** The `lang` of the document (`bs`, `hr`, `sr-Cyrl`). */
  lang: string;
  subject: string;
  /** "Grad Tuzla": the municipality's title in the recipient's language. */
  municipality: string;
  /** The coat of arms, an absolute address on the municipality's portal. */
  coatOfArmsUrl: string;
  greeting: string;
  paragraphs: readonly string[];
  action: { caption: string; url: string } | null;
  signature: string;
  /** A subscriber's one-click way out (a follower's unfollow page), under the signature. */
  unsubscribe?: { caption: string; url: string } | null;
  /** A second link beside the action: the other answer to the message's question. */
  alternative?: { caption: string; url: string } | null;
};

const page = { backgroundColor: '#f4f5f7', fontFamily: 'Arial, Helvetica, sans-serif', margin: 0 };
const card = { backgroundColor: '#ffffff', maxWidth: '600px', margin: '24px auto', padding: '24px' };
const text = { color: '#1f2933', fontSize: '15px', lineHeight: '22px', margin: '0 0 16px' };
const button = {
  backgroundColor: '#1d4f91',
  borderRadius: '4px',
  color: '#ffffff',
  display: 'inline-block',
  fontSize: '15px',
  padding: '10px 18px',
  textDecoration: 'none',
};

/** Lines of a text with `<br>` between them; React escapes every line (typed values stay text). */
function lines(value: string): ReactNode {
  return value.split('\n').map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}

/** The one layout of the portal's e-mails: header with coat of arms, greeting, body, link, signature. */
export function MessageLayout(parts: MessageParts) {
  return (
    <Html lang={parts.lang}>
      <Head>
        <title>{parts.subject}</title>
      </Head>
      <Preview>{parts.subject}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Section>
            <Img
              src={parts.coatOfArmsUrl}
              alt=""
              width="48"
              height="48"
              style={{ display: 'inline-block' }}
            />
            <Text style={{ ...text, fontSize: '18px', fontWeight: 'bold', margin: '8px 0 0' }}>
              {parts.municipality}
            </Text>
          </Section>
          <Hr />
          <Text style={text}>{parts.greeting}</Text>
          {parts.paragraphs.map((paragraph, i) => (
            <Text key={i} style={text}>
              {lines(paragraph)}
            </Text>
          ))}
          {parts.action && (
            <Section style={{ margin: '8px 0 24px' }}>
              <Link href={parts.action.url} style={button}>
                {parts.action.caption}
              </Link>
              <Text style={{ ...text, fontSize: '13px', color: '#52606d', margin: '12px 0 0' }}>
                <Link href={parts.action.url}>{parts.action.url}</Link>
              </Text>
            </Section>
          )}
          {parts.alternative && (
            <Section style={{ margin: '0 0 24px' }}>
              <Link href={parts.alternative.url} style={{ ...button, backgroundColor: '#52606d' }}>
                {parts.alternative.caption}
              </Link>
              <Text style={{ ...text, fontSize: '13px', color: '#52606d', margin: '12px 0 0' }}>
                <Link href={parts.alternative.url}>{parts.alternative.url}</Link>
              </Text>
            </Section>
          )}
          <Text style={text}>{lines(parts.signature)}</Text>
          {parts.unsubscribe && (
            <>
              <Hr />
              <Text style={{ ...text, fontSize: '13px', color: '#52606d' }}>
                {parts.unsubscribe.caption} <Link href={parts.unsubscribe.url}>{parts.unsubscribe.url}</Link>
              </Text>
            </>
          )}
        </Container>
      </Body>
    </Html>
  );
}

/** The plain-text twin, from the same parts: the link written out after its caption. */
export function messageText(parts: MessageParts): string {
  return [
    parts.greeting,
    ...parts.paragraphs,
    ...(parts.action ? [`${parts.action.caption}:\n${parts.action.url}`] : []),
    ...(parts.alternative ? [`${parts.alternative.caption}:\n${parts.alternative.url}`] : []),
    parts.signature,
    ...(parts.unsubscribe ? [`${parts.unsubscribe.caption}\n${parts.unsubscribe.url}`] : []),
  ].join('\n\n');
}

/** The e-mail's HTML (React Email) and plain text. */
export async function renderMessage(parts: MessageParts): Promise<{ html: string; text: string }> {
  return { html: await render(<MessageLayout {...parts} />), text: messageText(parts) };
}
