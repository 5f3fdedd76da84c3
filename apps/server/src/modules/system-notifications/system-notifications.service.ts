import {
  type EditSystemNotification,
  enumValues,
  type LanguageId,
  languageKeyById,
  type SystemNotification,
  SystemNotificationKind,
  type SystemNotificationRecipient,
} from '@portal/contracts';
import type { Translate } from '@portal/i18n/server';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { badRequest } from '../../platform/errors';
import type { ServerTexts } from '../../platform/i18n';
import type { Notify } from '../../platform/notify/notify';
import { defineMessageTemplate } from '../../platform/notify/templates';
import {
  activeStaffAmong,
  findSetting,
  languageOf,
  listRecipients,
  listSettings,
  recipientCounts,
  type RecipientRow,
  recipientIds,
  replaceRecipients,
  saveSetting,
  searchStaff,
  type SettingRow,
  type SettingValues,
  staffIds,
} from './system-notifications.repository';
import { fullName } from '../../platform/people';

/** A kind without a setting row is on, by e-mail only (see the schema). */
export const DEFAULTS: SettingValues = { active: true, email: true, sms: false, push: false };
const KINDS = enumValues(SystemNotificationKind) as number[];

/** The test message of a kind (e-mail and SMS), through notify (decision 0023). */
export const testMessage = defineMessageTemplate({
  name: 'system-notifications.test',
  subject: 'mail.systemNotificationTest.subject',
  body: ['mail.systemNotificationTest.body'],
  sms: 'mail.systemNotificationTest.sms',
});

/**
 * System notifications: per kind, whether it is on, by which channels, and which staff
 * of the municipality are told. Recipients are active staff accounts only.
 */
export function createSystemNotifications({
  db,
  texts,
  notify,
}: {
  db: Db;
  texts: ServerTexts;
  notify: Notify;
}) {
  function present(
    kind: number,
    setting: SettingRow | undefined,
    recipients: number,
    t: Translate,
  ): SystemNotification {
    const values = setting ?? DEFAULTS;
    return {
      id: kind,
      name: t(`enums.systemNotificationKind.${kind}`),
      active: values.active,
      email: values.email,
      sms: values.sms,
      push: values.push,
      recipientCount: recipients,
      dateModified: setting ? setting.dateModified.toISOString() : null,
    };
  }

  /** Unit names in the language of the account asking (the recipient calls carry none). */
  async function presenterFor(callerId: number) {
    const languageId = ((await languageOf(db, callerId)) ?? 1) as LanguageId;
    const language = languageKeyById[languageId] ?? 'bs';
    return (row: RecipientRow): SystemNotificationRecipient => ({
      id: row.id,
      username: row.username,
      name: fullName(row),
      email: row.email,
      phone: row.phone,
      profileId: row.profileId,
      organizationalUnitName: row.unitName ? row.unitName[language] || row.unitName.bs : null,
    });
  }

  return {
    async list(municipalityId: number, languageId: LanguageId): Promise<SystemNotification[]> {
      const [settings, counts, t] = await Promise.all([
        listSettings(db, municipalityId),
        recipientCounts(db, municipalityId),
        texts.translator(municipalityId, languageId),
      ]);
      const byKind = new Map(settings.map((s) => [s.kind, s]));
      return KINDS.map((kind) => present(kind, byKind.get(kind), counts.get(kind) ?? 0, t));
    },

    async get(municipalityId: number, kind: number, languageId: LanguageId): Promise<SystemNotification> {
      const [setting, counts, t] = await Promise.all([
        findSetting(db, municipalityId, kind),
        recipientCounts(db, municipalityId),
        texts.translator(municipalityId, languageId),
      ]);
      return present(kind, setting ?? undefined, counts.get(kind) ?? 0, t);
    },

    async edit(municipalityId: number, input: EditSystemNotification): Promise<void> {
      const { id, ...values } = input;
      await saveSetting(db, municipalityId, Number(id), values);
    },

    async recipients(municipalityId: number, kind: number, callerId: number) {
      const [rows, present] = await Promise.all([
        listRecipients(db, municipalityId, kind),
        presenterFor(callerId),
      ]);
      return rows.map(present);
    },

    async search(
      municipalityId: number,
      filter: { text?: string; pageNumber: number; pageSize: number },
      callerId: number,
    ) {
      const [page, present] = await Promise.all([
        searchStaff(db, municipalityId, filter),
        presenterFor(callerId),
      ]);
      return { items: page.rows.map(present), totalCount: page.totalCount };
    },

    allIds(municipalityId: number, text: string | undefined): Promise<number[]> {
      return staffIds(db, municipalityId, text || undefined);
    },

    recipientIds(municipalityId: number, kind: number): Promise<number[]> {
      return recipientIds(db, municipalityId, kind);
    },

    /**
     * Replaces the recipients of a kind in one transaction. Every id must be an active
     * staff account of the municipality; otherwise nothing changes.
     */
    async saveRecipients(municipalityId: number, kind: number, userIds: number[]): Promise<void> {
      const ids = [...new Set(userIds)];
      await inTransaction(db, async (tx) => {
        const allowed = await activeStaffAmong(tx, municipalityId, ids);
        if (ids.some((id) => !allowed.has(id))) throw badRequest('data_invalid', 'userIds');
        await replaceRecipients(tx, municipalityId, kind, ids);
      });
    },

    /**
     * Writes a test message of a kind to each recipient by each channel the kind uses
     * (e-mail, SMS), so staff can check their addresses; sent even while the kind is off.
     * Push has no outbox channel yet, so it gets no test. Answers how many were written to.
     */
    async sendTest(municipalityId: number, kind: number): Promise<{ recipients: number }> {
      const { recipients } = await inTransaction(db, (tx) =>
        notify.notify(tx, {
          kind,
          municipalityId,
          template: testMessage,
          // The kind's name in each recipient's language.
          values: { kind: { key: `enums.systemNotificationKind.${kind}` } },
          evenWhenOff: true,
        }),
      );
      return { recipients };
    },
  };
}
