import { Alert, Anchor, Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import {
  accountsPages,
  AddresseeKind,
  type Addressees,
  AskQuestion,
  askQuestion,
  ANSWER_TEXT_MAX,
  councilMembersPages,
  QUESTION_TEXT_MAX,
} from '@portal/contracts';
import { IconLogin, IconMessageQuestion } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { Link, useLocation, useSearchParams } from '../../../lib/router';
import type { z } from 'zod';
import {
  CountedTextAreaField,
  Form,
  FormField,
  SelectField,
  TextField,
  useZodForm,
} from '../../../components/form';
import { useMayCall, useSession } from '../../../lib/auth';
import { useBoot } from '../../../lib/boot';
import { usePageTitle } from '../../../lib/page-title';
import { type SubmitContext, useSave } from '../../../lib/save';
import { councilKeys } from '../keys';
import { useAddressees, useOwnEmail } from './api';
import { questionCalls } from './calls';
import { memberTitle } from './labels';
import { Loading } from './QuestionParts';

type Asked = z.output<typeof AskQuestion>;

/** The form's values: the question's, with whom still unchosen (null) until chosen. */
type Values = Omit<z.input<typeof AskQuestion>, 'addresseeKind' | 'addresseeId' | 'contactEmail'> & {
  addresseeKind: AddresseeKind | null;
  addresseeId: number | null;
  contactEmail: string;
};

/** The form holds the choices that may still be empty; the schema refuses them so. */
const schema = AskQuestion as unknown as z.ZodType<Asked, Values>;

const kinds = [AddresseeKind.Mayor, AddresseeKind.CouncilMember, AddresseeKind.OrganizationalUnit] as const;

/** Whom one may ask of a kind. */
function offeredOf(addressees: Addressees, kind: AddresseeKind | null) {
  if (kind === AddresseeKind.Mayor) return addressees.mayor ? [addressees.mayor] : [];
  if (kind === AddresseeKind.CouncilMember) return addressees.councilMembers;
  if (kind === AddresseeKind.OrganizationalUnit) return addressees.units;
  return [];
}

/** The kind and addressee the address asks for (`?kind=1&addresseeId=7`), when they can be asked. */
function preselection(params: URLSearchParams, addressees: Addressees) {
  const kind = kinds.find((k) => String(k) === params.get('kind')) ?? null;
  const offered = offeredOf(addressees, kind);
  if (kind === null || offered.length === 0) return { addresseeKind: null, addresseeId: null };
  if (kind === AddresseeKind.Mayor) return { addresseeKind: kind, addresseeId: offered[0]!.addresseeId };
  const id = Number(params.get('addresseeId'));
  return { addresseeKind: kind, addresseeId: offered.some((a) => a.addresseeId === id) ? id : null };
}

function SignInFirst({ title }: { title: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <Stack gap="md" maw={720} py="md">
      <Title order={1}>{title}</Title>
      <Alert color="yellow.8" variant="light" role="alert">
        <Text fw={600}>{t('messages.must_login_to_ask_question')}</Text>
      </Alert>
      <Button
        component={Link}
        to={`${accountsPages.login.path}?returnTo=${encodeURIComponent(pathname + search)}`}
        leftSection={<IconLogin size={18} aria-hidden />}
        w="fit-content"
      >
        {t('questions.ask.signIn')}
      </Button>
      <Text>
        {t('questions.ask.noAccount')}{' '}
        <Anchor component={Link} to={accountsPages.register.path}>
          {t('questions.ask.register')}
        </Anchor>
      </Text>
    </Stack>
  );
}

/**
 * Asking a council member, the mayor or an organisational unit: signed in only (the spec's
 * message otherwise); `?kind=…&addresseeId=…` chooses whom. After sending, what happens next.
 */
export function AskPage() {
  const { t } = useTranslation();
  const title = t('questions.ask.title');
  usePageTitle(title);
  const session = useSession();
  const mayAsk = useMayCall(askQuestion.access);
  if (!session || !mayAsk) return <SignInFirst title={title} />;
  return <AskArea key={session.user.id} title={title} userId={session.user.id} />;
}

function AskArea({ title, userId }: { title: string; userId: number }) {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const addressees = useAddressees(languageId);
  const email = useOwnEmail(userId);
  const [sent, setSent] = useState<{ id: number; email: string } | null>(null);
  // A new question starts a new form (with the account's e-mail again).
  const [round, setRound] = useState(0);

  return (
    <Stack gap="md" maw={900} py="md">
      <Title order={1}>{title}</Title>
      {sent ? (
        <Sent
          sent={sent}
          onAnother={() => {
            setSent(null);
            setRound((n) => n + 1);
          }}
        />
      ) : !addressees.data || email.isPending ? (
        <Loading />
      ) : kinds.every((kind) => offeredOf(addressees.data, kind).length === 0) ? (
        <Alert color="blue" variant="light">
          {t('questions.ask.noneToAsk')}
        </Alert>
      ) : (
        <>
          <Text>{t('questions.ask.intro')}</Text>
          <AskForm
            key={round}
            addressees={addressees.data}
            email={email.data ?? ''}
            onSent={(id, citizenEmail) => setSent({ id, email: citizenEmail })}
          />
        </>
      )}
    </Stack>
  );
}

function AskForm({
  addressees,
  email,
  onSent,
}: {
  addressees: Addressees;
  email: string;
  onSent: (id: number, citizenEmail: string) => void;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [defaults] = useState<Values>(() => ({
    ...preselection(params, addressees),
    text: '',
    citizenEmail: email,
    contactEmail: '',
  }));
  const form = useZodForm(schema, defaults);
  const kind = useWatch({ control: form.control, name: 'addresseeKind' });
  const offered = offeredOf(addressees, kind);
  const save = useSave({
    mutationFn: (values: Asked, options) => questionCalls.ask(values, options),
    // The lists, the latest, "my questions" and the council's counts.
    invalidate: councilKeys.all,
  });

  const chooseKind = (next: AddresseeKind) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('addresseeKind', next, options);
    // The mayor is one; a member or a unit is chosen next.
    form.setValue(
      'addresseeId',
      next === AddresseeKind.Mayor ? (addressees.mayor?.addresseeId ?? null) : null,
      options,
    );
  };

  const submit = async (values: Asked, context: SubmitContext) => {
    const saved = await save.submit(values, context);
    onSent(saved.id, values.citizenEmail);
  };

  const kindLabel = (k: AddresseeKind) =>
    k === AddresseeKind.OrganizationalUnit
      ? t('questions.common.unit')
      : memberTitle(t, k === AddresseeKind.Mayor ? 2 : 1);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Form form={form} onSubmit={submit}>
        <Stack gap="md">
          <FormField
            name="addresseeKind"
            label="questions.ask.kind"
            kind="choice"
            render={(field) => (
              <Radio.Group
                label={field.label}
                required
                error={field.error}
                name={field.name}
                value={field.value === null || field.value === undefined ? '' : String(field.value)}
                onChange={(value) => chooseKind(Number(value) as AddresseeKind)}
              >
                <Stack gap="xs" mt={6}>
                  {kinds.map((k) => (
                    <Radio
                      key={k}
                      value={String(k)}
                      label={kindLabel(k)}
                      disabled={offeredOf(addressees, k).length === 0}
                      onBlur={field.onBlur}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
          <SelectField
            name="addresseeId"
            label="questions.ask.addressee"
            numeric
            required
            searchable
            placeholder={kind === null ? t('questions.ask.chooseKindFirst') : undefined}
            data={offered.map((a) => ({ value: String(a.addresseeId), label: a.name }))}
          />
          <CountedTextAreaField
            name="text"
            label="questions.ask.text"
            required
            rows={7}
            resize="vertical"
            maxLength={QUESTION_TEXT_MAX}
          />
          <TextField
            name="citizenEmail"
            label="questions.ask.citizenEmail"
            description="questions.ask.citizenEmailHint"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
          />
          <TextField
            name="contactEmail"
            label="questions.ask.contactEmail"
            description="questions.ask.contactEmailHint"
            type="email"
            maxLength={254}
          />
          <Alert color="blue" variant="light">
            {t('questions.ask.next', { max: ANSWER_TEXT_MAX })}
          </Alert>
          <Button
            type="submit"
            loading={save.isPending}
            leftSection={<IconMessageQuestion size={18} aria-hidden />}
            w="fit-content"
          >
            {t('questions.ask.submit')}
          </Button>
        </Stack>
      </Form>
    </Paper>
  );
}

/** After sending: that it went, where the answer notice will go, and the ways on. */
function Sent({ sent, onAnother }: { sent: { id: number; email: string }; onAnother: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: a keyboard or screen-reader user is taken to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Alert color="green" variant="light" role="status">
      <Stack gap="sm">
        <Title order={2} size="h3" ref={heading} tabIndex={-1}>
          {t('questions.ask.sent')}
        </Title>
        <Text>{t('questions.ask.sentText', { email: sent.email })}</Text>
        <Group gap="sm">
          <Button component={Link} to={councilMembersPages.myQuestions.path}>
            {t('questions.ask.toMine')}
          </Button>
          <Button component={Link} to={councilMembersPages.question.to({ id: sent.id })} variant="light">
            {t('questions.ask.toQuestion')}
          </Button>
          <Button variant="subtle" onClick={onAnother}>
            {t('questions.ask.another')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
