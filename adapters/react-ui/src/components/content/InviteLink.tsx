import { Button, Field, Input, makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { Text, useText } from '../../i18n/text.tsx';

const useStyles = makeStyles({
  row: { display: 'flex', gap: '8px', flexWrap: 'wrap', alignItems: 'end' },
  input: { minWidth: '320px', flexGrow: 1 },
});

type Shared = 'copied' | 'copyFailed' | undefined;

/**
 * The invite link with copy and share (consumer spec §2 "referral promo (invite link with copy or
 * share button)"). Without the Web Share API, sharing falls back to an e-mail, so the button always
 * does something.
 */
export const InviteLink = ({
  link,
  copyLabel,
  shareLabel,
}: {
  link: string;
  /** The content's button texts, where it gives them. */
  copyLabel?: string | undefined;
  shareLabel?: string | undefined;
}) => {
  const styles = useStyles();
  const text = useText();
  const [shared, setShared] = useState<Shared>();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setShared('copied');
    } catch {
      setShared('copyFailed');
    }
  };
  const shareText = text('referral.share.text');
  const canShare = typeof navigator.share === 'function';
  const share = async () => {
    try {
      await navigator.share({ title: text('referral.share.title'), text: shareText, url: link });
    } catch {
      // The customer closed the share sheet: nothing to report.
    }
  };
  const mailto = `mailto:?subject=${encodeURIComponent(text('referral.share.title'))}&body=${encodeURIComponent(`${shareText} ${link}`)}`;
  return (
    <div className={styles.row}>
      <Field
        className={styles.input}
        label={text('referral.link.label')}
        {...(shared === 'copied'
          ? { validationState: 'success' as const, validationMessage: text('referral.link.copied') }
          : shared === 'copyFailed'
            ? { validationState: 'error' as const, validationMessage: text('referral.link.copyFailed') }
            : {})}
      >
        <Input readOnly value={link} />
      </Field>
      <Button appearance="primary" onClick={() => void copy()}>
        {copyLabel ?? <Text id="referral.link.copy" />}
      </Button>
      {canShare ? (
        <Button onClick={() => void share()}>{shareLabel ?? <Text id="referral.link.share" />}</Button>
      ) : (
        <Button as="a" href={mailto}>
          {shareLabel ?? <Text id="referral.link.share" />}
        </Button>
      )}
    </div>
  );
};
