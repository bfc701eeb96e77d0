import {
  Card,
  Field,
  makeStyles,
  Select,
  Subtitle1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
} from '@fluentui/react-components';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { damagePricesFor } from '../../../../../../../core/damage/policy.ts';
import type { PortalApi } from '../../../../../../http/client/create-portal-api.ts';
import { DataError } from '../../../../components/DataError.tsx';
import { LoadingState } from '../../../../components/LoadingState.tsx';
import { PageStack } from '../../../../components/PageStack.tsx';
import { useFormat, useText } from '../../../../i18n/text.tsx';
import { FIVE_MINUTES, unwrap } from '../../../../lib/query.ts';
import { usePortalApi } from '../../../../lib/session.ts';

const useStyles = makeStyles({
  choice: { display: 'flex', flexWrap: 'wrap', gap: '16px' },
  select: { minWidth: '220px' },
  item: { display: 'flex', alignItems: 'center', gap: '12px' },
  picture: { width: '96px', height: '60px', flexShrink: 0, borderRadius: '4px' },
});

/** The catalogue's makes and models: the same entry as the car search (['catalogue', 'filters']). */
const catalogueQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: ['catalogue', 'filters'],
    queryFn: () => unwrap(api.getCatalogue()).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
    retry: false,
  });

/**
 * The damage policy page (consumer spec §2): pick make and model to see the model's damage prices
 * (core's damagePricesFor, by the model's lowest monthly rate), with the thresholds below which a
 * mark is a sign of use (§9, core/damage/policy.ts); rim damage shows its picture (§3).
 */
export const DamagePolicyPage = () => {
  const styles = useStyles();
  const text = useText();
  const format = useFormat();
  const catalogue = useQuery(catalogueQuery(usePortalApi()));
  const [brandId, setBrandId] = useState('');
  const [modelId, setModelId] = useState('');
  const brands = catalogue.data?.brands ?? [];
  const brand = brands.find((candidate) => candidate.id === brandId);
  const model = brand?.models.find((candidate) => candidate.id === modelId);
  return (
    <PageStack>
      <Title2 as="h1">{text('damageService.policy.title')}</Title2>
      <p>{text('damageService.policy.intro')}</p>
      {catalogue.isPending ? <LoadingState /> : null}
      {catalogue.isError ? <DataError onRetry={() => void catalogue.refetch()} /> : null}
      {catalogue.isSuccess ? (
        <div className={styles.choice}>
          <Field label={text('damageService.policy.brand')} className={styles.select}>
            <Select
              value={brandId}
              onChange={(_, data) => {
                setBrandId(data.value);
                setModelId('');
              }}
            >
              <option value="">{text('damageService.policy.choose')}</option>
              {brands.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={text('damageService.policy.model')} className={styles.select}>
            <Select value={modelId} disabled={!brand} onChange={(_, data) => setModelId(data.value)}>
              <option value="">{text('damageService.policy.choose')}</option>
              {(brand?.models ?? []).map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      ) : null}
      {brand && model ? (
        <Card>
          <Subtitle1 as="h2">
            {text('damageService.policy.pricesFor', { car: `${brand.name} ${model.name}` })}
          </Subtitle1>
          <Table aria-label={text('damageService.policy.pricesFor', { car: `${brand.name} ${model.name}` })}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{text('damageService.policy.item')}</TableHeaderCell>
                <TableHeaderCell>{text('damageService.policy.threshold')}</TableHeaderCell>
                <TableHeaderCell>{text('damageService.policy.price')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {damagePricesFor({ cheapestRateCents: model.cheapest_price }).map((price) => (
                <TableRow key={price.key} data-damage-item={price.key}>
                  <TableCell>
                    <span className={styles.item}>
                      {price.image_url ? (
                        <img
                          className={styles.picture}
                          src={price.image_url}
                          alt={text('damageService.policy.picture', {
                            item: text(`damageService.policy.item.${price.key}`),
                          })}
                          width={96}
                          height={60}
                          loading="lazy"
                        />
                      ) : null}
                      {text(`damageService.policy.item.${price.key}`)}
                    </span>
                  </TableCell>
                  <TableCell>
                    {text(
                      price.measure === 'diameter'
                        ? 'damageService.policy.diameter'
                        : 'damageService.policy.length',
                      { mm: price.thresholdMm },
                    )}
                  </TableCell>
                  <TableCell>
                    {text('damageService.policy.priceRange', {
                      min: format.money(price.minCents),
                      max: format.money(price.maxCents),
                    })}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <p>{text('damageService.policy.free')}</p>
          <p>{text('damageService.policy.modelNote')}</p>
        </Card>
      ) : (
        <p>{text('damageService.policy.chooseFirst')}</p>
      )}
    </PageStack>
  );
};
