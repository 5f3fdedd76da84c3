import { Group } from '@mantine/core';
import { type LanguageKey, languageKeyById } from '@portal/contracts';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from '../../lib/translation';
import { LightButton } from '../../components/LightButton';
import { DropdownMenu } from '../../components/menus/DropdownMenu';
import { chooseLanguage, htmlLang } from '../../lib/language';
import { useBoot } from '../../lib/boot';
import classes from './shell.module.css';

/**
 * The active languages, each named in itself. Choosing one keeps it in the browser
 * and reloads the page. On narrow screens the choice folds into a menu.
 */
export function LanguageBar() {
  const { t } = useTranslation();
  const { languages, language } = useBoot();
  const items = languages.map((l) => ({
    ...l,
    key: languageKeyById[l.id as keyof typeof languageKeyById] as LanguageKey,
  }));
  const current = items.find((l) => l.key === language);
  return (
    <nav aria-label={t('common.languageBar.label')}>
      <Group gap={4} className={classes.languagesWide}>
        {items.map((l) => (
          <LightButton
            key={l.id}
            size="compact"
            variant={l.key === language ? 'filled' : 'subtle'}
            lang={htmlLang[l.key]}
            aria-current={l.key === language ? 'true' : undefined}
            onClick={() => l.key !== language && chooseLanguage(l.key)}
          >
            {l.name}
          </LightButton>
        ))}
      </Group>
      <DropdownMenu
        align="end"
        target={
          <LightButton
            size="compact"
            variant="subtle"
            className={classes.languagesNarrow}
            leftSection={<IconLanguage size={16} aria-hidden />}
            // The code shown is part of the name too (not in parentheses): what is seen is what is said.
            aria-label={`${t('common.languageBar.label')}: ${current?.name ?? ''}, ${t('common.languageBar.code')}`}
          >
            {/* A phone's top bar has room for the code alone ("BS", "СР"); the name is in the label. */}
            {t('common.languageBar.code')}
          </LightButton>
        }
        entries={items.map((l) => ({
          kind: 'action' as const,
          key: String(l.id),
          label: l.name,
          lang: htmlLang[l.key],
          onSelect: () => {
            if (l.key !== language) chooseLanguage(l.key);
          },
        }))}
      />
    </nav>
  );
}
