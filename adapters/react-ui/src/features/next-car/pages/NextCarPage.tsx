import {
  Button,
  Card,
  Field,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  Radio,
  RadioGroup,
  Select,
  Subtitle1,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import type { ProtectionPackage } from '../../../../../../core/catalogue/configuration.ts';
import type { LoyaltyLevelId } from '../../../../../../core/loyalty/rules.ts';
import { nextCarPrice } from '../../../../../../core/next-car/rules.ts';
import { cents } from '../../../../../../core/shared/money.ts';
import { AppLink } from '../../../components/AppLink.tsx';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { apiErrorOf } from '../../../lib/query.ts';
import { usePortalApi } from '../../../lib/session.ts';
import {
  type BookedNextCarJson,
  type NextCarOptionsJson,
  nextCarOptionsQuery,
  useBookNextCar,
} from '../api/next-car-queries.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '16px' },
  rows: {
    display: 'grid',
    gridTemplateColumns: 'fit-content(60%) minmax(0, 1fr)',
    overflowWrap: 'anywhere',
    columnGap: '16px',
    rowGap: '6px',
    margin: 0,
  },
  pair: { display: 'contents' },
  label: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0 },
  total: { fontWeight: tokens.fontWeightBold },
  buttons: { display: 'flex', gap: '8px', flexWrap: 'wrap', justifyContent: 'flex-end' },
});

const STEPS = ['car', 'delivery', 'overview'] as const;
type Step = (typeof STEPS)[number];
const STEP_TITLES: Record<Step, MessageId> = {
  car: 'nextCar.step.car',
  delivery: 'nextCar.step.delivery',
  overview: 'nextCar.step.overview',
};
/** Which step holds each field the BFF may refuse. */
const STEP_OF_FIELD: Record<string, Step> = {
  modelId: 'car',
  term: 'car',
  kmPackage: 'car',
  protection: 'car',
  deliveryDate: 'delivery',
  voucherCode: 'delivery',
};

type Choice = {
  modelId: string;
  term: number;
  kmPackage: number;
  protection: ProtectionPackage;
  deliveryDate: string;
  voucherCode: string;
};

const firstChoice = (options: NextCarOptionsJson): Choice => {
  const model = options.models[0];
  return {
    modelId: model?.id ?? '',
    term: model?.prices[0]?.term ?? 12,
    kmPackage: options.km_packages[0] ?? 1500,
    protection: 'base',
    deliveryDate: options.delivery_dates[0] ?? '',
    // One voucher per booking (consumer spec §1): the first usable one is offered, none is a choice.
    voucherCode: options.vouchers[0]?.code ?? '',
  };
};

