import {
  ActionIcon,
  Anchor,
  Container,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBoot } from '../../lib/boot';
import { webModules } from '../modules';
import classes from './shell.module.css';

const blocks = webModules.flatMap((m) => (m.footerBlock ? [{ id: m.id, Block: m.footerBlock }] : []));
const links = webModules.flatMap((m) => m.footerLinks ?? []).sort((a, b) => a.order - b.order);

/** Newsletter sign-up, useful links and downloads, the portal's partners. */
export function Footer() {
  const { t } = useTranslation();
  const { hosting, municipalityTitle, language, languageId } = useBoot();
  return (
    <footer className={`${classes.footer} on-dark-ground`}>
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xl">
          {blocks.map(({ id, Block }) => (
            <div key={id}>
              <Block />
            </div>
          ))}
          {links.length > 0 && (
            <nav aria-labelledby="footer-links">
              <Title order={2} size="h4" id="footer-links" c="white" mb="xs">
                {t('common.footer.linksTitle')}
              </Title>
              <Stack gap={6} component="ul" className={classes.footerList}>
                {links.map((link) => (
                  <li key={link.key}>
                    {'to' in link ? (
                      <Group gap={6} wrap="nowrap">
                        <Anchor component={Link} to={link.to} className={classes.footerLink}>
                          {t(link.label)}
                        </Anchor>
                        {link.download && (
                          <ActionIcon
                            variant="transparent"
                            size="sm"
                            className={classes.footerLink}
                            onClick={() => link.download!.action({ languageId })}
                            aria-label={t(link.download.label, { name: t(link.label) })}
                            title={t(link.download.label, { name: t(link.label) })}
                          >
                            <IconFileDownload size={18} aria-hidden />
                          </ActionIcon>
                        )}
                      </Group>
                    ) : (
                      <UnstyledButton
                        className={classes.footerLink}
                        onClick={() => link.action({ languageId })}
                      >
                        {t(link.label)}
                      </UnstyledButton>
                    )}
                  </li>
                ))}
              </Stack>
            </nav>
          )}
          {hosting.sponsors.length > 0 && (
            <section aria-labelledby="footer-partners">
              <Title order={2} size="h4" id="footer-partners" c="white" mb="xs">
                {t('common.footer.partners')}
              </Title>
              <ul className={classes.partners}>
                {hosting.sponsors.map((s) => {
                  const logo = <Image src={s.logoUrl} alt={s.name[language]} h={56} w="auto" fit="contain" />;
                  return (
                    <li key={s.id} className={classes.partner}>
                      {s.url ? (
                        <a href={s.url} target="_blank" rel="noopener">
                          {logo}
                        </a>
                      ) : (
                        logo
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
        </SimpleGrid>
        <Text size="sm" mt="xl" c="white" ta="center">
          {t('common.footer.copyright', { year: new Date().getFullYear(), municipality: municipalityTitle })}
        </Text>
      </Container>
    </footer>
  );
}
