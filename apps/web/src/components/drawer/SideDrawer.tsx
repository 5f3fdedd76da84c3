import { IconX } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import classes from './SideDrawer.module.css';

/**
 * A panel from the side of the screen over the page (the phone's menu), as the browser's own
 * modal dialog: the page behind is inert and does not scroll, the focus stays in the panel and
 * returns to what opened it, Escape and a tap beside the panel close it. No script beyond this
 * file: the phone's menu opens on the first tap without waiting for a library to load.
 */
export function SideDrawer({
  opened,
  onClose,
  title,
  closeLabel,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The close button's name (it shows only a cross). */
  closeLabel: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (opened && !dialog.open) dialog.showModal();
    if (!opened && dialog.open) dialog.close();
  }, [opened]);

  return (
    <dialog
      ref={ref}
      className={classes.drawer}
      aria-labelledby={titleId}
      // Escape, the close button and `close()` all end here; the owner's state follows.
      onClose={onClose}
      onClick={(event) => {
        // A tap on the backdrop is a click on the dialog itself, outside its box.
        const dialog = ref.current;
        if (!dialog || event.target !== dialog) return;
        const box = dialog.getBoundingClientRect();
        const inside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom;
        if (!inside) dialog.close();
      }}
    >
      <div className={classes.header}>
        <h2 id={titleId} className={classes.title}>
          {title}
        </h2>
        <button
          type="button"
          className={classes.close}
          aria-label={closeLabel}
          onClick={() => ref.current?.close()}
        >
          <IconX size={20} aria-hidden />
        </button>
      </div>
      <div className={classes.body}>{children}</div>
    </dialog>
  );
}