const Rows = ({ rows }: { rows: readonly [string, string, boolean?][] }) => {
  const styles = useStyles();
  return (
    <dl className={styles.rows}>
      {rows.map(([label, value, strong]) => (
        <div key={label} className={styles.pair}>
          <dt className={styles.label}>{label}</dt>
          <dd className={strong ? `${styles.value} ${styles.total}` : styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
};

const Booked = ({ booked }: { booked: BookedNextCarJson }) => {
  const format = useFormat();
  const text = useText();
  return (
    <PageStack>
      <MessageBar intent="success" layout="multiline" role="status">
        <MessageBarBody>
          <MessageBarTitle>
            <Text id="nextCar.booked.title" />
          </MessageBarTitle>
          <Text
            id="nextCar.booked.text"
            values={{
              car: `${booked.car.oem} ${booked.car.model}`,
              date: format.date(booked.reservation_expires_at),
            }}
          />
        </MessageBarBody>
      </MessageBar>
      <Card>
        <Rows
          rows={[
            [text('nextCar.row.contract'), booked.contract_number],
            [text('nextCar.row.deliveryDate'), format.date(booked.delivery_date)],
            [text('nextCar.row.monthly'), format.money(booked.price.monthly)],
            [text('nextCar.row.firstMonthly'), format.money(booked.price.first_monthly), true],
          ]}
        />
      </Card>
      <AppLink to={`/mycars/${encodeURIComponent(booked.id)}?modalName=contract-signing`}>
        {text('nextCar.booked.sign')}
      </AppLink>
      <AppLink to={`/mycars/${encodeURIComponent(booked.id)}`}>
        {text('nextCar.booked.toReservation')}
      </AppLink>
    </PageStack>
  );
};

/** The booking in three steps: the car, delivery and voucher, then the price to confirm. */
const NextCarForm = ({ dealId, options }: { dealId: string; options: NextCarOptionsJson }) => {
  const styles = useStyles();
  const text = useText();
  const format = useFormat();
  const book = useBookNextCar(dealId);
  const [step, setStep] = useState<Step>('car');
  const [choice, setChoice] = useState<Choice>(() => firstChoice(options));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const model = options.models.find((candidate) => candidate.id === choice.modelId);
  const voucher = options.vouchers.find((candidate) => candidate.code === choice.voucherCode);
  const price = model
    ? nextCarPrice(
        // The rates are the BFF's cents.
        {
          prices: model.prices.map((p) => ({
            term: p.term,
            monthly: cents(p.monthly),
            withDownpayment: null,
          })),
        },
        {
          term: choice.term,
          kmPackage: choice.kmPackage,
          protection: choice.protection,
          tireAndWindshield: false,
        },
        {
          swapSameDay: options.swap_same_day,
          loyaltyLevel: options.loyalty_level as LoyaltyLevelId,
          voucherValue: voucher ? cents(voucher.value) : null,
        },
        new Date(),
      )
    : null;
  const change = (patch: Partial<Choice>) => {
    setChoice((current) => ({ ...current, ...patch }));
    setFieldErrors((current) => {
      const rest = { ...current };
      for (const key of Object.keys(patch)) delete rest[key];
      return rest;
    });
  };
  const index = STEPS.indexOf(step);
  const failure = book.isError ? apiErrorOf(book.error) : undefined;
  const refusal = failure?.kind === 'http' && failure.status === 409 ? failure.message : undefined;

  if (book.isSuccess) return <Booked booked={book.data} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step !== 'overview') return setStep(STEPS[index + 1] ?? 'overview');
    book.mutate(
      { ...choice, voucherCode: choice.voucherCode === '' ? null : choice.voucherCode },
      {
        onError: (error) => {
          const apiError = apiErrorOf(error);
          if (apiError?.kind !== 'http' || !apiError.fields) return;
          const fields = Object.fromEntries(
            Object.entries(apiError.fields).map(([path, message]) => [path.replace(/^body\./, ''), message]),
          );
          setFieldErrors(fields);
          const first = STEPS.find((candidate) =>
            Object.keys(fields).some((f) => STEP_OF_FIELD[f] === candidate),
          );
          if (first) setStep(first);
        },
      },
    );
  };

  const models = options.models.map((m) => ({ ...m, name: `${m.brand} ${m.version}` }));
  return (
    <Card>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="next-car-step">
        <Subtitle1 as="h2" id="next-car-step">
          {text('nextCar.step', { step: index + 1, count: STEPS.length, title: text(STEP_TITLES[step]) })}
        </Subtitle1>
        {step === 'car' ? (
          <>
            <Field label={text('nextCar.field.model')} validationMessage={fieldErrors.modelId} required>
              <Select
                value={choice.modelId}
                onChange={(_, data) => {
                  const next = options.models.find((candidate) => candidate.id === data.value);
                  const keepsTerm = next?.prices.some((p) => p.term === choice.term);
                  change({
                    modelId: data.value,
                    ...(keepsTerm ? {} : { term: next?.prices[0]?.term ?? 12 }),
                  });
                }}
              >
                {models.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={text('shop.model.term')} validationMessage={fieldErrors.term} required>
              <Select
                value={String(choice.term)}
                onChange={(_, data) => change({ term: Number(data.value) })}
              >
                {(model?.prices ?? []).map((p) => (
                  <option key={p.term} value={p.term}>
                    {text('shop.model.termPrice', {
                      term: format.months(p.term),
                      price: format.money(p.monthly),
                    })}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={text('shop.model.kmPackage')} validationMessage={fieldErrors.kmPackage} required>
              <Select
                value={String(choice.kmPackage)}
                onChange={(_, data) => change({ kmPackage: Number(data.value) })}
              >
                {options.km_packages.map((km) => (
                  <option key={km} value={km}>
                    {format.kilometresPerMonth(km)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={text('shop.model.protection')} validationMessage={fieldErrors.protection} required>
              <RadioGroup
                value={choice.protection}
                onChange={(_, data) => change({ protection: data.value as ProtectionPackage })}
              >
                {options.protections.map((p) => (
                  <Radio
                    key={p.id}
                    value={p.id}
                    label={text('nextCar.protection', {
                      name: text(`shop.protection.${p.id}` as MessageId),
                      deductible: format.money(p.deductible),
                      surcharge: format.money(p.surcharge),
                    })}
                  />
                ))}
              </RadioGroup>
            </Field>
          </>
        ) : null}
        {step === 'delivery' ? (
          <>
            {options.swap_same_day ? (
              <p>
                <Text id="nextCar.swapSameDay" values={{ car: options.current_car }} />
              </p>
            ) : null}
            <Field
              label={text('nextCar.field.deliveryDate')}
              validationMessage={
                fieldErrors.deliveryDate ??
                (options.delivery_dates.length === 0 ? text('nextCar.noDeliveryDates') : undefined)
              }
              required
            >
              <Select
                value={choice.deliveryDate}
                onChange={(_, data) => change({ deliveryDate: data.value })}
              >
                {options.delivery_dates.map((date) => (
                  <option key={date} value={date}>
                    {format.date(date)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field
              label={text('nextCar.field.voucher')}
              hint={text('nextCar.voucherHint')}
              validationMessage={fieldErrors.voucherCode}
            >
              <Select value={choice.voucherCode} onChange={(_, data) => change({ voucherCode: data.value })}>
                <option value="">{text('nextCar.noVoucher')}</option>
                {options.vouchers.map((v) => (
                  <option key={v.code} value={v.code}>
                    {text('nextCar.voucherOption', {
                      code: v.code,
                      value: format.money(v.value),
                      date: format.date(v.valid_until),
                    })}
                  </option>
                ))}
              </Select>
            </Field>
          </>
        ) : null}
        {step === 'overview' ? (
          price && model ? (
            <Rows
              rows={[
                [text('nextCar.row.car'), `${model.brand} ${model.version}`],
                [text('shop.model.term'), format.months(choice.term)],
                [text('shop.model.kmPackage'), format.kilometresPerMonth(choice.kmPackage)],
                [text('shop.model.protection'), text(`shop.protection.${choice.protection}` as MessageId)],
                [text('nextCar.row.deductible'), format.money(price.deductible)],
                [text('nextCar.row.deliveryDate'), format.date(choice.deliveryDate)],
                [text('nextCar.row.monthly'), format.money(price.monthlyPrice)],
                ...(voucher
                  ? ([
                      [
                        text('nextCar.row.voucher', { code: voucher.code }),
                        `− ${format.money(price.voucherDiscount)}`,
                      ],
                    ] as [string, string][])
                  : []),
                [text('nextCar.row.firstMonthly'), format.money(price.firstMonthlyPrice), true],
                [text('nextCar.row.deliveryFee'), format.money(price.deliveryFee)],
              ]}
            />
          ) : (
            <p>
              <Text id="nextCar.noPrice" />
            </p>
          )
        ) : null}
        {step === 'overview' ? (
          <p>
            <Text id="nextCar.reservationNote" />
          </p>
        ) : null}
        {refusal ? (
          <MessageBar intent="error" role="alert" layout="multiline">
            <MessageBarBody>{refusal}</MessageBarBody>
          </MessageBar>
        ) : failure && !(failure.kind === 'http' && failure.fields) ? (
          <MessageBar intent="error" role="alert" layout="multiline">
            <MessageBarBody>
              <Text id="nextCar.failed" />
            </MessageBarBody>
          </MessageBar>
        ) : null}
        <div className={styles.buttons}>
          {index > 0 ? (
            <Button onClick={() => setStep(STEPS[index - 1] ?? 'car')}>
              <Text id="nextCar.back" />
            </Button>
          ) : null}
          <Button
            type="submit"
            appearance="primary"
            disabled={book.isPending || (step === 'overview' && !price)}
          >
            <Text id={step === 'overview' ? 'nextCar.confirm' : 'nextCar.next'} />
          </Button>
        </div>
      </form>
    </Card>
  );
};

const NextCarContent = ({ dealId }: { dealId: string }) => {
  const options = useQuery(nextCarOptionsQuery(usePortalApi(), dealId));
  if (options.isPending) return <LoadingState />;
  if (options.isError && !options.data) {
    const error = apiErrorOf(options.error);
    if (error?.kind === 'http' && (error.status === 409 || error.status === 404))
      return (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>
            {error.status === 404 ? <Text id="nextCar.notFound" /> : error.message}
          </MessageBarBody>
        </MessageBar>
      );
    return <DataError onRetry={() => void options.refetch()} />;
  }
  return (
    <>
      <p>
        <Text id="nextCar.intro" values={{ car: options.data.current_car }} />
      </p>
      <NextCarForm dealId={dealId} options={options.data} />
    </>
  );
};

/**
 * /mycars/{id}/next-car: the next car of a running subscription (consumer spec §2 "book a follow-up
 * subscription with a new car", the swap banner's "Nächstes Auto wählen"); docs/ui/shop.md "The next car".
 */
export const NextCarPage = () => {
  const dealId = useParams().dealId ?? '';
  const text = useText();
  return (
    <PageStack>
      <AppLink to={`/mycars/${encodeURIComponent(dealId)}`}>{text('nextCar.backToCar')}</AppLink>
      <Title2 as="h1">{text('nextCar.title')}</Title2>
      <NextCarContent dealId={dealId} />
    </PageStack>
  );
};
