import type { Menu as MantineMenu, MenuProps } from '@mantine/core';
import {
  cloneElement,
  type ReactElement,
  type ReactNode,
  type Ref,
  useEffect,
  useRef,
  useState,
} from 'react';
import { lazyKit, whenIdle } from '../../lib/lazy-kit';

/** Mantine's Menu, Popover and floating-ui (~15 kB gzip): loaded when a menu is first pointed at, focused or opened. */
export const menuKit = lazyKit(() => import('./kit'));

type Props = Omit<MenuProps, 'children' | 'defaultOpened' | 'opened' | 'onChange'> & {
  /** The button that opens the menu (a Mantine Button or UnstyledButton). */
  target: ReactElement<{ ref?: Ref<HTMLElement> }>;
  /** The entries, drawn with the loaded Menu (`Menu.Item`, `Menu.Label`, `Menu.Divider`). */
  children: (menu: typeof MantineMenu) => ReactNode;
  dropdownClassName?: string;
};

/**
 * A Mantine Menu whose code is not in the first load (decision 0017): it is fetched when the
 * browser is idle, or on first use. Until then its button is drawn alone, saying it opens a
 * menu; pointing at it or focusing it starts the load, and a click (or, for a hover menu, the pointer still on it) opens the menu once the
 * code is in. Focus stays on the button when it is swapped for the menu's own.
 */
export function LazyMenu({ target, children, dropdownClassName, ...menuProps }: Props) {
  const kit = menuKit.use();
  const [clicked, setClicked] = useState(false);
  const [pointedAt, setPointedAt] = useState(false);
  const [focused, setFocused] = useState(false);
  const [button, setButton] = useState<HTMLElement | null>(null);
  // Fetched once the browser is idle after the page's first work, so that a menu opens at once.
  useEffect(() => whenIdle(menuKit.preload), []);
  const opensOnHover = menuProps.trigger === 'hover' || menuProps.trigger === 'click-hover';
  const openAtOnce = clicked || (opensOnHover && pointedAt);

  // Opened by its own state once the code is in: the menu is first drawn closed beside its
  // button, then opened in the next frame as a click opens it, so the dropdown is placed
  // before it shows (opened at once, it showed where it was first drawn).
  const [opened, setOpened] = useState(false);
  const openedOnArrival = useRef(false);
  useEffect(() => {
    if (!kit || !openAtOnce || openedOnArrival.current) return;
    const frame = requestAnimationFrame(() => {
      openedOnArrival.current = true;
      setOpened(true);
    });
    return () => cancelAnimationFrame(frame);
  }, [kit, openAtOnce]);

  // The menu's own button replaces this one when the code comes: keep the focus on it.
  useEffect(() => {
    if (kit && button && focused && !openAtOnce) button.focus();
  }, [kit, button, focused, openAtOnce]);

  if (!kit) {
    return cloneElement(target, {
      ref: setButton,
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerEnter: () => {
        setPointedAt(true);
        menuKit.preload();
      },
      onPointerLeave: () => setPointedAt(false),
      onFocus: () => {
        setFocused(true);
        menuKit.preload();
      },
      onBlur: () => setFocused(false),
      onClick: () => {
        setClicked(true);
        menuKit.preload();
      },
    } as Record<string, unknown>);
  }
  const { Menu } = kit;
  return (
    <Menu {...menuProps} opened={opened} onChange={setOpened}>
      <Menu.Target>{cloneElement(target, { ref: setButton })}</Menu.Target>
      <Menu.Dropdown className={dropdownClassName}>{children(Menu)}</Menu.Dropdown>
    </Menu>
  );
}
