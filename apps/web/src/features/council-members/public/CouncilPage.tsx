import { Alert, Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import { idFilter, useAddressFilters } from '../../../lib/address-filters';
import { useBoot } from '../../../lib/boot';
import { usePageTitle } from '../../../lib/page-title';
import { usePublicCouncil } from './api';
import { MemberCard } from './MemberParts';
import { Loading } from './QuestionParts';
import classes from './questions.module.css';

/** The convocation shown, in the address; none: the current one. */
const spec = { convocationId: idFilter('convocationId') };

/**
 * The council: the active members of the current convocation (the mayor first), each with
 * picture, title, party, question counts and the way to ask; earlier convocations on request.
 */
export function CouncilPage() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const title = t('questions.menu.council');
  usePageTitle(title);
  const { filters, setFilter } = useAddressFilters(spec);
  const council = usePublicCouncil(languageId, filters.convocationId);
  const data = council.data;
  const shown = data?.convocations.find((c) => c.id === data.convocationId);
  // Only the current convocation's members can be asked.
  const current = shown?.current ?? false;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{title}</Title>
        <Text mt="xs">{t('questions.council.intro')}</Text>
      </div>
      {data && data.convocations.length > 0 && (
        <Select
          label={t('questions.common.convocation')}
          data={data.convocations.map((c) => ({
            value: String(c.id),
            label: c.current ? t('questions.council.current', { name: c.name }) : c.name,
          }))}
          value={data.convocationId === null ? null : String(data.convocationId)}
          onChange={(value) => {
            const chosen = data.convocations.find((c) => String(c.id) === value);
            setFilter('convocationId', !chosen || chosen.current ? null : chosen.id);
          }}
          allowDeselect={false}
          maw={420}
        />
      )}
      {data && shown && !current && (
        <Alert color="blue" variant="light">
          {t('questions.council.earlier')}
        </Alert>
      )}
      {!data ? (
        <Loading />
      ) : data.members.length === 0 ? (
        <Text>{t('questions.council.empty')}</Text>
      ) : (
        <ul className={classes.memberGrid} aria-label={shown?.name ?? title} aria-busy={council.isFetching}>
          {data.members.map((member) => (
            <MemberCard key={member.id} member={member} askable={current} />
          ))}
        </ul>
      )}
    </Stack>
  );
}
