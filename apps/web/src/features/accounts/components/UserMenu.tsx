import { Profile, accountsPages } from '@portal/contracts';
import { IconChevronDown, IconKey, IconLogout, IconUserCircle, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translation';
import { useNavigate } from '../../../lib/router';
import { LightButton } from '../../../components/LightButton';
import { DropdownMenu, type MenuEntry } from '../../../components/menus/DropdownMenu';
import { useSession } from '../../../lib/auth';
import { toaster } from '../../../lib/toast';
import { endSession } from '../api';

/**
 * The signed-in person's menu in the top bar: own data, password, deactivation, and
 * logout. An anonymous citizen has no data to change: only logout.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  if (!session) return null;
  const anonymous = session.user.profileId === Profile.AnonymousCitizen;
  const name = anonymous ? t('accounts.menu.anonymous') : session.user.username;
  const logout = async () => {
    await endSession();
    toaster.show(t('messages.logout_success'), { kind: 'success' });
    navigate('/home');
  };
  const own: MenuEntry[] = [
    {
      kind: 'link',
      key: 'data',
      to: accountsPages.basicData.path,
      icon: <IconUserCircle size={16} aria-hidden />,
      label: t('accounts.menu.changeData'),
    },
    {
      kind: 'link',
      key: 'password',
      to: accountsPages.changePassword.path,
      icon: <IconKey size={16} aria-hidden />,
      label: t('accounts.menu.changePassword'),
    },
    {
      kind: 'link',
      key: 'deactivate',
      to: accountsPages.deactivate.path,
      icon: <IconUserOff size={16} aria-hidden />,
      label: t('accounts.menu.deactivate'),
    },
    { kind: 'divider', key: 'divider' },
  ];
  return (
    <DropdownMenu
      align="end"
      target={
        <LightButton
          variant="subtle"
          size="compact"
          leftSection={<IconUserCircle size={20} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={t('accounts.menu.label', { name })}
        >
          <span className="user-name">{name}</span>
        </LightButton>
      }
      entries={[
        ...(anonymous ? [] : own),
        {
          kind: 'action',
          key: 'logout',
          icon: <IconLogout size={16} aria-hidden />,
          label: t('accounts.menu.logout'),
          onSelect: () => void logout(),
        },
      ]}
    />
  );
}
