import {
  cloneElement,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { NavLink } from '../../lib/router';
import classes from './DropdownMenu.module.css';

/** An entry of a drop-down menu: a link or an action. */
export type MenuItem =
  | { kind: 'link'; key: string; label: ReactNode; to: string; icon?: ReactNode }
  | { kind: 'action'; key: string; label: ReactNode; onSelect: () => void; icon?: ReactNode; lang?: string };

/** A line of a drop-down menu: an entry, a group of entries under a caption, or a rule between entries. */
export type MenuEntry =
  | MenuItem
  | { kind: 'group'; key: string; label: ReactNode; items: MenuItem[] }
  | { kind: 'divider'; key: string };

type Props = {
  /** The button that opens the menu (a Mantine Button or UnstyledButton, or a plain button). */
  target: ReactElement<{ ref?: Ref<HTMLElement> }>;
  entries: MenuEntry[];
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'end';
  /** A mouse resting on the button opens the menu too (the menu bar's sections); a tap or a click always does. */
  openOnHover?: boolean;
  className?: string;
};

const HOVER_OPEN_MS = 50;
const HOVER_CLOSE_MS = 150;
const GAP = 4;
const MARGIN = 8;

/**
 * A menu button and its drop-down, in the shell's own few lines (decision 0017): nothing to
 * load before it opens, on a phone's first tap as on a mouse's first click. It follows the
 * ARIA menu button pattern: the button says it opens a menu and whether it is open; Enter,
 * Space and the down arrow open it on its first entry, the up arrow on its last; the arrows,
 * Home and End move through the entries; Escape closes it and gives the focus back to the
 * button (wherever the focus is), Tab closes it and moves on from the button; a click or tap
 * beside it, or the focus going elsewhere, closes it. The drop-down is drawn over the page (in a portal), below the button, kept inside the window.
 */
export function DropdownMenu({ target, entries, align = 'start', openOnHover = false, className }: Props) {
  const [opened, setOpened] = useState(false);
  const [button, setButton] = useState<HTMLElement | null>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const buttonId = useId();
  /** Opened by the mouse resting on it (closes when the mouse leaves), or by a click, tap or key. */
  const byHover = useRef(false);
  const hoverTimer = useRef<number | undefined>(undefined);
  /** The entry to focus once the menu is drawn: the first, the last, or none (opened by the mouse resting on it). */
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  const clearHover = () => window.clearTimeout(hoverTimer.current);
  useEffect(() => clearHover, []);

  const open = useCallback((focus: 'first' | 'last' | null, hover = false) => {
    window.clearTimeout(hoverTimer.current);
    focusOnOpen.current = focus;
    byHover.current = hover;
    setOpened(true);
  }, []);
  const close = useCallback(
    (returnFocus: boolean) => {
      window.clearTimeout(hoverTimer.current);
      setOpened(false);
      if (returnFocus) button?.focus();
    },
    [button],
  );

  /** The mouse left the button or the menu: a menu it opened closes, unless it comes back at once. */
  const leftByMouse = useCallback(
    (event: { pointerType: string }) => {
      if (event.pointerType !== 'mouse') return;
      window.clearTimeout(hoverTimer.current);
      if (byHover.current) hoverTimer.current = window.setTimeout(() => close(false), HOVER_CLOSE_MS);
    },
    [close],
  );

  const focusItem = useCallback((which: 'first' | 'last' | 'next' | 'previous') => {
    const all = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    if (!all.length) return;
    const at = all.indexOf(document.activeElement as HTMLElement);
    const index =
      which === 'first'
        ? 0
        : which === 'last'
          ? all.length - 1
          : which === 'next'
            ? (at + 1) % all.length
            : (at - 1 + all.length) % all.length;
    all[index]!.focus();
  }, []);

  // Placed below the button before it is painted, kept inside the window, and again when the page scrolls or the window changes.
  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!opened || !menu || !button) return;
    const place = () => {
      const anchor = button.getBoundingClientRect();
      const width = menu.offsetWidth;
      const room = document.documentElement.clientWidth;
      const wanted = align === 'end' ? anchor.right - width : anchor.left;
      const left = Math.max(MARGIN, Math.min(wanted, room - width - MARGIN));
      menu.style.left = `${left}px`;
      menu.style.top = `${anchor.bottom + GAP}px`;
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [opened, button, align]);

  // The focus goes into the menu once it is drawn, when a click, tap or key opened it.
  useEffect(() => {
    if (!opened || !focusOnOpen.current) return;
    focusItem(focusOnOpen.current);
    focusOnOpen.current = null;
  }, [opened, focusItem]);

  // A click or tap anywhere but the button and the menu closes it, the focus left where it goes;
  // so does the focus moving elsewhere (a page that focuses its heading once drawn), and Escape
  // wherever the focus is.
  useEffect(() => {
    if (!opened) return;
    const within = (at: EventTarget | null) =>
      at instanceof Node && (menuRef.current?.contains(at) || button?.contains(at));
    const outside = (event: Event) => {
      if (!within(event.target)) close(false);
    };
    const escape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      close(within(document.activeElement) ?? false);
    };
    document.addEventListener('pointerdown', outside, true);
    document.addEventListener('focusin', outside, true);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      document.removeEventListener('focusin', outside, true);
      document.removeEventListener('keydown', escape);
    };
  }, [opened, button, close]);

  // The button's own events, listened to on it (it is the caller's element): a click or tap
  // opens or closes the menu, the arrows open it on its first or last entry, a mouse resting
  // on it opens a hover menu.
  useEffect(() => {
    if (!button) return;
    const onClick = () => {
      // Opened by the mouse resting on it, a click keeps it open (and no longer closes it when the mouse leaves).
      if (opened && byHover.current) byHover.current = false;
      else if (opened) close(false);
      else open('first');
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const which = event.key === 'ArrowDown' ? 'first' : 'last';
        if (opened) focusItem(which);
        else open(which);
      } else if (event.key === 'Escape' && opened) {
        event.preventDefault();
        close(true);
      }
    };
    const onPointerEnter = (event: globalThis.PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      clearHover();
      if (!opened) hoverTimer.current = window.setTimeout(() => open(null, true), HOVER_OPEN_MS);
    };
    button.addEventListener('click', onClick);
    button.addEventListener('keydown', onKeyDown);
    if (openOnHover) {
      button.addEventListener('pointerenter', onPointerEnter);
      button.addEventListener('pointerleave', leftByMouse);
    }
    return () => {
      button.removeEventListener('click', onClick);
      button.removeEventListener('keydown', onKeyDown);
      button.removeEventListener('pointerenter', onPointerEnter);
      button.removeEventListener('pointerleave', leftByMouse);
    };
  }, [button, opened, openOnHover, open, close, focusItem, leftByMouse]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, 'first' | 'last' | 'next' | 'previous'> = {
      ArrowDown: 'next',
      ArrowUp: 'previous',
      Home: 'first',
      End: 'last',
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      focusItem(move);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      // From the button the browser moves on, forwards or back, as if the menu had not been opened.
      close(true);
    }
  };

  const trigger = cloneElement(target, {
    ref: setButton,
    id: buttonId,
    'aria-haspopup': 'menu',
    'aria-expanded': opened,
    'aria-controls': opened ? menuId : undefined,
  } as Record<string, unknown>);

  const select = (entry: MenuItem) => {
    if (entry.kind === 'action') {
      close(true);
      entry.onSelect();
    } else close(false);
  };

  const item = (entry: MenuItem) =>
    entry.kind === 'link' ? (
      <NavLink
        key={entry.key}
        to={entry.to}
        role="menuitem"
        tabIndex={-1}
        className={classes.item}
        onClick={() => select(entry)}
      >
        {entry.icon && <span className={classes.icon}>{entry.icon}</span>}
        {entry.label}
      </NavLink>
    ) : (
      <button
        key={entry.key}
        type="button"
        role="menuitem"
        tabIndex={-1}
        lang={entry.lang}
        className={classes.item}
        onClick={() => select(entry)}
      >
        {entry.icon && <span className={classes.icon}>{entry.icon}</span>}
        {entry.label}
      </button>
    );

  const menu = opened
    ? createPortal(
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={`${classes.menu} ${className ?? ''}`}
          onKeyDown={onMenuKeyDown}
          {...(openOnHover ? { onPointerEnter: clearHover, onPointerLeave: leftByMouse } : {})}
        >
          {entries.map((entry) => {
            if (entry.kind === 'divider')
              return <div key={entry.key} role="separator" className={classes.divider} />;
            if (entry.kind !== 'group') return item(entry);
            const captionId = `${menuId}-${entry.key}`;
            return (
              <div key={entry.key} role="group" aria-labelledby={captionId}>
                <div id={captionId} className={classes.caption}>
                  {entry.label}
                </div>
                {entry.items.map(item)}
              </div>
            );
          })}
        </div>,
        document.body,
      )
    : null;

  return (
    <>
      {trigger}
      {menu}
    </>
  );
}
