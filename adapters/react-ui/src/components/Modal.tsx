import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { useText } from '../i18n/text.tsx';

/** Consumer spec §2 and §9: a closed modal stays mounted for 250 ms (its closing animation), then goes. */
export const MODAL_UNMOUNT_DELAY_MS = 250;

/** Whether something that was open should still be rendered: until the delay after closing. */
export const useDelayedUnmount = (open: boolean, delayMs: number = MODAL_UNMOUNT_DELAY_MS): boolean => {
  const [mounted, setMounted] = useState(open);
  useEffect(() => {
    if (open) {
      setMounted(true);
      return;
    }
    const timer = setTimeout(() => setMounted(false), delayMs);
    return () => clearTimeout(timer);
  }, [open, delayMs]);
  return open || mounted;
};

/**
 * False in the render that hydrates the page (and in any first render), true from the render after
 * it. A dialog is a portal, which neither the server renders nor React hydrates: one open from the
 * start opens once the page has hydrated. Set in an effect as a transition, so that the dialog's
 * opening is a render React slices, and its passive effects — Fluent's focus on its first element,
 * which asks tabster for it and lays the page out — run in a task of their own instead of in one
 * synchronous task with the hydration's commit (docs/ui/hydration.md "The hydration's commit").
 */
const useOpenable = (): boolean => {
  const [openable, setOpenable] = useState(false);
  useEffect(() => {
    startTransition(() => setOpenable(true));
  }, []);
  return openable;
};

type Props = {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: ReactNode;
  readonly children: ReactNode;
  readonly actions?: ReactNode;
};

/**
 * A dialog whose content unmounts 250 ms after it closed. The Fluent Dialog itself stays mounted and
 * plays its closing motion: removing it while it closes would leave the page hidden from assistive
 * technology (the focus trap gives the rest of the page back only as the dialog finishes closing).
 */
export const Modal = ({ open, onClose, title, children, actions }: Props) => {
  const mounted = useDelayedUnmount(open);
  const text = useText();
  const openable = useOpenable();
  return (
    <Dialog open={open && openable} onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface aria-label={typeof title === 'string' ? title : undefined}>
        {mounted ? (
          <DialogBody>
            <DialogTitle
              action={
                <Button appearance="subtle" aria-label={text('app.modal.close')} onClick={onClose}>
                  ×
                </Button>
              }
            >
              {title}
            </DialogTitle>
            <DialogContent>{children}</DialogContent>
            {actions ? <DialogActions>{actions}</DialogActions> : null}
          </DialogBody>
        ) : null}
      </DialogSurface>
    </Dialog>
  );
};
