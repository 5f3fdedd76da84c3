import { accountsModule } from '../features/accounts';
import { codeListsModule } from '../features/code-lists';
import { complaintsModule } from '../features/complaints';
import { contentPagesModule } from '../features/info-section/content-pages';
import { infoSectionModule } from '../features/info-section';
import { newsletterModule } from '../features/newsletter';
import { outboxModule } from '../features/outbox';
import { reportsModule } from '../features/reports';
import { restServiceUsersModule } from '../features/rest-service-users';
import { sessionsModule } from '../features/sessions';
import { councilMembersModule } from '../features/council-members';
import { systemNotificationsModule } from '../features/system-notifications';
import { systemParametersModule } from '../features/system-parameters';
import { userManualModule } from '../features/info-section/user-manual';
import { usersModule } from '../features/users';
import type { Landing } from '../lib/landing';
import type { MenuEntry, WebModule } from '../lib/module';

/** The modules of the web app. The shell shows only what these declare. */
export const webModules: readonly WebModule[] = [
  contentPagesModule,
  newsletterModule,
  userManualModule,
  accountsModule,
  usersModule,
  restServiceUsersModule,
  systemParametersModule,
  outboxModule,
  codeListsModule,
  infoSectionModule,
  systemNotificationsModule,
  complaintsModule,
  sessionsModule,
  councilMembersModule,
  reportsModule,
];

/** Where staff land after signing in (complaint handlers: their work queue); anyone else lands home. */
export const landings: readonly Landing[] = webModules.flatMap((m) => (m.landing ? [m.landing] : []));

/** The home page belongs to the shell and is always first in the menu. */
export const homeMenuEntry: MenuEntry = { key: 'home', label: 'common.menu.home', path: '/home', order: 10 };

export const menuEntries: MenuEntry[] = [homeMenuEntry, ...webModules.flatMap((m) => m.menu ?? [])].sort(
  (a, b) => a.order - b.order,
);
