import { Button, makeStyles, Subtitle1 } from '@fluentui/react-components';
import type { FocusEvent, ReactNode } from 'react';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { useText } from '../../../i18n/text.tsx';

const useStyles = makeStyles({
  // A fieldset is as wide as its widest content by default (min-width: min-content): without 0 here
  // one wide field made the whole step, and its buttons, wider than the dialog.
  step: {
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
    border: 0,
    margin: 0,
    padding: 0,
    minWidth: 0,
  },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: '8px', justifyContent: 'flex-end', marginTop: '8px' },
});

type Props = {
  readonly index: number;
  readonly count: number;
  readonly title: string;
  readonly last: boolean;
  readonly nextDisabled: boolean;
  readonly busy: boolean;
  readonly onBack: () => void;
  readonly onNext: () => void;
  /** The last step's button, where the wizard names what it sends ('Absenden' otherwise). */
  readonly submitLabel?: MessageId;
  /** The name of the input that has focus, or null when none has (the return fee waits for it). */
  readonly onFocusedField?: (name: string | null) => void;
  readonly children: ReactNode;
};

const nameOf = (event: FocusEvent<HTMLElement>): string | null =>
  event.target instanceof HTMLInputElement ||
  event.target instanceof HTMLTextAreaElement ||
  event.target instanceof HTMLSelectElement
    ? event.target.name || null
    : null;

/** One step of a wizard: counter, title, the step's fields, back and next (submit on the last step). */
export const WizardFrame = (props: Props) => {
  const styles = useStyles();
  const text = useText();
  return (
    // The step is a group named by its title; focus tells the return fee whether a field is in use.
    <fieldset
      aria-label={props.title}
      className={styles.step}
      onFocus={(event) => props.onFocusedField?.(nameOf(event))}
      onBlur={() => props.onFocusedField?.(null)}
    >
      {props.count > 1 ? (
        <span>{text('wizards.step.counter', { step: props.index + 1, count: props.count })}</span>
      ) : null}
      <Subtitle1 as="h3">{props.title}</Subtitle1>
      {props.children}
      <div className={styles.buttons}>
        {props.index > 0 ? (
          <Button disabled={props.busy} onClick={props.onBack}>
            {text('wizards.step.back')}
          </Button>
        ) : null}
        <Button appearance="primary" disabled={props.busy || props.nextDisabled} onClick={props.onNext}>
          {text(props.last ? (props.submitLabel ?? 'wizards.step.submit') : 'wizards.step.next')}
        </Button>
      </div>
    </fieldset>
  );
};
