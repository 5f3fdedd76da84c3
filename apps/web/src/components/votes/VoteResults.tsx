import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../lib/translation';
import type { VoteChoice } from './types';

export type VoteResultsProps = {
  choices: readonly VoteChoice[];
  /** Votes per choice code; a code left out has none. */
  counts: Record<number, number>;
  ownVote?: number | null;
};

/** One decimal, so the bar and its text agree with what is said (33,3 %). */
function percentOf(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count / total) * 1000) / 10;
}

/** A bar per choice with its count and share of the votes, and the total. */
export function VoteResults({ choices, counts, ownVote = null }: VoteResultsProps) {
  const { t } = useTranslation();
  const countOf = (code: number) => counts[code] ?? 0;
  const total = choices.reduce((sum, choice) => sum + countOf(choice.code), 0);

  return (
    <Stack gap="sm" role="group" aria-label={t('components.votes.results')}>
      {total === 0 ? (
        <Text size="sm">{t('components.votes.none')}</Text>
      ) : (
        choices.map((choice) => {
          const count = countOf(choice.code);
          const value = percentOf(count, total);
          const summary = t('components.votes.bar', {
            votes: t('components.votes.votes', { count }),
            percent: t('components.votes.percent', { value }),
          });
          const own = choice.code === ownVote;
          return (
            <Stack key={choice.code} gap={4}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {choice.label}
                  </Text>
                  {own && (
                    <Badge size="sm" variant="light">
                      {t('components.votes.ownMark')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" aria-hidden>
                  {summary}
                </Text>
              </Group>
              <Progress.Root
                size="lg"
                role="meter"
                aria-label={choice.label}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={value}
                aria-valuetext={summary}
              >
                <Progress.Section value={value} withAria={false} color={own ? 'blue' : 'gray.6'} />
              </Progress.Root>
            </Stack>
          );
        })
      )}
      {total > 0 && (
        <Text size="sm" fw={500}>
          {t('components.votes.total', { count: total })}
        </Text>
      )}
    </Stack>
  );
}
