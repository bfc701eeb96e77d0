import { Button, Field, Input, makeStyles, Textarea } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  type ContactMessageField,
  contactMessageMail,
  type ContactMessageForm as Form,
  validateContactMessage,
} from '../../../../../../core/account/contact-message.ts';
import { mailtoOf } from '../../../../../../core/shared/mailto.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import { useText } from '../../../i18n/text.tsx';
import { useSession } from '../../../lib/session.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '12px', alignItems: 'stretch' },
  send: { alignSelf: 'flex-start' },
});

const LIMITS: Record<ContactMessageField, { min: number; max: number }> = {
  name: { min: 1, max: CONTACT_NAME_MAX_LENGTH },
  email: { min: 1, max: 254 },
  message: { min: CONTACT_MESSAGE_MIN_LENGTH, max: CONTACT_MESSAGE_MAX_LENGTH },
};

/**
 * The chat's contact form (business spec §5 "Chat form"): name, e-mail and question, each required,
 * the e-mail valid, the question 10 to 1,000 characters (core's validateContactMessage). Checked
 * when sent and, once a field has been left, as it is typed; a valid form opens the e-mail to
 * customer service in the user's mail program, written for them.
 */
export const ContactMessageForm = ({ onSent }: { readonly onSent?: (form: Form) => void } = {}) => {
  const text = useText();
  const styles = useStyles();
  const { browser } = useServices();
  const { data: user } = useSession();
  const [form, setForm] = useState<Form>({ name: user?.name ?? '', email: user?.email ?? '', message: '' });
  const [touched, setTouched] = useState<ReadonlySet<ContactMessageField>>(new Set());
  const errors = validateContactMessage(form);
  const errorOf = (field: ContactMessageField): string | undefined => {
    const error = touched.has(field) ? errors[field] : undefined;
    if (!error) return undefined;
    if (error.code === 'email_invalid') return text('validation.emailInvalid');
    if (error.code === 'too_short') return text('chat.contact.tooShort', { count: LIMITS[field].min });
    if (error.code === 'too_long') return text('chat.contact.tooLong', { count: LIMITS[field].max });
    return text('validation.required');
  };
  const set = (field: ContactMessageField, value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const leave = (field: ContactMessageField) => setTouched((current) => new Set(current).add(field));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(new Set(['name', 'email', 'message']));
    if (Object.keys(errors).length > 0) return;
    browser.assign(mailtoOf(contactMessageMail(form)));
    onSent?.(form);
    // The next question starts empty; name and e-mail stay for it.
    setForm((current) => ({ ...current, message: '' }));
    setTouched(new Set());
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={text('chat.contact.title')}>
      <Field label={text('chat.contact.name')} validationMessage={errorOf('name')} required>
        <Input
          autoComplete="name"
          value={form.name}
          onChange={(_, data) => set('name', data.value)}
          onBlur={() => leave('name')}
        />
      </Field>
      <Field label={text('chat.contact.email')} validationMessage={errorOf('email')} required>
        <Input
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={(_, data) => set('email', data.value)}
          onBlur={() => leave('email')}
        />
      </Field>
      <Field
        label={text('chat.contact.message')}
        validationMessage={errorOf('message')}
        hint={text('chat.contact.count', {
          count: form.message.trim().length,
          max: CONTACT_MESSAGE_MAX_LENGTH,
        })}
        required
      >
        <Textarea
          value={form.message}
          resize="vertical"
          onChange={(_, data) => set('message', data.value)}
          onBlur={() => leave('message')}
        />
      </Field>
      <Button className={styles.send} type="submit" appearance="primary">
        {text('chat.contact.send')}
      </Button>
    </form>
  );
};
