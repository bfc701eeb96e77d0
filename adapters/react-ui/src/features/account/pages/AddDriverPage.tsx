import {
  Button,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  ProgressBar,
  Select,
  Title2,
} from '@fluentui/react-components';
import { err, ok, type Result } from 'neverthrow';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { RELATIONSHIP_TYPES } from '../../../../../../contracts/routes/drivers.ts';
import { meetsYoungDriverCriteria } from '../../../../../../core/account/driver-fee.ts';
import { validateDriverBirthDate } from '../../../../../../core/shared/validation/birth-date.ts';
import { parseDateInput } from '../../../../../../core/shared/validation/date-input.ts';
import {
  type FieldError,
  fieldError,
  requiredText,
} from '../../../../../../core/shared/validation/field-error.ts';
import { REQUIRED } from '../../../../../../core/shared/validation/messages.ts';
import { checkLicenceFile, DOCUMENT_EXTENSIONS } from '../../../../../../core/shared/validation/uploads.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import { AppLink } from '../../../components/AppLink.tsx';
import { DateInput } from '../../../components/DateInput.tsx';
import { HOTLINE_PHONE } from '../../../components/Hotline.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useText } from '../../../i18n/text.tsx';
import { type NewDriverFields, useAddDriver } from '../api/driver-queries.ts';
import { DriverFeeNote, quoteForTyped } from '../components/DriverFeeNote.tsx';
import { addDriverErrorMessage } from '../driver-errors.ts';
import { fieldMessage } from '../field-messages.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '480px' },
});

type Relationship = NewDriverFields['relationship_type'];
type Form = {
  relationship_type: Relationship | '';
  firstname: string;
  lastname: string;
  date_of_birth: string;
  driver_license_issue_date: string;
  agreed_to_terms: boolean;
  confirmed_truthful_data: boolean;
};
type FieldName = keyof Form | 'dl_front' | 'dl_back';
type Errors = Partial<Record<FieldName, MessageId>>;

const EMPTY: Form = {
  relationship_type: '',
  firstname: '',
  lastname: '',
  date_of_birth: '',
  driver_license_issue_date: '',
  agreed_to_terms: false,
  confirmed_truthful_data: false,
};

const ACCEPT = DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');
const required = (value: boolean): Result<true, FieldError> =>
  value ? ok(true) : err(fieldError('required', REQUIRED));
const licence = (file: File | undefined): Result<File, FieldError> =>
  file ? checkLicenceFile(file).map(() => file) : err(fieldError('required', REQUIRED));

/**
 * The add-driver page (consumer spec §5 "Add driver", §8, §9): relationship, names, a date of birth
 * of at least 17 years, both sides of the licence (10 MB; jpg, jpeg, png, pdf, heic), the issue
 * date and both confirmations, checked with core's validators before the one upload. The monthly
 * fee (19 € under 23, over 65 or with a licence under 2 years) shows before the customer submits;
 * a driver under 23 without 2 years of licence is refused here as by the BFF.
 */
