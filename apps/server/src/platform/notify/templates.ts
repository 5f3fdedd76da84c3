import { languageKeys, type Translated } from '@portal/contracts';
import { catalogues, lookup } from '@portal/i18n/server';

/**
 * A message a module sends through `notify`, declared once in its manifest. Every text
 * is a catalogue key (the `mail` part), rendered in each recipient's language with the
 * municipality's variants; the greeting, the signature, the municipality's name and coat
 * of arms and the link's button come from the platform's layout, never from the template.
 */
export type MessageTemplate = {
  /** Portal-wide name, `<module>.<message>` (`complaints.staff-new`). */
  name: string;
  /** Catalogue key of the subject. */
  subject: string;
  /** Catalogue keys of the body, one paragraph each (a line break stays a line break). */
  body: readonly string[];
  /** Catalogue key of the caption of the message's link (its button); default `mail.notify.open`. */
  action?: string;
  /** Catalogue key of the SMS text, shortened to one message with the link after it; default the subject. */
  sms?: string;
  /**
   * Catalogue key of the caption before a subscriber's unsubscribe link (notify's `Subscriber`);
   * a template sent to subscribers must have it.
   */
  unsubscribe?: string;
  /**
   * Catalogue key of the caption of a second link beside the action (notify's `alternativeLink`):
   * a question answered by one of two links ("Yes, it is fixed" / "No, it is not").
   */
  alternative?: string;
};

/** A text of the catalogues as a value (`{ key: 'mail.complaint.unassigned' }`), in the recipient's language. */
export type CatalogueText = { key: string };

/**
 * The values a template's texts interpolate: plain, per language (a code list's name), or a
 * text of the catalogues (with the municipality's variants and caption overrides).
 */
export type MessageValues = Readonly<Record<string, string | number | Translated | CatalogueText>>;

export function defineMessageTemplate(template: MessageTemplate): MessageTemplate {
  return template;
}

/** Every catalogue key a template uses, for the check that each language has them. */
export function templateKeys(template: MessageTemplate): string[] {
  return [
    template.subject,
    ...template.body,
    template.action,
    template.sms,
    template.unsubscribe,
    template.alternative,
  ].filter((key): key is string => Boolean(key));
}

/** Stops a start whose module declares a message with a key some language lacks. */
export function assertTemplateKeys(templates: readonly MessageTemplate[]): void {
  const missing = templates.flatMap((template) =>
    templateKeys(template).flatMap((key) =>
      languageKeys
        .filter((language) => lookup(catalogues[language], key) === undefined)
        .map((language) => `${template.name}: ${key} (${language})`),
    ),
  );
  if (missing.length) throw new Error(`Message texts missing from the catalogues: ${missing.join(', ')}`);
}
