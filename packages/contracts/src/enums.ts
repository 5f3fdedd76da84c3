/**
 * The enumerations of the specification, with their numeric values.
 * Each is a plain object so that both sides read `ComplaintStatus.Resolved`, and
 * `enumValues()` gives the list for schemas and dropdowns.
 */

export const LanguageId = { Bosnian: 1, SerbianCyrillic: 2, Croatian: 3 } as const;
export type LanguageId = (typeof LanguageId)[keyof typeof LanguageId];

/** The keys under which a language choice is kept in browser storage. */
export const languageKeys = ['bs', 'sr_cyr', 'hr'] as const;
export type LanguageKey = (typeof languageKeys)[number];
export const languageKeyById: Record<LanguageId, LanguageKey> = { 1: 'bs', 2: 'sr_cyr', 3: 'hr' };
export const languageIdByKey: Record<LanguageKey, LanguageId> = { bs: 1, sr_cyr: 2, hr: 3 };

export const LoginType = { RegisteredUser: 1, AnonymousUser: 2 } as const;
export const RegistrationField = { Email: 1, Sms: 2, BirthYear: 3 } as const;
export const ConfirmationRegistrationType = { Email: 1, Sms: 2 } as const;

export const Profile = {
  Administrator: 1,
  AnonymousCitizen: 2,
  RegisteredCitizen: 3,
  ServiceProfile: 4,
  Office: 6,
  Manager: 7,
  OrgUnit: 8,
  Institution: 9,
  Company: 10,
  Community: 11,
  CouncilMember: 12,
  Mayor: 13,
  OfficeModerator: 14,
  Surveyor: 15,
} as const;
export type Profile = (typeof Profile)[keyof typeof Profile];

/** Profiles that belong to staff of the municipality (the "internal profiles" dropdown). */
export const internalProfiles: readonly Profile[] = [
  Profile.Administrator,
  Profile.Office,
  Profile.Manager,
  Profile.OrgUnit,
  Profile.Institution,
  Profile.CouncilMember,
  Profile.Mayor,
  Profile.OfficeModerator,
  Profile.Surveyor,
];

export const CouncilMemberType = { CouncilMember: 1, Mayor: 2 } as const;

export const ComplaintStatus = {
  Created: 1,
  Inappropriate: 2,
  Assigned: 3,
  Answered: 4,
  Resolved: 5,
} as const;
export type ComplaintStatus = (typeof ComplaintStatus)[keyof typeof ComplaintStatus];

export const NotificationChannel = { Sms: 1, Email: 2, Push: 3 } as const;
export const ComplaintParameter = {
  ImagesPerComplaint: 1,
  MaxImageSizeKb: 2,
  /** "Nearby reports": how far from the pin, in metres (issue 18). */
  NearbyDistanceMeters: 3,
  /** "Was it fixed?": days after the resolution the reporter is asked. */
  FixedQuestionDays: 4,
  /** The longest side, in pixels, the browser scales a photo down to before uploading. */
  PhotoScalePixels: 5,
} as const;
/**
 * What an entry of a complaint's history records (issue 18): a status change, an internal note
 * (staff only), reopened or confirmed fixed by the reporter, merged into another report, or
 * another report merged into this one.
 */
export const ComplaintEvent = {
  StatusChange: 1,
  InternalNote: 2,
  Reopened: 3,
  ConfirmedFixed: 4,
  MergedInto: 5,
  MergedFrom: 6,
} as const;
export type ComplaintEvent = (typeof ComplaintEvent)[keyof typeof ComplaintEvent];
export const DataStatus = { Unchanged: 1, Created: 2, Updated: 3, Deleted: 4 } as const;
export type DataStatus = (typeof DataStatus)[keyof typeof DataStatus];

/** Agenda items, council sessions, debates and debate sessions share these statuses. */
export const WorkflowStatus = { InPreparation: 1, Active: 2, Finished: 3 } as const;

export const Privilege = {
  Anyone: 1,
  CreatorOnly: 2,
  Visitors: 3,
  RegisteredUsers: 4,
  Employees: 5,
} as const;

export const AnswerInputMode = {
  ThroughSystem: 1,
  ReplyToNotification: 2,
  ReplyToNotificationWithActivation: 3,
  ThroughSystemByAdministrator: 4,
} as const;

export const DebateType = { Online: 1, Offline: 2 } as const;

export const SurveyQuestionType = {
  FreeTextShort: 1,
  FreeTextLong: 2,
  MultipleChoice: 3,
  Checkboxes: 4,
  Dropdown: 5,
  LinearScale: 6,
  MultipleChoiceGrid: 7,
  CheckboxGrid: 8,
  Date: 9,
  Time: 10,
} as const;
export const SurveyParticipantType = { Public: 1, SelectedGroup: 2, Internal: 3 } as const;
export const SurveyStatus = { Created: 1, InProgress: 2, Finished: 3, Synchronised: 4 } as const;
export const SurveyProgress = { NotStarted: 1, Started: 2, Finished: 3 } as const;
export const SurveyType = { Local: 1, Global: 2 } as const;

/** The spec names genders without values; these are ours (see docs/decisions). */
export const Gender = { Male: 1, Female: 2 } as const;

export const SystemNotificationKind = {
  NewComplaint: 1,
  ComplaintInProgress: 2,
  ComplaintAnswered: 3,
  ComplaintResolved: 4,
  NewQuestion: 5,
  SessionPublished: 6,
  SurveyCreated: 7,
  SurveyPublished: 8,
  SurveyFinished: 9,
} as const;

export const PushNotificationType = {
  MyComplaint: 1,
  PublicComplaint: 2,
  Notification: 3,
  InfoSection: 4,
  WebLink: 5,
  Survey: 6,
} as const;

export const AccessRight = {
  LastFiveComplaints: 1,
  InfoSectionModule: 2,
  HomeModule: 3,
  Categories: 4,
  OrganizationalUnits: 5,
  OrganizationalUnitFunctions: 6,
  SensitiveCategories: 8,
  DocumentTypes: 9,
  MandatoryRegistrationFields: 10,
  ComplaintTypeSelection: 11,
  ConfigurationParameters: 12,
  RegistrationVerificationType: 13,
  SystemNotifications: 14,
  ComplaintListAllLevels: 15,
  ComplaintListOwnUnit: 16,
  DebateSessionType: 17,
  Questions: 18,
  Convocations: 19,
  PoliticalParties: 20,
} as const;
export type AccessRight = (typeof AccessRight)[keyof typeof AccessRight];

export const MenuItemType = { Group: 1, Link: 2 } as const;

/** Municipality kind and entity decide which text variants apply (see packages/i18n). */
export const MunicipalityKind = { City: 1, Municipality: 2 } as const;
export type MunicipalityKind = (typeof MunicipalityKind)[keyof typeof MunicipalityKind];
export const Entity = { Federation: 1, RepublikaSrpska: 2, BrckoDistrict: 3 } as const;
export type Entity = (typeof Entity)[keyof typeof Entity];

/** The application type reported in the hosting configuration. */
export const APPLICATION_TYPE = 1;

export function enumValues<T extends Record<string, number>>(e: T): T[keyof T][] {
  return Object.values(e) as T[keyof T][];
}
