import { makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import {
  CUSTOMER_SERVICE_MAILBOX,
  type ContactMessageForm as Form,
} from '../../../../../../core/account/contact-message.ts';
import { Hotline } from '../../../components/Hotline.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { useText } from '../../../i18n/text.tsx';
import { ContactMessageForm } from './ContactMessageForm.tsx';

const useStyles = makeStyles({
  chat: { display: 'flex', flexDirection: 'column', gap: '16px' },
  log: {
    listStyle: 'none',
    margin: 0,
    padding: '12px',
    display: 'flex',
    flexDirection: 'column',
    gap: '8px',
    maxHeight: '320px',
    overflowY: 'auto',
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusLarge,
  },
  bubble: {
    maxWidth: '85%',
    padding: '8px 12px',
    borderRadius: tokens.borderRadiusXLarge,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
  service: {
    alignSelf: 'flex-start',
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  customer: {
    alignSelf: 'flex-end',
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  author: { display: 'block', fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightSemibold },
});

/** The service's lines are catalogue texts (they follow the locale switch); the customer's are as typed. */
type Message =
  | { readonly from: 'service'; readonly id: MessageId; readonly values?: Record<string, string> }
  | { readonly from: 'customer'; readonly text: string };

/**
 * The chat without a chat vendor (consumer spec §2 "Chat widget"; business spec §5 "Chat form"): a
 * conversation with customer service in the shape of a chat — a greeting, the customer's questions
 * as they are written, and the answer of how they reach the service — over the contact form
 * (required entries, a valid e-mail, 10 to 1,000 characters). A question goes out as an e-mail the
 * customer's mail program opens, prepared; the service answers by e-mail. The hotline stays below.
 */
export const ContactChat = () => {
  const styles = useStyles();
  const text = useText();
  const [messages, setMessages] = useState<readonly Message[]>([
    { from: 'service', id: 'chat.conversation.greeting' },
  ]);
  const sent = (form: Form) =>
    setMessages((current) => [
      ...current,
      { from: 'customer', text: form.message.trim() },
      {
        from: 'service',
        id: 'chat.conversation.prepared',
        values: { name: form.name.trim(), mailbox: CUSTOMER_SERVICE_MAILBOX, email: form.email.trim() },
      },
    ]);
  return (
    <div className={styles.chat}>
      {/* The log announces new messages; the list inside keeps them a list for screen readers. */}
      <div role="log" aria-label={text('chat.conversation.title')}>
        <ol className={styles.log}>
          {messages.map((message, index) => (
            <li
              // The conversation only grows; a message keeps its place.
              // biome-ignore lint/suspicious/noArrayIndexKey: messages are appended, never reordered
              key={index}
              className={`${styles.bubble} ${styles[message.from]}`}
              data-from={message.from}
            >
              <span className={styles.author}>
                {text(message.from === 'service' ? 'chat.conversation.service' : 'chat.conversation.you')}
              </span>
              {message.from === 'service' ? text(message.id, message.values) : message.text}
            </li>
          ))}
        </ol>
      </div>
      <ContactMessageForm onSent={sent} />
      <Hotline />
    </div>
  );
};
