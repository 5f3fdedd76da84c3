import { ADMINISTRATORS, administratorsOr } from '../../access';
import type { EndpointAccess } from '../../endpoint';
import { AccessRight, Profile, SurveyParticipantType, SurveyStatus, SurveyType } from '../../enums';

/** The extra fields a code list has beside code, name, description, order and active. */
export type CodeListFeature = 'tree' | 'icon' | 'deadline' | 'person' | 'convocation' | 'party';

export type CodeListDefinition = {
  /** The call group: `/api/{group}/GetAll`. */
  readonly group: string;
  /** The admin route's segment: `admin/global-codes/{route}/{route}-list`. */
  readonly route: string;
  /** Where the list sits under admin/global-codes (the survey lists sit under `survey/`). */
  readonly folder?: string;
  /** The additional access right that opens it besides the administrator profile. */
  readonly right?: AccessRight;
  readonly features: readonly CodeListFeature[];
  /**
   * Entries are the values of one of the spec's enumerations (seeded, ids fixed): names,
   * descriptions, order and the active flag are edited, nothing is added or deleted.
   */
  readonly fixed?: Readonly<Record<string, number>>;
  /** ProfileType has no delete call. */
  readonly noDelete?: boolean;
  /** The key under `admin.codeLists.` of its captions. */
  readonly key: string;
};

/** The code lists of the admin spec, section 7. */
export const codeLists = {
  OrganizationalUnit: {
    group: 'OrganizationalUnit',
    route: 'organizational-unit',
    right: AccessRight.OrganizationalUnits,
    features: ['tree'],
    key: 'organizationalUnit',
  },
  OrganizationalUnitFunction: {
    group: 'OrganizationalUnitFunction',
    route: 'organizational-unit-function',
    right: AccessRight.OrganizationalUnitFunctions,
    features: [],
    key: 'organizationalUnitFunction',
  },
  Category: {
    group: 'Category',
    route: 'category',
    right: AccessRight.Categories,
    // deadline: the response days of complaints of the category (statutory clocks).
    features: ['icon', 'deadline'],
    key: 'category',
  },
  SensitiveCategory: {
    group: 'SensitiveCategory',
    route: 'sensitive-category',
    right: AccessRight.SensitiveCategories,
    features: [],
    key: 'sensitiveCategory',
  },
  AdminInfoSectionDocumentType: {
    group: 'AdminInfoSectionDocumentType',
    route: 'document-type',
    right: AccessRight.DocumentTypes,
    features: [],
    key: 'documentType',
  },
  ProfileType: {
    group: 'ProfileType',
    route: 'profile-type',
    features: [],
    fixed: Profile,
    noDelete: true,
    key: 'profileType',
  },
  DebateSessionType: {
    group: 'DebateSessionType',
    route: 'debate-session-type',
    right: AccessRight.DebateSessionType,
    features: [],
    key: 'debateSessionType',
  },
  DebateCategory: { group: 'DebateCategory', route: 'debate-category', features: [], key: 'debateCategory' },
  Person: { group: 'Person', route: 'person', features: ['person'], key: 'person' },
  Convocation: {
    group: 'Convocation',
    route: 'convocation',
    right: AccessRight.Convocations,
    features: ['convocation'],
    key: 'convocation',
  },
  PoliticalParty: {
    group: 'PoliticalParty',
    route: 'political-party',
    right: AccessRight.PoliticalParties,
    features: ['party'],
    key: 'politicalParty',
  },
  LegalRemedy: { group: 'LegalRemedy', route: 'legal-remedy', features: [], key: 'legalRemedy' },
  AdministrativeProcedureCategory: {
    group: 'AdministrativeProcedureCategory',
    route: 'administrative-procedure-category',
    features: ['tree'],
    key: 'procedureCategory',
  },
  SurveyType: {
    group: 'SurveyType',
    route: 'survey-type',
    folder: 'survey',
    features: [],
    fixed: SurveyType,
    key: 'surveyType',
  },
  SurveyParticipantType: {
    group: 'SurveyParticipantType',
    route: 'survey-participant-type',
    folder: 'survey',
    features: [],
    fixed: SurveyParticipantType,
    key: 'surveyParticipantType',
  },
  SurveyCategory: {
    group: 'SurveyCategory',
    route: 'survey-category',
    folder: 'survey',
    features: [],
    key: 'surveyCategory',
  },
  SurveyStatus: {
    group: 'SurveyStatus',
    route: 'survey-status',
    folder: 'survey',
    features: [],
    fixed: SurveyStatus,
    key: 'surveyStatus',
  },
} as const satisfies Record<string, CodeListDefinition>;

export type CodeListName = keyof typeof codeLists;
export const codeListNames = Object.keys(codeLists) as CodeListName[];

export function hasFeature(name: CodeListName, feature: CodeListFeature): boolean {
  return (codeLists[name].features as readonly CodeListFeature[]).includes(feature);
}

/** Administrators, and the holders of the list's additional access right. */
export function codeListAccess(name: CodeListName): EndpointAccess {
  const definition: CodeListDefinition = codeLists[name];
  return definition.right ? administratorsOr(definition.right) : ADMINISTRATORS;
}

/** The list screen of a code list (a tree's top level is `/0`). */
export function codeListPath(name: CodeListName, parentId?: number): string {
  const { route, folder }: CodeListDefinition = codeLists[name];
  const base = `/admin/global-codes/${folder ? `${folder}/` : ''}${route}/${route}`;
  return hasFeature(name, 'tree') ? `${base}-list/${parentId ?? 0}` : `${base}-list`;
}

/** A complaint category's response deadline in days (statutory clocks); empty: no deadline. */
export const RESPONSE_DAYS_MIN = 1;
export const RESPONSE_DAYS_MAX = 365;

/** The icons a complaint category can carry (GetIcons); the web draws each. */
export const categoryIcons = [
  'road',
  'bulb',
  'trash',
  'droplet',
  'tree',
  'traffic-sign',
  'parking',
  'bus',
  'building',
  'playground',
  'dog',
  'snowflake',
  'wind',
  'volume',
  'graffiti',
  'pipe',
  'bike',
  'wheelchair',
  'alert',
  'other',
] as const;
export type CategoryIcon = (typeof categoryIcons)[number];
