import { usersPages } from '@portal/contracts';
import { SetPasswordPage } from '../../../components/SetPasswordPage';
import { userCalls, useUser } from '../api';

const useUsername = (id: number) => useUser(id).data?.username ?? '';

/** A new password an administrator sets for a person's account; its sessions end. */
export function UserPasswordPage() {
  return (
    <SetPasswordPage useUsername={useUsername} save={userCalls.setPassword} back={usersPages.list.path} />
  );
}
