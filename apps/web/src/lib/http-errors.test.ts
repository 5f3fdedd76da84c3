import { catalogues } from '@portal/i18n/server';
import { createTranslator } from '@portal/i18n';
import { describe, expect, it } from 'vitest';
import { reactionTo } from './http-errors';

const { t } = createTranslator('bs', catalogues.bs);

describe('central error handling', () => {
  it('shows the first field’s message behind the system-message prefix on 400', () => {
    expect(
      reactionTo(400, { errors: { email: 'validation_invalid_email', name: 'validation_required' } }, t),
    ).toEqual({ message: 'Poruka sistema: Adresa e-pošte nije ispravna.', goToLogin: false });
  });

  it('fills in the values a message names', () => {
    const reaction = reactionTo(
      400,
      { errors: { email: 'validation_too_long' }, params: { email: { maximum: 100 } } },
      t,
    );
    expect(reaction.message).toBe('Poruka sistema: Tekst je predug (najviše 100 znakova).');
  });

  it('declines the noun after the number a message names', () => {
    const tooShort = (minimum: number) =>
      reactionTo(400, { errors: { name: 'validation_too_short' }, params: { name: { minimum } } }, t).message;
    expect(tooShort(4)).toBe('Poruka sistema: Tekst je prekratak (najmanje 4 znaka).');
    expect(tooShort(21)).toBe('Poruka sistema: Tekst je prekratak (najmanje 21 znak).');
    expect(
      reactionTo(
        400,
        { errors: { imageIds: 'complaint_images_limit' }, params: { imageIds: { maximum: 3 } } },
        t,
      ).message,
    ).toBe('Poruka sistema: Prijava može imati najviše 3 slike.');
  });

  it('sends the user to sign in with the session-expired message on 401 and 403', () => {
    for (const status of [401, 403]) {
      expect(reactionTo(status, undefined, t)).toEqual({
        message: 'Vaša sesija je istekla, molimo prijavite se ponovo na sistem!',
        goToLogin: true,
      });
    }
  });

  it('sends the user to sign in with the method-not-allowed message on 405', () => {
    expect(reactionTo(405, undefined, t).goToLogin).toBe(true);
    expect(reactionTo(405, undefined, t).message).toBe(
      'Metoda nije dozvoljena. Molimo prijavite se ponovo na sistem.',
    );
  });

  it('says the web service request failed on 500, and the service is unavailable without an answer or on 503', () => {
    expect(reactionTo(500, { errors: { general: 'web_service_request_error' } }, t).message).toBe(
      'Zahtjev prema web servisu nije ispravan.',
    );
    expect(reactionTo(0, undefined, t).message).toBe('Servis trenutno nije dostupan. Pokušajte kasnije.');
    expect(reactionTo(503, { errors: { general: 'service_unavailable' } }, t).message).toBe(
      'Servis trenutno nije dostupan. Pokušajte kasnije.',
    );
  });

  it('shows other refusals that carry a message key like a 400, and the generic message otherwise', () => {
    expect(reactionTo(429, { errors: { general: 'too_many_requests' } }, t).message).toBe(
      'Poruka sistema: Previše zahtjeva u kratkom vremenu. Pokušajte ponovo za minutu.',
    );
    expect(reactionTo(418, undefined, t).message).toBe('Dogodila se greška!');
    expect(reactionTo(400, { errors: { x: 'not_a_known_key' } }, t).message).toBe('Dogodila se greška!');
  });
});
