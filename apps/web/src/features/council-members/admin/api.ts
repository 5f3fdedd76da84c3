import {
  codeListEndpoints,
  type CouncilMemberSave,
  type CouncilMemberSearch,
  deleteCouncilMember,
  downloadAnswerFile,
  getAddressees,
  getAnsweringUsers,
  getCouncilMemberById,
  getPublicCouncil,
  getQuestionsToAnswer,
  getStaffQuestion,
  getUnitQuestionSettings,
  type LanguageId,
  type QuestionAnswered,
  type SaveAnswer,
  saveAnswer,
  saveCouncilMember,
  saveUnitQuestionSetting,
  searchCouncilMembers,
  searchStaffQuestions,
  setQuestionState,
  type StaffQuestionSearch,
  uploadAnswerFile,
  uploadCouncilMemberPicture,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '../../../lib/queries';
import { call } from '../../../lib/api-client';
import { useMayCall } from '../../../lib/auth';
import { useBoot } from '../../../lib/boot';
import { downloadFrom } from '../../../lib/download';
import type { Quiet } from '../../../lib/save';
import { uploadFile, type UploadOptions } from '../../../lib/upload';
import { councilKeys, questionKeys } from '../keys';

/*
 * The staff side of council members and questions. Every change invalidates the module's
 * root (`councilKeys.all`), under which the public pages keep their queries too (../keys.ts).
 */

export function useCouncilMemberSearch(search: CouncilMemberSearch) {
  return useQuery({
    queryKey: councilKeys.adminList(search),
    queryFn: () => call(searchCouncilMembers, { body: search }),
    placeholderData: keepPreviousData,
  });
}

/** One council member for editing; none for a new one (id 0). */
export function useCouncilMemberDetails(id: number) {
  return useQuery({
    queryKey: councilKeys.adminDetail(id),
    queryFn: () => call(getCouncilMemberById, { params: { id } }),
    enabled: id > 0,
  });
}

/** The accounts of profile CouncilMember or Mayor that may answer for a member. */
export function useAnsweringUsers() {
  return useQuery({
    queryKey: councilKeys.answeringUsers(),
    queryFn: () => call(getAnsweringUsers, {}),
  });
}

export function useUnitSettings(languageId: LanguageId) {
  return useQuery({
    queryKey: councilKeys.unitSettings(languageId),
    queryFn: () => call(getUnitQuestionSettings, { params: { languageId } }),
  });
}

const convocations = codeListEndpoints.Convocation;

/**
 * The current convocation's id, for a new member: from the convocations' code list where the
 * caller may read it (administrators, right 13), else from the public council's convocations.
 * Null until known, or when none is current.
 */
export function useCurrentConvocationId(): number | null {
  const { languageId } = useBoot();
  const readsCodeList = useMayCall(convocations.getAll.access);
  const fromCodeList = useQuery({
    queryKey: councilKeys.convocations(),
    queryFn: () => call(convocations.getAll, {}),
    enabled: readsCodeList,
  });
  const fromCouncil = useQuery({
    queryKey: councilKeys.council(languageId, null),
    queryFn: () => call(getPublicCouncil, { params: { languageId }, query: {} }),
    enabled: !readsCodeList,
  });
  if (readsCodeList) return fromCodeList.data?.find((c) => c.isCurrent && c.active)?.id ?? null;
  return fromCouncil.data?.convocations.find((c) => c.current)?.id ?? null;
}

/** Whom questions go to (the mayor, the current council, the units taking questions), for the filters. */
export function useAddressees(languageId: LanguageId) {
  return useQuery({
    queryKey: questionKeys.addressees(languageId),
    queryFn: () => call(getAddressees, { params: { languageId } }),
  });
}

export function useStaffQuestionSearch(search: StaffQuestionSearch) {
  return useQuery({
    queryKey: questionKeys.staffList(search),
    queryFn: () => call(searchStaffQuestions, { body: search }),
    placeholderData: keepPreviousData,
  });
}

/** The questions addressed to the caller (their member record, the mayor's, or their unit). */
export function useQuestionsToAnswer(input: {
  answered: QuestionAnswered;
  pageNumber: number;
  pageSize: number;
  languageId: LanguageId;
}) {
  const { answered, pageNumber, pageSize, languageId } = input;
  return useQuery({
    queryKey: questionKeys.toAnswer(answered, pageNumber, pageSize, languageId),
    queryFn: () => call(getQuestionsToAnswer, { body: { answered, pageNumber, pageSize, languageId } }),
    placeholderData: keepPreviousData,
  });
}

export function useStaffQuestion(id: number, languageId: LanguageId) {
  return useQuery({
    queryKey: questionKeys.staffDetail(id, languageId),
    queryFn: () => call(getStaffQuestion, { params: { id, languageId } }),
    enabled: id > 0,
  });
}

/** The staff's calls that change something; after each, `councilKeys.all` is invalidated. */
export const councilCalls = {
  saveMember: (body: CouncilMemberSave, options?: Quiet) => call(saveCouncilMember, { body }, options),
  removeMember: (id: number, options?: Quiet) => call(deleteCouncilMember, { params: { id } }, options),
  uploadPicture: (file: File, options: UploadOptions) =>
    uploadFile(uploadCouncilMemberPicture, file, options),
  saveUnitSetting: (
    body: { organizationalUnitId: number; acceptsQuestions: boolean; answerInputModeId: number },
    options?: Quiet,
  ) => call(saveUnitQuestionSetting, { body }, options),
  saveAnswer: (body: SaveAnswer, options?: Quiet) => call(saveAnswer, { body }, options),
  uploadAnswerFile: (file: File, options: UploadOptions) => uploadFile(uploadAnswerFile, file, options),
  downloadAnswerFile: (id: number) => downloadFrom(downloadAnswerFile, { params: { id } }),
  setState: (body: {
    questionId: number;
    questionActive?: boolean;
    answerActive?: boolean;
    inappropriate?: boolean;
  }) => call(setQuestionState, { body }),
};
