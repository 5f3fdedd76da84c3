import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { isInputRefusal, type Quiet, QUIET, showFailure } from '../../lib/save';
import { refusalText } from '../../lib/upload';
import type { VoteChoice } from './types';

export type VoteButtonsProps = {
  choices: readonly VoteChoice[];
  /** The voter's stored choice, or null when they have not voted. */
  ownVote: number | null;
  disabled?: boolean;
  /**
   * Casts the vote through the module's call, handing it `options` (lib/save's QUIET) so
   * that the central handler does not show a refusal: these buttons show it, once. A
   * refusal rejects with its ApiError.
   */
  onVote: (code: number, options: Quiet) => Promise<void>;
};

/**
 * One button per choice. A vote is final (decision 0019): once cast, every button is
 * disabled and the voter's choice stays marked. A refusal of the vote (already voted,
 * voting closed) is shown once, here, beside the buttons; a failure that is not about
 * the vote (session expired, no connection) is shown as the central handler shows it.
 */
export function VoteButtons({ choices, ownVote, disabled = false, onVote }: VoteButtonsProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<number | null>(null);
  const [cast, setCast] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // A second click before the re-render must not send a second vote.
  const sending = useRef(false);
  const chosen = ownVote ?? cast;
  const chosenLabel = choices.find((choice) => choice.code === chosen)?.label;

  const locked = disabled || chosen !== null;

  const vote = async (code: number) => {
    if (sending.current || locked) return;
    sending.current = true;
    setPending(code);
    setRefusal(null);
    try {
      await onVote(code, QUIET);
      setCast(code);
    } catch (error) {
      if (isInputRefusal(error)) setRefusal(refusalText(error, t));
      else showFailure(error, t);
    } finally {
      sending.current = false;
      setPending(null);
    }
  };

  return (
    <Stack gap="xs">
      <Group
        gap="xs"
        wrap="wrap"
        role="group"
        aria-label={t('components.votes.group')}
        aria-busy={pending !== null}
      >
        {choices.map((choice) => {
          const mine = choice.code === chosen;
          // The own choice stays enabled-looking (aria-disabled, no click) so it reads as chosen, not greyed.
          return (
            <Button
              key={choice.code}
              variant={mine ? 'filled' : 'default'}
              leftSection={mine ? <IconCheck size={16} aria-hidden /> : undefined}
              aria-pressed={mine}
              aria-disabled={mine || undefined}
              loading={pending === choice.code}
              disabled={!mine && (locked || (pending !== null && pending !== choice.code))}
              onClick={() => void vote(choice.code)}
              h="auto"
              mih={36}
              maw="100%"
              styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
            >
              {choice.label}
            </Button>
          );
        })}
      </Group>
      <div role="status">
        {pending !== null && <Text size="sm">{t('components.votes.saving')}</Text>}
        {pending === null && chosenLabel !== undefined && (
          <Text size="sm" fw={500}>
            {t('components.votes.yourVote', { choice: chosenLabel })}
          </Text>
        )}
      </div>
      {refusal && (
        <Text size="sm" c="red.8" role="alert">
          {refusal}
        </Text>
      )}
    </Stack>
  );
}
