import type { ContractModule, EndpointAccess } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AttachmentKind, Attachments } from './attachments/attachments';
import type { TokenService } from './auth/tokens';
import type { DiscussionSubject, Discussions } from './discussions/discussions';
import type { Config } from './config';
import type { Db } from './db/database';
import type { FileStorage } from './files/storage';
import type { ServerTexts } from './i18n';
import type { Limiter } from './limiter';
import type { Links } from './links';
import type { Notify } from './notify/notify';
import type { MessageTemplate } from './notify/templates';
import type { Outbox } from './outbox/outbox';
import type { ServerReport } from './reports/engine';
import type { UsageCount } from './reports/usage';
import type { TenantDirectory } from './tenancy';
import type { InboundMailbox } from './inbound-mail';

/** What every module's routes and seeds are given. */
export type AppContext = {
  config: Config;
  db: Db;
  storage: FileStorage;
  texts: ServerTexts;
  tenants: TenantDirectory;
  /** The user manual's chapters, in the order the modules are listed. */
  manualChapters: readonly string[];
  tokens: TokenService;
  outbox: Outbox;
  limiter: Limiter;
  /** Links sent to people and clients, built from configuration (platform/links.ts). */
  links: Links;
  /** Uploads judged, staged and taken into records, for every module's attachment kinds. */
  attachments: Attachments;
  /** Comments with files on every module's discussion subjects (decision 0022). */
  discussions: Discussions;
  /** Messages to a notification kind's recipients and named people, in their languages (decision 0023). */
  notify: Notify;
  /** Replies to the portal's e-mails, received by SMTP or posted by a mail provider (decision 0028). */
  inboundMail: InboundMailbox;
  /**
   * Whether this process runs background work (`buildApp`'s `background`: the server does, tests
   * run it by hand); a module starts its own cycles when the app is ready and stops them on close.
   */
  background: boolean;
};

/**
 * An item of the signed-in menu. A link is shown to callers its access admits (the
 * policy of the screen's main endpoint); a group is shown when something in it is.
 */
export type MenuEntry = {
  key: string;
  /** The group it belongs to; none at the top. */
  parent?: string;
  type: 'group' | 'link';
  /** Catalogue key of the caption. */
  label: string;
  url?: string;
  order: number;
  access?: EndpointAccess;
  /** Only in demo mode (the outbox reader, say). */
  demoOnly?: boolean;
};

export type SeedContext = {
  /** A transaction: the whole seed is applied or nothing. */
  db: Db;
  config: Config;
  storage: FileStorage;
  /** Every module's menu entries, for the menu module to store. */
  menu: readonly MenuEntry[];
};

/**
 * A module's manifest: everything it brings, declared in one place (decision 0025).
 * `modules/index.ts` lists the modules; the platform reads the rest from here.
 */
export type ServerModule = {
  /** The module's folder name, the same in contracts, the server's modules and the web's features. */
  name: string;
  /** Its declaration in contracts: the module must serve exactly these calls (checked at start). */
  contract?: ContractModule;
  routes(app: FastifyInstance, ctx: AppContext): void;
  /** Data every deployment needs (languages, municipalities); idempotent, run at each start. */
  seedReference?(ctx: SeedContext): Promise<void>;
  /** Demo content for the default municipality; only when DEMO_DATA is set. */
  seedDemo?(ctx: SeedContext): Promise<void>;
  /** Items this module adds to the signed-in menu. */
  menu?: readonly MenuEntry[];
  /** The messages this module sends through `notify`; their catalogue keys are checked at start. */
  messages?: readonly MessageTemplate[];
  /** The kinds of files it accepts (decision 0020); a kind no manifest declares is refused. */
  attachmentKinds?: readonly AttachmentKind[];
  /** What people comment on in it (decision 0022); a subject no manifest declares is refused. */
  discussionSubjects?: readonly DiscussionSubject[];
  /** Its reports (decision 0026): the engine gives each declared report its Search and Export calls. */
  reports?: readonly ServerReport[];
  /** How it counts, per month, the usage measures its contract declares (checked at start). */
  usageCounts?: readonly UsageCount[];
  /** The catalogue parts (`packages/i18n`) its texts live in; checked to exist in every language. */
  catalogue?: readonly string[];
  /** Chapters this module adds to the user manual: keys under `manual.chapters`, placed by order. */
  manualChapters?: readonly { id: string; order: number }[];
};

export function defineModule(module: ServerModule): ServerModule {
  if (module.contract && module.contract.name !== module.name)
    throw new Error(`The module ${module.name} declares the contract of ${module.contract.name}`);
  return module;
}
