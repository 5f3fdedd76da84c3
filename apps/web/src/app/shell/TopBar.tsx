import { Anchor, Container, Group, Image, Text } from '@mantine/core';
import { getPortalLogo } from '@portal/contracts';
import { IconLogin2 } from '@tabler/icons-react';
import { useTranslation } from '../../lib/translation';
import { Link } from '../../lib/router';
import { useSession } from '../../lib/auth';
import { useBoot } from '../../lib/boot';
import { webModules } from '../modules';
import { LanguageBar } from './LanguageBar';
import classes from './shell.module.css';

const signInPath = webModules.find((m) => m.signInPath)?.signInPath;
const UserMenu = webModules.find((m) => m.topBarUser)?.topBarUser;

/**
 * Logo (to the external citizen portal, when configured), coat of arms and name
 * (to the home page), the login icon or the signed-in person's menu, the language bar.
 */
export function TopBar() {
  const { t } = useTranslation();
  const { hosting, municipalityTitle } = useBoot();
  const session = useSession();
  const logo = <Image src={getPortalLogo.path} alt="" w={40} h={40} />;
  return (
    <header className={classes.topBar}>
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap" gap="sm" py={8}>
          <Group gap="sm" wrap="nowrap" className={classes.identity}>
            {hosting.citizenPortalUrl ? (
              <Anchor
                href={hosting.citizenPortalUrl}
                target="_blank"
                rel="noopener"
                aria-label={`${t('common.topBar.logoLink')} (${t('common.shell.opensInNewWindow')})`}
                className={classes.logo}
              >
                {logo}
              </Anchor>
            ) : (
              <span className={classes.logo}>{logo}</span>
            )}
            <Anchor component={Link} to="/home" underline="never" className={classes.home}>
              <Image src={hosting.municipality.coatOfArmsUrl} alt="" w={40} h={46} fit="contain" />
              <span>
                <Text component="span" fw={700} className={classes.municipalityName}>
                  {municipalityTitle}
                </Text>
                <Text component="span" size="xs" className={classes.brand}>
                  {t('common.brand.name')} · {t('common.brand.tagline')}
                </Text>
              </span>
            </Anchor>
          </Group>
          <Group gap="xs" wrap="nowrap" className={classes.controls}>
            {session && UserMenu ? <UserMenu /> : null}
            {!session && signInPath ? (
              <Anchor
                component={Link}
                to={signInPath}
                aria-label={t('common.topBar.login')}
                className={classes.login}
              >
                <IconLogin2 size={24} aria-hidden />
              </Anchor>
            ) : null}
            <LanguageBar />
          </Group>
        </Group>
      </Container>
    </header>
  );
}
