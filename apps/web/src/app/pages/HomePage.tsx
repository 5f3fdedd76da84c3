import {
  Anchor,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { type CSSProperties, Suspense } from 'react';
import { Link } from '../../lib/router';
import { useTranslation } from '../../lib/translation';
import { useBoot } from '../../lib/boot';
import type { HomeBlock, HomeEntry, HomeLatest } from '../../lib/module';
import { webModules } from '../modules';
import { usePageTitle } from '../../lib/page-title';
import classes from './HomePage.module.css';
import { NearScreen } from '../../components/NearScreen';

/** The room a block keeps while its code loads: one height, or one per width (HomePage.module.css). */
function Reserved({ height }: { height: NonNullable<HomeBlock['minHeight']> }) {
  const [phone, tablet, desk] =
    typeof height === 'number' ? [height, height, height] : [height.phone, height.tablet, height.desk];
  return (
    <div
      className={classes.reserved}
      style={
        {
          '--reserved-phone': `${phone}px`,
          '--reserved-tablet': `${tablet}px`,
          '--reserved-desk': `${desk}px`,
        } as CSSProperties
      }
    />
  );
}

/** About the height of a latest list of five entries (px). */
const LATEST_MIN_HEIGHT = 300;
const entries: HomeEntry[] = webModules.flatMap((m) => m.home ?? []).sort((a, b) => a.order - b.order);
const latest: HomeLatest[] = webModules.flatMap((m) => m.latest ?? []).sort((a, b) => a.order - b.order);
const blocks: HomeBlock[] = webModules.flatMap((m) => m.homeBlocks ?? []).sort((a, b) => a.order - b.order);
const featured = blocks.filter((b) => b.place === 'featured');
const below = blocks.filter((b) => b.place === 'below');

/**
 * The municipality's home: its name and coat of arms, the modules' calls to action (report a
 * problem, this month's figures), the newest records, what lies below (the map of open
 * problems, loaded when the reader comes near it) and the ways into the portal.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { hosting, municipalityTitle, languageId } = useBoot();
  usePageTitle(null);
  return (
    <Stack gap="xl">
      <Group gap="lg" wrap="nowrap" className={classes.hero}>
        <Image
          src={hosting.municipality.coatOfArmsUrl}
          alt={t('common.topBar.coatOfArms')}
          w={96}
          h={112}
          fit="contain"
          className={classes.arms}
        />
        <div>
          <Title order={1}>{municipalityTitle}</Title>
          <Text size="lg" c="dimmed">
            {t('common.brand.tagline')}
          </Text>
        </div>
      </Group>
      {featured.map(({ key, Block, minHeight = 0 }) => (
        <Suspense key={key} fallback={<Reserved height={minHeight} />}>
          <Block />
        </Suspense>
      ))}
      <div>
        <Title order={2} size="h3" mb="xs">
          {t('pages.home.welcome')}
        </Title>
        <Text maw={760}>{t('pages.home.intro')}</Text>
      </div>
      {latest.length > 0 && (
        <section aria-labelledby="home-latest">
          <Title order={2} size="h3" id="home-latest" mb="md">
            {t('pages.home.latestTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {latest.map(({ key, Block }) => (
              // Each list keeps the height of its five entries while it loads, so nothing below
              // moves, and what is below the fold (the map) stays there until the reader scrolls.
              <div key={key} style={{ minHeight: LATEST_MIN_HEIGHT }}>
                <Suspense fallback={null}>
                  <Block />
                </Suspense>
              </div>
            ))}
          </SimpleGrid>
        </section>
      )}
      {below.map(({ key, Block, minHeight = 0 }) => (
        <NearScreen key={key} minHeight={typeof minHeight === 'number' ? minHeight : minHeight.desk}>
          <Suspense fallback={null}>
            <Block />
          </Suspense>
        </NearScreen>
      ))}
      {entries.length > 0 && (
        <section aria-labelledby="home-entries">
          <Title order={2} size="h3" id="home-entries" mb="md">
            {t('pages.home.entriesTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {entries.map((entry) => {
              const body = (
                <Group wrap="nowrap" align="flex-start">
                  <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                    <entry.icon size={26} stroke={1.6} />
                  </ThemeIcon>
                  <div>
                    <Text fw={600} className={classes.entryTitle}>
                      {t(entry.title)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t(entry.text)}
                    </Text>
                  </div>
                </Group>
              );
              return (
                <Paper key={entry.key} withBorder radius="md" className={classes.entry}>
                  {'to' in entry ? (
                    <Anchor
                      component={Link}
                      to={entry.to}
                      className={classes.entryLink}
                      underline="never"
                      c="inherit"
                    >
                      {body}
                    </Anchor>
                  ) : (
                    <UnstyledButton
                      className={classes.entryLink}
                      onClick={() => entry.action({ languageId })}
                    >
                      {body}
                    </UnstyledButton>
                  )}
                </Paper>
              );
            })}
          </SimpleGrid>
        </section>
      )}
    </Stack>
  );
}
