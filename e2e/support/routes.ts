/**
 * Every route of the web app, with who visits it in the accessibility sweep
 * (accessibility.e2e.ts). A web unit test (apps/web/src/app/routes.test.ts) compares
 * this list with the app's routes, so a new route fails until it is listed here.
 *
 * Plain data, imported by the web test too: no Node or browser imports.
 */

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
const SIGNED_IN: readonly Visitor[] = ['citizen'];
const ADMIN: readonly Visitor[] = ['admin'];

const firstComplaint: RouteParam = {
  idFrom: '/api/Complaints/Search',
  body: { pageNumber: 1, pageSize: 5, languageId: 1 },
};

/** The code lists' admin screens: list, add and edit (a tree list is opened at its root). */
const codeLists: { route: string; group: string; folder?: string; tree?: boolean }[] = [
  { route: 'organizational-unit', group: 'OrganizationalUnit', tree: true },
  { route: 'organizational-unit-function', group: 'OrganizationalUnitFunction' },
  { route: 'category', group: 'Category' },
  { route: 'sensitive-category', group: 'SensitiveCategory' },
  { route: 'document-type', group: 'AdminInfoSectionDocumentType' },
  { route: 'profile-type', group: 'ProfileType' },
  { route: 'debate-session-type', group: 'DebateSessionType' },
  { route: 'debate-category', group: 'DebateCategory' },
  { route: 'person', group: 'Person' },
  { route: 'convocation', group: 'Convocation' },
  { route: 'political-party', group: 'PoliticalParty' },
  { route: 'legal-remedy', group: 'LegalRemedy' },
  { route: 'administrative-procedure-category', group: 'AdministrativeProcedureCategory', tree: true },
  { route: 'survey-type', group: 'SurveyType', folder: 'survey' },
  { route: 'survey-participant-type', group: 'SurveyParticipantType', folder: 'survey' },
  { route: 'survey-category', group: 'SurveyCategory', folder: 'survey' },
  { route: 'survey-status', group: 'SurveyStatus', folder: 'survey' },
];

const codeListRoutes: SweptRoute[] = codeLists.flatMap(({ route, group, folder, tree }) => {
  const base = `/admin/global-codes/${folder ? `${folder}/` : ''}${route}/${route}`;
  const parent = tree ? '/:parentId' : '';
  const root = tree ? { parentId: '0' } : undefined;
  return [
    { path: `${base}-list${parent}`, visitors: ADMIN, params: root },
    { path: `${base}-add${parent}`, visitors: ADMIN, params: root },
    { path: `${base}-edit/:id`, visitors: ADMIN, params: { id: { idFrom: `/api/${group}/GetAll` } } },
  ];
});

export const sweptRoutes: readonly SweptRoute[] = [
  // The shell
  { path: '/', visitors: PUBLIC },
  { path: '/home', visitors: PUBLIC },
  { path: '/*', visitors: PUBLIC, params: { '*': 'no-such-page' } },

  // Content pages
  { path: '/terms-and-requirements', visitors: PUBLIC },
  { path: '/privacy-policy', visitors: PUBLIC },
  { path: '/help-contacts', visitors: PUBLIC },

  // Accounts
  { path: '/login', visitors: PUBLIC },
  { path: '/login/forgot-username', visitors: PUBLIC },
  { path: '/login/forgot-password', visitors: PUBLIC },
  { path: '/login/reset-password/:token', visitors: PUBLIC, params: { token: 'a11y-unknown-token' } },
  { path: '/register', visitors: PUBLIC },
  { path: '/register/confirm/:userId', visitors: PUBLIC, params: { userId: '999999' } },
  { path: '/register/activate/:token', visitors: PUBLIC, params: { token: 'a11y-unknown-token' } },
  { path: '/user-basic-data/change-user-basic-data', visitors: SIGNED_IN },
  { path: '/user-basic-data/change-password', visitors: SIGNED_IN },
  { path: '/user-basic-data/deactivate-user', visitors: SIGNED_IN },

  // Users, REST service users, sign-in parameters, outbox
  { path: '/admin/users/users-list', visitors: ADMIN },
  { path: '/admin/users/users-add', visitors: ADMIN },
  { path: '/admin/users/users-edit/:id', visitors: ADMIN, params: { id: { idFrom: '/api/Users/GetAll' } } },
  {
    path: '/admin/users/users-change-password/:id',
    visitors: ADMIN,
    params: { id: { idFrom: '/api/Users/GetAll' } },
  },
  { path: '/admin/rest-service-users/rest-service-users-list', visitors: ADMIN },
  { path: '/admin/rest-service-users/rest-service-users-add', visitors: ADMIN },
  {
    path: '/admin/rest-service-users/rest-service-users-edit/:id',
    visitors: ADMIN,
    params: { id: { idFrom: '/api/RESTServiceUsers/GetAll' } },
  },
  {
    path: '/admin/rest-service-users/rest-service-users-change-password/:id',
    visitors: ADMIN,
    params: { id: { idFrom: '/api/RESTServiceUsers/GetAll' } },
  },
  { path: '/admin/system-parameters/login-type', visitors: ADMIN },
  { path: '/admin/system-parameters/registration-fields', visitors: ADMIN },
  { path: '/admin/system-parameters/confirmation-registration-type', visitors: ADMIN },
  { path: '/admin/outbox', visitors: ADMIN },

  // Newsletter
  { path: '/admin/newsletter/newsletter-list', visitors: ADMIN },

  // Code lists
  ...codeListRoutes,

  // Info section
  { path: '/info-section', visitors: PUBLIC },
  { path: '/admin/info-section/text-list', visitors: ADMIN },
  { path: '/admin/info-section/text-add', visitors: ADMIN },
  {
    path: '/admin/info-section/text-edit/:id',
    visitors: ADMIN,
    params: { id: { idFrom: '/api/AdminInfoSectionText/GetAll' } },
  },
  { path: '/admin/info-section/document-list', visitors: ADMIN },
  { path: '/admin/info-section/document-add', visitors: ADMIN },
  {
    path: '/admin/info-section/document-edit/:id',
    visitors: ADMIN,
    params: { id: { idFrom: '/api/AdminInfoSectionDocument/GetAll' } },
  },

  // System notifications and complaint parameters
  { path: '/admin/system-parameters/system-notification/system-notification-list', visitors: ADMIN },
  {
    path: '/admin/system-parameters/system-notification/system-notification-edit/:id',
    visitors: ADMIN,
    params: { id: { idFrom: '/api/SystemNotification/GetAll/1' } },
  },
  { path: '/admin/system-parameters/complaint-parameters/complaint-parameters-list', visitors: ADMIN },
  {
    path: '/admin/system-parameters/complaint-parameters/complaint-parameters-edit/:id',
    visitors: ADMIN,
    params: { id: { idFrom: '/api/SystemParameters/GetAllComplaintParameters/1' } },
  },

  // Complaints
  { path: '/complaints', visitors: PUBLIC },
  { path: '/complaints/all-complaints', visitors: PUBLIC },
  { path: '/complaints/statistic', visitors: PUBLIC },
  { path: '/complaints/complaint-details/:id', visitors: PUBLIC, params: { id: firstComplaint } },
  { path: '/complaints/report-problem', visitors: PUBLIC },
  { path: '/complaints/my-complaints', visitors: SIGNED_IN },
  { path: '/admin/complaint-configuration/complaint-list', visitors: ADMIN },
  {
    path: '/admin/complaint-configuration/complaint-details/:id',
    visitors: ADMIN,
    params: { id: firstComplaint },
  },
];
