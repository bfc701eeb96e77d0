import { Button, Checkbox, Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import {
  type NewsletterForm as Form,
  NEWSLETTER_NAME_MAX_LENGTH,
  type NewsletterField,
  validateNewsletterForm,
} from '../../../../../../core/account/newsletter.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useText } from '../../../i18n/text.tsx';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter.ts';

const EMPTY: Form = { firstname: '', lastname: '', email: '', consent: false };

/** core/shared/validation's codes in the catalogue's words. */
const messageOf = (code: string): MessageId =>
  code === 'email_invalid'
    ? 'validation.emailInvalid'
    : code === 'too_long'
      ? 'newsletter.form.tooLong'
      : 'validation.required';

/**
 * The newsletter form (consumer spec §3, §5, §8): first name, last name, e-mail and consent, all
 * required (core's validateNewsletterForm); success and failure ("Ups, etwas ist schiefgelaufen.")
 * are shown in place.
 */
export const NewsletterForm = () => {
  const text = useText();
  const subscribe = useSubscribeNewsletter();
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<NewsletterField, MessageId>>>({});
  const set = <K extends NewsletterField>(field: K, value: Form[K]) =>
    setForm((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewsletterForm(form);
    setErrors(
      Object.fromEntries(
        Object.entries(found).map(([field, error]) => [field, messageOf(error?.code ?? 'required')]),
      ),
    );
    if (Object.keys(found).length > 0) return;
    subscribe.mutate({
      firstname: form.firstname.trim(),
      lastname: form.lastname.trim(),
      email: form.email.trim(),
      consent: form.consent,
    });
  };

  if (subscribe.isSuccess)
    return (
      <MessageBar intent="success">
        <MessageBarBody>
          <Text id="newsletter.form.success" />
        </MessageBarBody>
      </MessageBar>
    );

  const errorOf = (field: NewsletterField) => {
    const id = errors[field];
    return id ? text(id) : undefined;
  };
  return (
    <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: '12px' }}>
      {subscribe.isError ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            <Text id="newsletter.form.failure" />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <Field label={text('newsletter.form.firstname')} validationMessage={errorOf('firstname')} required>
        <Input
          autoComplete="given-name"
          maxLength={NEWSLETTER_NAME_MAX_LENGTH}
          value={form.firstname}
          onChange={(_, data) => set('firstname', data.value)}
        />
      </Field>
      <Field label={text('newsletter.form.lastname')} validationMessage={errorOf('lastname')} required>
        <Input
          autoComplete="family-name"
          maxLength={NEWSLETTER_NAME_MAX_LENGTH}
          value={form.lastname}
          onChange={(_, data) => set('lastname', data.value)}
        />
      </Field>
      <Field label={text('newsletter.form.email')} validationMessage={errorOf('email')} required>
        <Input
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={(_, data) => set('email', data.value)}
        />
      </Field>
      <Field validationMessage={errorOf('consent')} required>
        <Checkbox
          label={text('newsletter.form.consent')}
          checked={form.consent}
          onChange={(_, data) => set('consent', data.checked === true)}
        />
      </Field>
      <Button type="submit" appearance="primary" disabled={subscribe.isPending}>
        <Text id="newsletter.form.submit" />
      </Button>
    </form>
  );
};
