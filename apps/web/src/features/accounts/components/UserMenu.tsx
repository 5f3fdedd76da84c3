import { Button } from '@mantine/core';
import { Profile, accountsPages } from '@portal/contracts';
import { IconChevronDown, IconKey, IconLogout, IconUserCircle, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LazyMenu } from '../../../components/menus/LazyMenu';
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
  return (
    <LazyMenu
      position="bottom-end"
      withinPortal
      target={
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconUserCircle size={20} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={t('accounts.menu.label', { name })}
        >
          <span className="user-name">{name}</span>
        </Button>
      }
    >
      {(Menu) => (
        <>
          {!anonymous && (
            <>
              <Menu.Item
                component={Link}
                to={accountsPages.basicData.path}
                leftSection={<IconUserCircle size={16} />}
              >
                {t('accounts.menu.changeData')}
              </Menu.Item>
              <Menu.Item
                component={Link}
                to={accountsPages.changePassword.path}
                leftSection={<IconKey size={16} />}
              >
                {t('accounts.menu.changePassword')}
              </Menu.Item>
              <Menu.Item
                component={Link}
                to={accountsPages.deactivate.path}
                leftSection={<IconUserOff size={16} />}
              >
                {t('accounts.menu.deactivate')}
              </Menu.Item>
              <Menu.Divider />
            </>
          )}
          <Menu.Item onClick={logout} leftSection={<IconLogout size={16} />}>
            {t('accounts.menu.logout')}
          </Menu.Item>
        </>
      )}
    </LazyMenu>
  );
}
