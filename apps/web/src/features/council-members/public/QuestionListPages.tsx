import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { AddresseeKind, councilMembersPages } from '@portal/contracts';
import { IconMessageQuestion, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../lib/router';
import { useBoot } from '../../../lib/boot';
import { usePageTitle } from '../../../lib/page-title';
import { useAddressees } from './api';
import { askPath } from './labels';
import { QuestionList } from './QuestionList';

function ListPage({
  title,
  intro,
  kind,
  extra,
}: {
  title: string;
  intro: string;
  kind: AddresseeKind;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  usePageTitle(title);
  const addressees = useAddressees(languageId).data;
  const offered = kind === AddresseeKind.OrganizationalUnit ? addressees?.units : addressees?.councilMembers;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={1}>{title}</Title>
          <Text mt="xs">{intro}</Text>
          {extra}
        </div>
        <Button
          component={Link}
          to={askPath(kind)}
          leftSection={<IconMessageQuestion size={18} aria-hidden />}
        >
          {t('questions.common.ask')}
        </Button>
      </Group>
      <QuestionList kind={kind} caption={title} addressees={offered ?? []} />
    </Stack>
  );
}

/** Questions to council members (the spec's council-member question list), with their answers. */
export function CouncilMemberQuestionsPage() {
  const { t } = useTranslation();
  return (
    <ListPage
      title={t('questions.menu.councilMembers')}
      intro={t('questions.lists.councilIntro')}
      kind={AddresseeKind.CouncilMember}
      extra={
        <Anchor component={Link} to={councilMembersPages.councilMembers.path} mt="xs" display="inline-block">
          <Group gap={4} component="span">
            <IconUsersGroup size={16} aria-hidden />
            {t('questions.menu.council')}
          </Group>
        </Anchor>
      }
    />
  );
}

/** Questions to organisational units (OrganizationalUnit.getQuestionsByOrganizationalUnitID), with their answers. */
export function UnitQuestionsPage() {
  const { t } = useTranslation();
  return (
    <ListPage
      title={t('questions.menu.units')}
      intro={t('questions.lists.unitsIntro')}
      kind={AddresseeKind.OrganizationalUnit}
    />
  );
}
