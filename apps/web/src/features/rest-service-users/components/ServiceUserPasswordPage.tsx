import { restServiceUsersPages } from '@portal/contracts';
import { SetPasswordPage } from '../../../components/SetPasswordPage';
import { serviceUserCalls, useServiceUser } from '../api';

const useUsername = (id: number) => useServiceUser(id).data?.username ?? '';

/** A new password an administrator sets for a REST service's account; its sessions end. */
export function ServiceUserPasswordPage() {
  return (
    <SetPasswordPage
      useUsername={useUsername}
      save={serviceUserCalls.setPassword}
      back={restServiceUsersPages.list.path}
    />
  );
}
