import { Stack, Title } from '@mantine/core';
import { councilMembersPages } from '@portal/contracts';
import { useTranslation } from '../../../lib/translation';
import { useParams } from '../../../lib/router';
import { RecordProblem } from '../../../components/RecordProblem';
import { ApiError } from '../../../lib/api-client';
import { useBoot } from '../../../lib/boot';
import { usePageTitle } from '../../../lib/page-title';
import { useAddressees, usePublicCouncilMember } from './api';
import { kindOfMember } from './labels';
import { MemberProfile } from './MemberParts';
import { Loading } from './QuestionParts';
import { QuestionList } from './QuestionList';

/** A council member: picture, party, biography, the way to ask, and the questions put to them. */
export function CouncilMemberPage() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = usePublicCouncilMember(valid ? id : 0, languageId);
  const addressees = useAddressees(languageId).data;
  usePageTitle(query.data?.name ?? null);

  const error = query.error;
  if (!valid || error)
    return (
      <RecordProblem
        title={t('questions.member.notFound')}
        text={
          !valid || (error instanceof ApiError && error.status === 404)
            ? t('questions.member.notFoundText')
            : t('messages.generic_error')
        }
        backTo={councilMembersPages.councilMembers.path}
        backLabel={t('questions.member.backToCouncil')}
      />
    );
  const member = query.data;
  if (!member) return <Loading />;
  // Only the current convocation's members (and the mayor) can be asked.
  const askable =
    !!addressees &&
    [...addressees.councilMembers, ...(addressees.mayor ? [addressees.mayor] : [])].some(
      (a) => a.addresseeId === member.id,
    );
  const listTitle = t('questions.member.questions');
  return (
    <Stack gap="lg" py="md">
      <MemberProfile member={member} askable={askable} headingOrder={1} />
      <section aria-labelledby="member-questions">
        <Title order={2} id="member-questions" mb="sm">
          {listTitle}
        </Title>
        <Stack gap="md">
          <QuestionList
            kind={kindOfMember(member.memberTypeId)}
            caption={`${listTitle}: ${member.name}`}
            addresseeId={member.id}
          />
        </Stack>
      </section>
    </Stack>
  );
}
