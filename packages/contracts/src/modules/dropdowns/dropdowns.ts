import { z } from 'zod';
import { DropdownItem, DropdownParams, DropdownParamsNoActive, LanguageParams } from '../../common';
import { defineEndpoint, PUBLIC } from '../../endpoint';
import {
  AnswerInputMode,
  ComplaintStatus,
  ConfirmationRegistrationType,
  CouncilMemberType,
  DebateType,
  Gender,
  LoginType,
  NotificationChannel,
  Privilege,
  Profile,
  RegistrationField,
  WorkflowStatus,
} from '../../enums';

/**
 * Every enumeration of the spec that is offered in a dropdown. `labels` names the
 * group under `enums.` in the catalogues where each value's caption lives.
 */
export const enumDropdowns = {
  ComplaintStatus: { values: ComplaintStatus, labels: 'complaintStatus' },
  DebateStatus: { values: WorkflowStatus, labels: 'workflowStatus' },
  SessionStatus: { values: WorkflowStatus, labels: 'workflowStatus' },
  AgendaStatus: { values: WorkflowStatus, labels: 'workflowStatus' },
  DebateSessionStatus: { values: WorkflowStatus, labels: 'workflowStatus' },
  Privilege: { values: Privilege, labels: 'privilege' },
  LoginType: { values: LoginType, labels: 'loginType' },
  Profile: { values: Profile, labels: 'profile' },
  CouncilMemberType: { values: CouncilMemberType, labels: 'councilMemberType' },
  DebateType: { values: DebateType, labels: 'debateType' },
  Gender: { values: Gender, labels: 'gender' },
  AnswerInputMode: { values: AnswerInputMode, labels: 'answerInputMode' },
  NotificationChannel: { values: NotificationChannel, labels: 'notificationChannel' },
  RegistrationField: { values: RegistrationField, labels: 'registrationField' },
  ConfirmationRegistrationType: {
    values: ConfirmationRegistrationType,
    labels: 'confirmationRegistrationType',
  },
} as const satisfies Record<string, { values: Record<string, number>; labels: string }>;

export type EnumDropdownName = keyof typeof enumDropdowns;

const DropdownList = z.array(DropdownItem);

function enumDropdown(group: EnumDropdownName) {
  return defineEndpoint({
    name: `${group}.GetAllForDropdown`,
    method: 'GET',
    path: `/api/${group}/GetAllForDropdown/:id/:onlyActive/:languageId`,
    summary: `Dropdown of ${group} values in the requested language`,
    access: PUBLIC,
    params: DropdownParams,
    response: DropdownList,
  });
}

/** `path/{id}/{onlyActive}/{languageId}` for each enumeration. */
export const enumDropdownEndpoints = Object.fromEntries(
  (Object.keys(enumDropdowns) as EnumDropdownName[]).map((group) => [group, enumDropdown(group)]),
) as Record<EnumDropdownName, ReturnType<typeof enumDropdown>>;

/** Internal (staff) profiles: `path/{id}/{languageId}`, as the spec gives it. */
export const internalProfileDropdown = defineEndpoint({
  name: 'InternalProfile.GetAllForDropdown',
  method: 'GET',
  path: '/api/InternalProfile/GetAllForDropdown/:id/:languageId',
  summary: 'Dropdown of staff profiles',
  access: PUBLIC,
  params: DropdownParamsNoActive,
  response: DropdownList,
});

/** Confirmation registration types: `path/{languageId}`, as the spec gives it. */
export const confirmationRegistrationTypeList = defineEndpoint({
  name: 'ConfirmationRegistrationType.GetAll',
  method: 'GET',
  path: '/api/ConfirmationRegistrationType/GetAll/:languageId',
  summary: 'Registration confirmation types (e-mail, SMS)',
  access: PUBLIC,
  params: LanguageParams,
  response: DropdownList,
});