export const AddDriverPage = () => {
  const styles = useStyles();
  const text = useText();
  const navigate = useNavigate();
  const { clock } = useServices();
  const [progress, setProgress] = useState(0);
  const add = useAddDriver(setProgress);
  const [form, setForm] = useState<Form>(EMPTY);
  const [files, setFiles] = useState<{ dl_front?: File; dl_back?: File }>({});
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof Form>(field: K, value: Form[K]) =>
    setForm((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const results: Record<FieldName, Result<unknown, FieldError>> = {
      relationship_type: form.relationship_type
        ? ok(form.relationship_type)
        : err(fieldError('required', REQUIRED)),
      firstname: requiredText(form.firstname),
      lastname: requiredText(form.lastname),
      date_of_birth: validateDriverBirthDate(form.date_of_birth, clock.now()),
      dl_front: licence(files.dl_front),
      dl_back: licence(files.dl_back),
      driver_license_issue_date: parseDateInput(form.driver_license_issue_date),
      agreed_to_terms: required(form.agreed_to_terms),
      confirmed_truthful_data: required(form.confirmed_truthful_data),
    };
    const next: Errors = {};
    for (const [field, result] of Object.entries(results) as [FieldName, Result<unknown, FieldError>][])
      if (result.isErr()) next[field] = fieldMessage(result.error);
    if (
      results.date_of_birth.isOk() &&
      results.driver_license_issue_date.isOk() &&
      !meetsYoungDriverCriteria(
        {
          dateOfBirth: results.date_of_birth.value as string,
          licenceIssueDate: results.driver_license_issue_date.value as string,
        },
        clock.now(),
      )
    )
      next.driver_license_issue_date = 'account.drivers.errors.dobYoungDriverCriteriaUnmet';
    setErrors(next);
    if (Object.keys(next).length > 0 || !files.dl_front || !files.dl_back || !form.relationship_type) return;
    setProgress(0);
    add.mutate(
      {
        fields: {
          relationship_type: form.relationship_type,
          firstname: form.firstname.trim(),
          lastname: form.lastname.trim(),
          date_of_birth: results.date_of_birth._unsafeUnwrap() as string,
          driver_license_issue_date: results.driver_license_issue_date._unsafeUnwrap() as string,
          agreed_to_terms: String(form.agreed_to_terms),
          confirmed_truthful_data: String(form.confirmed_truthful_data),
        },
        front: files.dl_front,
        back: files.dl_back,
      },
      {
        onSuccess: (answer) =>
          navigate('/myaccount/drivers', {
            state: { added: true, monthlyFee: answer.data.monthly_fee ?? 0 },
          }),
      },
    );
  };

  const message = (field: FieldName) => (errors[field] ? text(errors[field]) : undefined);
  const fileField = (field: 'dl_front' | 'dl_back', label: MessageId) => (
    <Field
      label={text(label)}
      validationMessage={message(field)}
      hint={text('account.drivers.fields.licenceHint')}
      required
    >
      {(control) => (
        // A native file input: Fluent has none; the field's label and messages reach it through `control`.
        <input
          {...control}
          type="file"
          accept={ACCEPT}
          onChange={(event) => setFiles((current) => ({ ...current, [field]: event.target.files?.[0] }))}
        />
      )}
    </Field>
  );

  return (
    <PageStack>
      <AppLink to="/myaccount/drivers">{text('account.drivers.back')}</AppLink>
      <Title2 as="h1">{text('account.drivers.add')}</Title2>
      <p>
        <Text id="account.drivers.conditions" />
      </p>
      <form className={styles.form} onSubmit={submit} noValidate>
        {add.isError ? (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>
              <Text id={addDriverErrorMessage(add.error)} values={{ phone: HOTLINE_PHONE }} />
            </MessageBarBody>
          </MessageBar>
        ) : null}
        <Field
          label={text('account.drivers.fields.relationship')}
          validationMessage={message('relationship_type')}
          required
        >
          <Select
            value={form.relationship_type}
            onChange={(_, data) => set('relationship_type', data.value as Relationship)}
          >
            <option value="">{text('account.drivers.fields.relationshipChoose')}</option>
            {RELATIONSHIP_TYPES.map((type) => (
              <option key={type} value={type}>
                {text(`account.drivers.relationship.${type}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={text('account.fields.firstname')} validationMessage={message('firstname')} required>
          <Input value={form.firstname} onChange={(_, data) => set('firstname', data.value)} />
        </Field>
        <Field label={text('account.fields.lastname')} validationMessage={message('lastname')} required>
          <Input value={form.lastname} onChange={(_, data) => set('lastname', data.value)} />
        </Field>
        <Field
          label={text('account.fields.dateOfBirth')}
          validationMessage={message('date_of_birth')}
          hint={text('account.fields.dateHint')}
          required
        >
          <DateInput value={form.date_of_birth} onChange={(typed) => set('date_of_birth', typed)} />
        </Field>
        {fileField('dl_front', 'account.drivers.fields.licenceFront')}
        {fileField('dl_back', 'account.drivers.fields.licenceBack')}
        <Field
          label={text('account.drivers.fields.issueDate')}
          validationMessage={message('driver_license_issue_date')}
          hint={text('account.fields.dateHint')}
          required
        >
          <DateInput
            value={form.driver_license_issue_date}
            onChange={(typed) => set('driver_license_issue_date', typed)}
          />
        </Field>
        <Field validationMessage={message('agreed_to_terms')} required>
          <Checkbox
            checked={form.agreed_to_terms}
            onChange={(_, data) => set('agreed_to_terms', data.checked === true)}
            label={text('account.drivers.fields.agreedToTerms')}
          />
        </Field>
        <Field validationMessage={message('confirmed_truthful_data')} required>
          <Checkbox
            checked={form.confirmed_truthful_data}
            onChange={(_, data) => set('confirmed_truthful_data', data.checked === true)}
            label={text('account.drivers.fields.confirmedTruthfulData')}
          />
        </Field>
        <DriverFeeNote
          quote={quoteForTyped(form.date_of_birth, form.driver_license_issue_date, clock.now())}
        />
        {add.isPending ? (
          <Field label={text('account.drivers.uploading', { percent: progress })}>
            <ProgressBar value={progress / 100} />
          </Field>
        ) : null}
        <Button type="submit" appearance="primary" disabled={add.isPending}>
          <Text id="account.drivers.submit" />
        </Button>
      </form>
    </PageStack>
  );
};
