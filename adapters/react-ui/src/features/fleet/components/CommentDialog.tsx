import { Button, Field, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { COMMENT_MAX_LENGTH } from '../../../../../../core/fleet/orders.ts';
import { Modal } from '../../../components/Modal.tsx';
import { Text, useText } from '../../../i18n/text.tsx';
import { useCommentOnOrder } from '../api/fleet-writes.ts';

/** A comment on the order for the account manager (1 to 1,000 characters, as the BFF checks). */
export const CommentDialog = ({
  orderId,
  open,
  onClose,
  onSent,
}: {
  orderId: string;
  open: boolean;
  onClose: () => void;
  onSent: () => void;
}) => {
  const text = useText();
  const send = useCommentOnOrder();
  const [comment, setComment] = useState('');
  const [checked, setChecked] = useState(false);
  const problem =
    comment.trim() === ''
      ? text('fleet.order.comment.required')
      : comment.length > COMMENT_MAX_LENGTH
        ? text('fleet.order.comment.tooLong')
        : undefined;
  const shownProblem = checked ? problem : undefined;
  const submit = () => {
    setChecked(true);
    if (problem) return;
    send.mutate(
      { id: orderId, comment },
      {
        onSuccess: () => {
          setComment('');
          setChecked(false);
          onSent();
        },
      },
    );
  };
  const failure = send.isError ? text('fleet.order.error.generic') : undefined;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={text('fleet.order.comment.title')}
      actions={
        <>
          <Button appearance="primary" onClick={submit} disabled={send.isPending}>
            <Text id="fleet.order.comment.submit" />
          </Button>
          <Button onClick={onClose}>
            <Text id="fleet.order.dialog.cancel" />
          </Button>
        </>
      }
    >
      <Field
        label={text('fleet.order.comment.label')}
        validationMessage={shownProblem ?? failure}
        validationState={shownProblem || failure ? 'error' : 'none'}
      >
        <Textarea value={comment} resize="vertical" onChange={(_, data) => setComment(data.value)} />
      </Field>
    </Modal>
  );
};
