import { Stack, Switch, Text, Title } from '@mantine/core';
import type { ParticipationParameter } from '@portal/contracts';
import { useQueryClient } from '../../../lib/queries';
import { useId } from 'react';
import { useTranslation } from '../../../lib/translation';
import { useBoot } from '../../../lib/boot';
import { toaster } from '../../../lib/toast';
import { systemParameterCalls, useParticipationParameters } from '../api';
import { systemParameterKeys } from '../keys';

/**
 * What anonymous citizens may do besides signing in (decision 0027), on the sign-in types
 * screen: the same administrators decide both, and each is off until turned on.
 */
export function ParticipationParameters() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const queryClient = useQueryClient();
  const headingId = useId();
  const { data = [] } = useParticipationParameters(languageId);
  const toggle = async (id: ParticipationParameter, active: boolean) => {
    try {
      await systemParameterCalls.saveParticipation(id, active);
      await queryClient.invalidateQueries({ queryKey: systemParameterKeys.participation(languageId) });
      toaster.show(t('messages.data_saved'), { kind: 'success' });
    } catch {
      // shown by the central handler
    }
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {t('admin.parameters.participationTitle')}
      </Title>
      <Text size="sm">{t('admin.parameters.participationText')}</Text>
      {data.map((parameter) => (
        <Switch
          key={parameter.id}
          label={parameter.name}
          checked={parameter.active}
          onChange={(event) =>
            void toggle(parameter.id as ParticipationParameter, event.currentTarget.checked)
          }
        />
      ))}
    </Stack>
  );
}
