import { Alert, Stack, Text, Title } from '@mantine/core';
import { AddresseeKind } from '@portal/contracts';
import { useTranslation } from '../../../lib/translation';
import { useBoot } from '../../../lib/boot';
import { usePageTitle } from '../../../lib/page-title';
import { usePublicMayor } from './api';
import { MemberProfile } from './MemberParts';
import { Loading } from './QuestionParts';
import { QuestionList } from './QuestionList';

/**
 * The mayor's page (the spec's mayor-question-details): the mayor with biography and the way to
 * ask, then the questions put to the mayor with their answers. Without a mayor recorded it says so.
 */
export function MayorPage() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const title = t('questions.mayor.title');
  usePageTitle(title);
  const query = usePublicMayor(languageId);
  const listTitle = t('questions.lists.mayorQuestions');
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{title}</Title>
        <Text mt="xs">{t('questions.mayor.intro')}</Text>
      </div>
      {query.isPending ? (
        <Loading />
      ) : query.data?.mayor ? (
        <MemberProfile member={query.data.mayor} askable headingOrder={2} />
      ) : query.data ? (
        <Alert color="blue" variant="light">
          {t('questions.mayor.none')}
        </Alert>
      ) : null}
      <section aria-labelledby="mayor-questions">
        <Title order={2} id="mayor-questions" mb="sm">
          {listTitle}
        </Title>
        <Stack gap="md">
          <QuestionList kind={AddresseeKind.Mayor} caption={listTitle} />
        </Stack>
      </section>
    </Stack>
  );
}
