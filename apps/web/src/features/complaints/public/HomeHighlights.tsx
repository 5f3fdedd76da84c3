import { Group, Paper, Text, Title } from '@mantine/core';
import { complaintsPages } from '@portal/contracts';
import { formatNumber } from '@portal/i18n';
import { IconMapPinExclamation } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translation';
import { LightButton } from '../../../components/LightButton';
import { Link } from '../../../lib/router';
import { useBoot } from '../../../lib/boot';
import { useMonthCounts } from './home-api';
import classes from './home.module.css';

/**
 * The home page's call to report: the big "report a problem" button and this month's
 * reported and resolved complaints.
 */
export default function HomeHighlights() {
  const { t } = useTranslation();
  const { language } = useBoot();
  const counts = useMonthCounts();
  const figure = (value: number | undefined) => (value === undefined ? '–' : formatNumber(value, language));
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="home-report"
    >
      <Group justify="space-between" align="center" gap="lg">
        <div className={classes.lead}>
          <Title order={2} size="h3" id="home-report">
            {t('complaints.home.title')}
          </Title>
          <Text c="dimmed">{t('complaints.home.text')}</Text>
        </div>
        <LightButton
          component={Link}
          to={complaintsPages.report.path}
          size="xl"
          className={classes.report}
          leftSection={<IconMapPinExclamation size={28} stroke={1.8} aria-hidden />}
        >
          {t('complaints.home.reportButton')}
        </LightButton>
      </Group>
      <dl
        className={classes.counts}
        aria-label={t('complaints.home.monthTitle')}
        aria-busy={counts.isPending}
      >
        <div>
          <dt>{t('complaints.home.monthReported')}</dt>
          <dd>{figure(counts.data?.reported)}</dd>
        </div>
        <div>
          <dt>{t('complaints.home.monthResolved')}</dt>
          <dd>{figure(counts.data?.resolved)}</dd>
        </div>
      </dl>
    </Paper>
  );
}
