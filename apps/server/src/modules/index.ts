import type { ServerModule } from '../platform/module';
import { accountsModule } from './accounts/accounts.module';
import { codeListsModule } from './code-lists/code-lists.module';
import { complaintsModule } from './complaints/complaints.module';
import { sessionsModule } from './sessions/sessions.module';
import { councilMembersModule } from './council-members/council-members.module';
import { infoSectionModule } from './info-section/info-section.module';
import { menuModule } from './menu/menu.module';
import { outboxModule } from './outbox/outbox.module';
import { reportsModule } from './reports/reports.module';
import { dropdownsModule } from './dropdowns/dropdowns.module';
import { languagesModule } from './languages/languages.module';
import { newsletterModule } from './newsletter/newsletter.module';
import { systemNotificationsModule } from './system-notifications/system-notifications.module';
import { tenancyModule } from './tenancy/tenancy.module';
import { restServiceUsersModule } from './rest-service-users/rest-service-users.module';
import { systemParametersModule } from './system-parameters/system-parameters.module';
import { usersModule } from './users/users.module';

/** The modules of the portal, in the order their seeds run and their manual chapters read. */
export const modules: readonly ServerModule[] = [
  languagesModule,
  tenancyModule,
  codeListsModule,
  systemParametersModule,
  accountsModule,
  usersModule,
  restServiceUsersModule,
  menuModule,
  dropdownsModule,
  newsletterModule,
  infoSectionModule,
  complaintsModule,
  sessionsModule,
  councilMembersModule,
  systemNotificationsModule,
  outboxModule,
  reportsModule,
];
