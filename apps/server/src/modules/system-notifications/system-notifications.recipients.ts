import type { RecipientDirectory } from '../../platform/notify/notify';
import { fullName } from '../../platform/people';
import { findActivePerson, findSetting, listRecipients } from './system-notifications.repository';
import { DEFAULTS } from './system-notifications.service';

/**
 * Who `notify` tells (decision 0023): the active staff configured for a kind, by the
 * channels its setting has on (a kind without a setting: e-mail only), none while the
 * municipality has it off (unless asked `whileOff`); and any active account of the
 * municipality named directly.
 */
export function createRecipientDirectory(): RecipientDirectory {
  return {
    async recipientsOf(tx, municipalityId, kind, options = {}) {
      const setting = (await findSetting(tx, municipalityId, kind)) ?? DEFAULTS;
      if (!setting.active && !options.whileOff) return [];
      const channels = { email: setting.email, sms: setting.sms, push: setting.push };
      const rows = await listRecipients(tx, municipalityId, kind);
      return rows.map((r) => ({
        userId: r.id,
        name: fullName(r),
        email: r.email,
        phone: r.phone,
        languageId: r.languageId,
        channels,
      }));
    },

    async person(tx, municipalityId, userId) {
      const row = await findActivePerson(tx, municipalityId, userId);
      if (!row) return null;
      return {
        userId: row.id,
        name: fullName(row),
        email: row.email,
        phone: row.phone,
        languageId: row.languageId,
        channels: { email: true, sms: false, push: false },
      };
    },
  };
}
