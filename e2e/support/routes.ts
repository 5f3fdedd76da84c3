/**
 * Every route of the web app, with who visits it in the accessibility sweep
 * (accessibility.e2e.ts): the pages every module declares in its contracts (who visits
 * them follows from their audience) and the shell's own. A web unit test
 * (apps/web/src/app/routes.test.ts) compares this list with the app's routes.
 *
 * Plain data, imported by the web test too: no Node or browser imports.
 */
import {
  codeListNames,
  codeListPages,
  codeLists,
  contractModules,
  type PageAudience,
} from '@portal/contracts';

/** Who opens a route: a signed-out visitor, the demo citizen, the demo administrator. */
export type Visitor = 'anonymous' | 'citizen' | 'admin';

/**
 * A route parameter's value: as written, or the id of the first record the API call
 * returns to the administrator (a GET unless a body is given; an array or `{ items }`).
 */
export type RouteParam = string | { idFrom: string; body?: unknown };

export type SweptRoute = {
  /** The route's pattern as the router spells it, with a leading slash. */
  path: string;
  visitors: readonly Visitor[];
  /** Values for the pattern's `:parameters`, and a concrete path for `*`. */
  params?: Readonly<Record<string, RouteParam>>;
};

const PUBLIC: readonly Visitor[] = ['anonymous', 'citizen'];

const visitorsOf: Record<PageAudience, readonly Visitor[]> = {
  public: PUBLIC,
  signedIn: ['citizen'],
  staff: ['admin'],
};

const firstComplaint: RouteParam = {
  idFrom: '/api/Complaints/Search',
  body: { pageNumber: 1, pageSize: 5, languageId: 1 },
};
const firstMember: RouteParam = {
  idFrom: '/api/CouncilMembers/SearchCouncilMembers',
  body: { pageNumber: 1, pageSize: 5, languageId: 1, active: true },
};
const firstOf = (call: string): RouteParam => ({ idFrom: call });
const firstSession: RouteParam = {
  idFrom: '/api/Sessions/Search',
  body: { pageNumber: 1, pageSize: 5, languageId: 1 },
};

/**
 * Values for the parameters of the modules' pages, by pattern: a record the demo data has
 * (the first the administrator's call returns) or a value that finds none.
 */
const params: Readonly<Record<string, Readonly<Record<string, RouteParam>>>> = {
  '/login/reset-password/:token': { token: 'a11y-unknown-token' },
  '/register/confirm/:userId': { userId: '999999' },
  '/register/activate/:token': { token: 'a11y-unknown-token' },
  '/admin/users/users-edit/:id': { id: firstOf('/api/Users/GetAll') },
  '/admin/users/users-change-password/:id': { id: firstOf('/api/Users/GetAll') },
  '/admin/rest-service-users/rest-service-users-edit/:id': { id: firstOf('/api/RESTServiceUsers/GetAll') },
  '/admin/rest-service-users/rest-service-users-change-password/:id': {
    id: firstOf('/api/RESTServiceUsers/GetAll'),
  },
  '/admin/info-section/text-edit/:id': { id: firstOf('/api/AdminInfoSectionText/GetAll') },
  '/admin/info-section/document-edit/:id': { id: firstOf('/api/AdminInfoSectionDocument/GetAll') },
  '/admin/system-parameters/system-notification/system-notification-edit/:id': {
    id: firstOf('/api/SystemNotification/GetAll/1'),
  },
  '/admin/system-parameters/complaint-parameters/complaint-parameters-edit/:id': {
    id: firstOf('/api/SystemParameters/GetAllComplaintParameters/1'),
  },
  '/complaints/complaint-details/:id': { id: firstComplaint },
  '/complaints/unfollow/:token': { token: 'a11y-unknown-token' },
  '/complaints/fixed/:token': { token: 'a11y-unknown-token' },
  '/complaints/report-problem/confirmation/:id': { id: firstComplaint },
  '/reports/:name': { name: 'ComplaintsByCategoryAndStatus' },
  '/admin/complaint-configuration/complaint-details/:id': { id: firstComplaint },
  '/admin/complaint-configuration/response-templates/response-template-edit/:id': {
    id: {
      idFrom: '/api/ComplaintConfiguration/SearchResponseTemplates',
      body: { pageNumber: 1, pageSize: 5, languageId: 1 },
    },
  },
  '/public-sessions/session-details/:id': { id: firstOf('/api/PublicSessions/GetLatest/1') },
  // The demo's first session is finished and public; its first agenda item is the first row.
  '/public-sessions/agenda-item/:id': { id: '1' },
  '/admin/sessions/session-edit/:id': { id: firstSession },
  '/questions/council-members/:id': { id: firstMember },
  '/questions/question-details/:id': { id: firstOf('/api/PublicQuestions/GetLatest/1') },
  '/admin/council-members/council-member-edit/:id': { id: firstMember },
  '/admin/council-members/question/:id': {
    id: {
      idFrom: '/api/CouncilMembers/SearchQuestions',
      body: { pageNumber: 1, pageSize: 5, languageId: 1 },
    },
  },
};

/** A code list's pages: a tree list is opened at its root, an entry edited is the list's first. */
const codeListParams: Record<string, Readonly<Record<string, RouteParam>>> = Object.fromEntries(
  codeListNames.flatMap((name) => {
    const { list, add, edit } = codeListPages[name];
    const root = { parentId: '0' };
    return [
      ...(list.path.endsWith(':parentId') ? [[list.path, root]] : []),
      ...(add.path.endsWith(':parentId') ? [[add.path, root]] : []),
      [edit.path, { id: { idFrom: `/api/${codeLists[name].group}/GetAll` } }],
    ];
  }),
);

const modulePages: SweptRoute[] = contractModules.flatMap((module) =>
  Object.values(module.pages).map((page) => ({
    path: page.path,
    visitors: visitorsOf[page.audience],
    ...((params[page.path] ?? codeListParams[page.path])
      ? { params: params[page.path] ?? codeListParams[page.path] }
      : {}),
  })),
);

export const sweptRoutes: readonly SweptRoute[] = [
  // The shell
  { path: '/', visitors: PUBLIC },
  { path: '/home', visitors: PUBLIC },
  { path: '/*', visitors: PUBLIC, params: { '*': 'no-such-page' } },
  ...modulePages,
];
