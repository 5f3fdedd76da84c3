import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
} from 'react';
import { useTranslation } from '../lib/translation';
import { type BlockerFunction, useBlocker } from '../lib/router';

/**
 * The dialog is loaded once a form on the page has unsaved input (`useLeaveGuard`), not with
 * the shell: every page holds the guard, few a form, and the dialog brings Mantine's modal.
 */
const loadDialog = () => import('./ConfirmDialog');
const ConfirmDialog = lazy(async () => ({ default: (await loadDialog()).ConfirmDialog }));

/** The forms of the page with unsaved input, by the id of their guard. */
type Registry = { dirty: Map<string, boolean>; allowed: Set<string> };

const GuardContext = createContext<Registry | null>(null);

const anyDirty = (registry: Registry) =>
  [...registry.dirty].some(([id, dirty]) => dirty && !registry.allowed.has(id));

/**
 * The page's one guard against losing typed input (a router allows one blocker, and a
 * page may hold several forms): asks before leaving while any form on it has unsaved
 * input, within the app with the portal's own dialog (a menu link, the back button, a
 * breadcrumb), and with the browser's question when the page itself would go (reload,
 * closing the tab, an address typed). Choosing another language does not leave the
 * page (lib/language). The shell's layout holds it; forms use `useLeaveGuard`.
 */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const registry = useMemo<Registry>(() => ({ dirty: new Map(), allowed: new Set() }), []);
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        currentLocation.pathname !== nextLocation.pathname && anyDirty(registry),
      [registry],
    ),
  );
  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (!anyDirty(registry)) return;
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [registry]);
  return (
    <GuardContext.Provider value={registry}>
      {children}
      {blocker.state === 'blocked' && (
        <Suspense fallback={null}>
          <ConfirmDialog
            opened
            title={t('components.leave.title')}
            message={t('components.leave.message')}
            confirmLabel={t('components.leave.confirm')}
            cancelLabel={t('components.leave.cancel')}
            danger
            onCancel={() => blocker.reset?.()}
            onConfirm={() => blocker.proceed?.()}
          />
        </Suspense>
      )}
    </GuardContext.Provider>
  );
}

/**
 * Tells the page's guard whether this form has unsaved input. After a successful save,
 * call `allowLeave()` before navigating away.
 */
export function useLeaveGuard(dirty: boolean): { allowLeave: () => void } {
  const registry = useContext(GuardContext);
  const id = useId();
  useEffect(() => {
    registry?.dirty.set(id, dirty);
    // Fetched while the person types, so that it opens at once when they leave.
    if (dirty) void loadDialog();
  }, [registry, id, dirty]);
  useEffect(
    () => () => {
      registry?.dirty.delete(id);
      registry?.allowed.delete(id);
    },
    [registry, id],
  );
  return {
    allowLeave: () => {
      registry?.allowed.add(id);
    },
  };
}
