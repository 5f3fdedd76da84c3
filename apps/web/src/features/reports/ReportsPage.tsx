import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { reportsPages } from '@portal/contracts';
import { type ReactNode, useEffect, useId, useMemo } from 'react';
import { useTranslation } from '../../lib/translation';
import { Link, useLocation } from '../../lib/router';
import { callerOf, useSession } from '../../lib/auth';
import { usePageTitle } from '../../lib/page-title';
import { MyReports } from './MyReports';
import { groupsFor } from './registry';

/** Where "my reports" begins, for links from a report's page. */
const MY_REPORTS = 'my-reports';

/** Every report the caller may run, grouped by module, and the files they had made in the last day. */
export function ReportsPage() {
  const { t } = useTranslation();
  const title = t('reports.list.title');
  usePageTitle(title);
  const session = useSession();
  const groups = useMemo(() => groupsFor(callerOf(session)), [session]);
  const { hash } = useLocation();

  // A link to "my reports" means that section. The shell puts every new page at its top
  // once the page is drawn (its effect runs after this one), so this waits a frame.
  useEffect(() => {
    if (hash !== `#${MY_REPORTS}`) return;
    const frame = requestAnimationFrame(() => document.getElementById(MY_REPORTS)?.scrollIntoView?.());
    return () => cancelAnimationFrame(frame);
  }, [hash]);

  return (
    <Stack gap="xl">
      <div>
        <Title order={1}>{title}</Title>
        <Text mt="xs">{t('reports.list.intro')}</Text>
      </div>
      {groups.length === 0 ? (
        <Text>{t('reports.list.empty')}</Text>
      ) : (
        groups.map(({ group, reports }) => (
          <ReportGroup key={group} title={t(group)}>
            {reports.map((report) => (
              <Paper component="li" key={report.name} withBorder radius="md" p="md">
                <Anchor component={Link} to={reportsPages.report.to({ name: report.name })} fw={600}>
                  {t(report.title)}
                </Anchor>
                <Text size="sm" mt={4}>
                  {t(report.description)}
                </Text>
              </Paper>
            ))}
          </ReportGroup>
        ))
      )}
      <MyReports id={MY_REPORTS} />
    </Stack>
  );
}

/** A module's reports under its heading, as a list of cards: one column on a phone, two on a desk. */
function ReportGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Title order={2} id={id} mb="sm">
        {title}
      </Title>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2 }}
        spacing="md"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {children}
      </SimpleGrid>
    </section>
  );
}
