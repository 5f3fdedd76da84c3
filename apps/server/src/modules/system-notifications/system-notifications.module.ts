import {
  editSystemNotification,
  getAllSystemNotifications,
  getAllUserIdsForSelectAll,
  getRecipientIdsBySystemNotificationId,
  getRecipientsBySystemNotificationId,
  getSystemNotificationById,
  saveSystemNotificationRecipients,
  searchUsersForSystemNotifications,
  sendSystemNotificationToRecipients,
  systemNotificationsContract,
} from '@portal/contracts';
import { callerOf } from '../../platform/auth/auth';
import { route } from '../../platform/http';
import { defineModule } from '../../platform/module';
import { systemNotificationsMenu } from './system-notifications.menu';
import { createRecipientDirectory } from './system-notifications.recipients';
import { seedDemoRecipients } from './system-notifications.seed';
import { createSystemNotifications, testMessage } from './system-notifications.service';

const done = { success: true } as const;

/**
 * System notifications: which staff are told of new complaints, questions, sessions and
 * surveys, by which channels; for administrators and holders of additional access right 14.
 */
export const systemNotificationsModule = defineModule({
  name: 'system-notifications',
  contract: systemNotificationsContract,
  catalogue: ['systemNotifications'],
  menu: systemNotificationsMenu,
  manualChapters: [{ id: 'systemNotifications', order: 48 }],

  messages: [testMessage],
  seedDemo: seedDemoRecipients,

  routes(app, { db, texts, notify }) {
    const notifications = createSystemNotifications({ db, texts, notify });
    // The recipients of every module's notifications are the ones configured here.
    notify.useRecipients(createRecipientDirectory());

    route(app, getAllSystemNotifications, ({ params, tenant }) =>
      notifications.list(tenant.municipalityId, params.languageId),
    );
    route(app, getSystemNotificationById, ({ params, tenant }) =>
      notifications.get(tenant.municipalityId, params.id, params.languageId),
    );
    route(app, editSystemNotification, async ({ body, tenant }) => {
      await notifications.edit(tenant.municipalityId, body);
      return done;
    });
    route(app, getRecipientsBySystemNotificationId, ({ params, tenant, request }) =>
      notifications.recipients(tenant.municipalityId, params.id, callerOf(request).userId),
    );
    route(app, searchUsersForSystemNotifications, ({ body, tenant, request }) =>
      notifications.search(tenant.municipalityId, body, callerOf(request).userId),
    );
    route(app, getAllUserIdsForSelectAll, ({ body, tenant }) =>
      notifications.allIds(tenant.municipalityId, body.text),
    );
    route(app, getRecipientIdsBySystemNotificationId, ({ params, tenant }) =>
      notifications.recipientIds(tenant.municipalityId, params.id),
    );
    route(app, saveSystemNotificationRecipients, async ({ body, tenant }) => {
      await notifications.saveRecipients(tenant.municipalityId, body.id, body.userIds);
      return done;
    });
    route(app, sendSystemNotificationToRecipients, ({ body, tenant }) =>
      notifications.sendTest(tenant.municipalityId, body.id),
    );
  },
});
