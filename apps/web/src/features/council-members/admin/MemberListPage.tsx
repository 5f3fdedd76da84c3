import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { councilMembersPages, type CouncilMemberListItem, memberTypes } from '@portal/contracts';
import { IconBuildingCommunity, IconMessageQuestion, IconPencil } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../lib/router';
import { CodeListSelect } from '../../../components/CodeListSelect';
import { useConfirm } from '../../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { FilterPanel } from '../../../components/FilterPanel';
import { deleteAction, RowActions } from '../../../components/RowActions';
import { StateBadge } from '../../../components/StateBadge';
import { useDeleted } from '../../../lib/deletion';
import { usePageTitle } from '../../../lib/page-title';
import { councilKeys } from '../keys';
import { councilCalls, useCouncilMemberSearch } from './api';
import { useMemberList } from './filters';
import { answerModeLabel, memberTypeLabel } from './labels';
import { MemberPicture } from './MemberPicture';

const editPath = (id: number) => councilMembersPages.adminMember.to({ id });

/**
 * Council members and the mayor: filters, pages, edit, and delete (refused by the server
 * while questions point to the member), with links to the units' settings and the questions.
 */
export function MemberListPage() {
  const { t } = useTranslation();
  const title = t('councilMembersAdmin.list.title');
  usePageTitle(title);
  const deleted = useDeleted(councilKeys.all);
  const { confirm, dialog } = useConfirm();
  const { state, filters, setFilter, clearFilters, activeCount, search } = useMemberList();
  const members = useCouncilMemberSearch(search);

  const remove = (member: CouncilMemberListItem) =>
    confirm({
      message: t('councilMembersAdmin.list.deleteConfirm', { name: member.name }),
      confirmLabel: t('councilMembersAdmin.common.delete'),
      danger: true,
      onConfirm: async () => {
        // A refusal (questions point to the member) is the central handler's toast; the dialog closes.
        await councilCalls.removeMember(member.id);
        await deleted();
      },
    });

  const yesNo = (value: boolean) =>
    t(value ? 'councilMembersAdmin.common.yes' : 'councilMembersAdmin.common.no');
  const columns: DataTableColumn<CouncilMemberListItem>[] = [
    {
      key: 'picture',
      header: t('councilMembersAdmin.fields.picture'),
      card: 'media',
      width: 64,
      render: (m) => <MemberPicture member={m} />,
    },
    {
      key: 'name',
      header: t('councilMembersAdmin.fields.name'),
      card: 'title',
      render: (m) => (
        <Text size="sm" component={Link} to={editPath(m.id)} c="blue.9" td="underline">
          {m.name}
        </Text>
      ),
    },
    {
      key: 'type',
      header: t('councilMembersAdmin.fields.memberType'),
      render: (m) => memberTypeLabel(t, m.memberTypeId),
    },
    {
      key: 'party',
      header: t('councilMembersAdmin.fields.politicalParty'),
      render: (m) => (
        <span title={m.politicalPartyName}>{m.politicalPartyShortName || m.politicalPartyName}</span>
      ),
    },
    {
      key: 'convocation',
      header: t('councilMembersAdmin.fields.convocation'),
      render: (m) => m.convocationName,
    },
    {
      key: 'mode',
      header: t('councilMembersAdmin.fields.answerInputMode'),
      render: (m) => answerModeLabel(t, m.answerInputModeId),
    },
    {
      key: 'questions',
      header: t('councilMembersAdmin.list.questions'),
      align: 'right',
      render: (m) => m.questionCount,
    },
    {
      key: 'active',
      header: t('councilMembersAdmin.fields.active'),
      render: (m) => <StateBadge tone={m.active ? 'active' : 'inactive'} label={yesNo(m.active)} />,
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1}>{title}</Title>
        <Group gap="sm">
          <Button
            component={Link}
            to={councilMembersPages.adminUnits.path}
            variant="light"
            leftSection={<IconBuildingCommunity size={16} aria-hidden />}
          >
            {t('councilMembersAdmin.units.title')}
          </Button>
          <Button
            component={Link}
            to={councilMembersPages.adminQuestions.path}
            variant="light"
            leftSection={<IconMessageQuestion size={16} aria-hidden />}
          >
            {t('councilMembersAdmin.questions.title')}
          </Button>
        </Group>
      </Group>
      <FilterPanel activeCount={activeCount} onClear={clearFilters} columns={4}>
        <Select
          label={t('councilMembersAdmin.fields.memberType')}
          clearable
          data={memberTypes.map((type) => ({ value: String(type), label: memberTypeLabel(t, type) }))}
          value={filters.memberTypeId === null ? null : String(filters.memberTypeId)}
          onChange={(value) =>
            setFilter('memberTypeId', value === null ? null : (Number(value) as (typeof memberTypes)[number]))
          }
        />
        <CodeListSelect
          list="Convocation"
          label={t('councilMembersAdmin.fields.convocation')}
          value={filters.convocationId}
          onChange={(value) => setFilter('convocationId', value)}
        />
        <CodeListSelect
          list="PoliticalParty"
          label={t('councilMembersAdmin.fields.politicalParty')}
          value={filters.politicalPartyId}
          onChange={(value) => setFilter('politicalPartyId', value)}
        />
        <Select
          label={t('councilMembersAdmin.fields.active')}
          allowDeselect={false}
          data={(['all', 'yes', 'no'] as const).map((value) => ({
            value,
            label: t(`councilMembersAdmin.list.active.${value}`),
          }))}
          value={filters.active}
          onChange={(value) => setFilter('active', (value ?? 'all') as typeof filters.active)}
        />
      </FilterPanel>
      <DataTable
        caption={title}
        columns={columns}
        query={members}
        rowKey={(m) => m.id}
        state={state}
        searchLabel={t('councilMembersAdmin.list.search')}
        emptyText={t('councilMembersAdmin.list.empty')}
        addAction={{ label: t('councilMembersAdmin.list.add'), to: editPath(0) }}
        minWidth={1000}
        rowActions={(m) => (
          <RowActions
            name={m.name}
            actions={[
              { label: t('councilMembersAdmin.common.edit'), icon: IconPencil, to: editPath(m.id) },
              deleteAction(t('councilMembersAdmin.common.delete'), () => void remove(m)),
            ]}
          />
        )}
      />
      {dialog}
    </Stack>
  );
}
