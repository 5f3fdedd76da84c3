import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  AnswerInputMode,
  answerInputModes,
  type AnsweringUser,
  BIOGRAPHY_MAX,
  type CouncilMemberDetails,
  CouncilMemberSave,
  councilMembersPages,
  MemberType,
  memberTypes,
} from '@portal/contracts';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { Link, useParams } from '../../../lib/router';
import type { z } from 'zod';
import { CodeListSelect } from '../../../components/CodeListSelect';
import { Form, FormField, SelectField, SwitchField, useZodForm } from '../../../components/form';
import { TranslatedFields } from '../../../components/TranslatedFields';
import { usePageTitle } from '../../../lib/page-title';
import { useSave } from '../../../lib/save';
import { councilKeys } from '../keys';
import { councilCalls, useAnsweringUsers, useCouncilMemberDetails, useCurrentConvocationId } from './api';
import { answerModeLabel, memberTypeLabel } from './labels';
import { PictureField } from './PictureField';

type Choice = number | null;
/** The form's values: the save's body, with the choices that may still be unchosen (the schema refuses them so). */
type Values = Omit<
  z.input<typeof CouncilMemberSave>,
  'memberTypeId' | 'politicalPartyId' | 'convocationId' | 'userId' | 'answerInputModeId'
> & {
  memberTypeId: Choice;
  politicalPartyId: Choice;
  convocationId: Choice;
  userId: Choice;
  answerInputModeId: Choice;
};
type Save = z.output<typeof CouncilMemberSave>;

/** The save's own schema; a new member must also bring a picture (the server says so too). */
const schema = CouncilMemberSave.superRefine((value, ctx) => {
  if (value.id === 0 && !value.pictureId)
    ctx.addIssue({ code: 'custom', path: ['pictureId'], message: 'validation_required' });
}) as unknown as z.ZodType<Save, Values>;

const empty = { bs: '', hr: '', sr_cyr: '' };

function valuesOf(member: CouncilMemberDetails | undefined): Values {
  return {
    id: member?.id ?? 0,
    memberTypeId: member?.memberTypeId ?? MemberType.CouncilMember,
    politicalPartyId: member?.politicalPartyId ?? null,
    convocationId: member?.convocationId ?? null,
    userId: member?.userId ?? null,
    biography: member?.biography ?? empty,
    answerInputModeId: member?.answerInputModeId ?? AnswerInputMode.ThroughSystem,
    active: member?.active ?? true,
    pictureId: null,
  };
}

/** A council member's (or the mayor's) form: new (id 0) or kept; after a save, back to the list. */
export function MemberEditPage() {
  const { t } = useTranslation();
  const id = Number(useParams()['id']) || 0;
  const { data: member, isError } = useCouncilMemberDetails(id);
  const title = t(id ? 'councilMembersAdmin.edit.editTitle' : 'councilMembersAdmin.edit.newTitle');
  usePageTitle(member ? member.userName : title);
  const back = (
    <Anchor component={Link} to={councilMembersPages.adminMembers.path} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('councilMembersAdmin.edit.back')}
      </Group>
    </Anchor>
  );
  return (
    <Stack gap="md">
      {back}
      <Title order={1}>{member ? `${title}: ${member.userName}` : title}</Title>
      {id && !member ? (
        <Text>
          {isError ? t('councilMembersAdmin.edit.notFound') : t('councilMembersAdmin.common.loading')}
        </Text>
      ) : (
        <MemberForm key={member?.id ?? 0} member={member} />
      )}
    </Stack>
  );
}

function MemberForm({ member }: { member: CouncilMemberDetails | undefined }) {
  const { t } = useTranslation();
  const form = useZodForm(schema, valuesOf(member));
  const save = useSave({
    mutationFn: (body: Save, options) => councilCalls.saveMember(body, options),
    invalidate: councilKeys.all,
    successMessage: 'messages.data_saved',
    navigateTo: councilMembersPages.adminMembers.path,
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Form form={form} onSubmit={save.submit}>
        <Stack gap="lg">
          {!member && <CurrentConvocation />}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <SelectField
              name="memberTypeId"
              label="councilMembersAdmin.fields.memberType"
              required
              numeric
              allowDeselect={false}
              data={memberTypes.map((type) => ({ value: String(type), label: memberTypeLabel(t, type) }))}
            />
            <AccountField member={member} />
            <FormField
              name="politicalPartyId"
              label="councilMembersAdmin.fields.politicalParty"
              kind="choice"
              render={(field) => (
                <CodeListSelect
                  list="PoliticalParty"
                  label={field.label}
                  required
                  value={field.value as Choice}
                  onChange={field.onChange}
                  error={field.error}
                />
              )}
            />
            <FormField
              name="convocationId"
              label="councilMembersAdmin.fields.convocation"
              description="councilMembersAdmin.edit.convocationHint"
              kind="choice"
              render={(field) => (
                <Stack gap={2}>
                  <CodeListSelect
                    list="Convocation"
                    label={field.label}
                    required
                    value={field.value as Choice}
                    onChange={field.onChange}
                    error={field.error}
                  />
                  <Text size="xs" c="dimmed">
                    {field.description}
                  </Text>
                </Stack>
              )}
            />
          </SimpleGrid>
          <PictureField member={member && { ...member, name: member.userName }} required={!member} />
          <TranslatedFields
            name="biography"
            label="councilMembersAdmin.fields.biography"
            required
            multiline
            maxLength={BIOGRAPHY_MAX}
          />
          <ModeField />
          <SwitchField
            name="active"
            label="councilMembersAdmin.fields.active"
            description="councilMembersAdmin.edit.activeHint"
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('councilMembersAdmin.common.save')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

/** A new member takes the current convocation, once it is known, unless one was chosen already. */
function CurrentConvocation() {
  const current = useCurrentConvocationId();
  const { getValues, setValue } = useFormContext<Values>();
  useEffect(() => {
    if (current !== null && getValues('convocationId') === null) setValue('convocationId', current);
  }, [current, getValues, setValue]);
  return null;
}

const accountLabel = (t: (key: string) => string, user: AnsweringUser) =>
  `${user.name} (${t(`enums.profile.${user.profileId}`)}${user.email ? `, ${user.email}` : ''})`;

/** The account that answers for the member (profile CouncilMember or Mayor), the member's name too. */
function AccountField({ member }: { member: CouncilMemberDetails | undefined }) {
  const { t } = useTranslation();
  const { data: users = [] } = useAnsweringUsers();
  const options = users.map((user) => ({ value: String(user.id), label: accountLabel(t, user) }));
  // The kept account stays choosable even when it is no longer active.
  if (member && !users.some((user) => user.id === member.userId))
    options.unshift({ value: String(member.userId), label: member.userName });
  return (
    <SelectField
      name="userId"
      label="councilMembersAdmin.fields.user"
      description="councilMembersAdmin.edit.userHint"
      required
      numeric
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('councilMembersAdmin.edit.noAccounts')}
      data={options}
    />
  );
}

/** The answer input mode, with one line on what the chosen mode means. */
function ModeField() {
  const { t } = useTranslation();
  const mode = useWatch<Values, 'answerInputModeId'>({ name: 'answerInputModeId' });
  return (
    <SelectField
      name="answerInputModeId"
      label="councilMembersAdmin.fields.answerInputMode"
      description={mode ? `councilMembersAdmin.modes.hint.${mode}` : undefined}
      required
      numeric
      allowDeselect={false}
      data={answerInputModes.map((m) => ({ value: String(m), label: answerModeLabel(t, m) }))}
    />
  );
}
