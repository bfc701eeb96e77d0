import { Title2 } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { parseModuleVisibility, type VisibilityData } from '../../../../../core/content/visibility.ts';
import { useServices } from '../../app/ServicesContext.tsx';
import type { MessageId } from '../../i18n/catalogues.ts';
import { useLocale } from '../../i18n/LocaleProvider.tsx';
import { useText } from '../../i18n/text.tsx';
import { usePortalApi } from '../../lib/session.ts';
import { EditableContent } from '../EditableContent.tsx';
import { LoadingState } from '../LoadingState.tsx';
import { PageStack } from '../PageStack.tsx';
import { type ContentModuleJson, contentPageQuery } from './content-module.ts';
import { ContentModuleSlot, type PlacedModules } from './content-modules.tsx';
import { ContentLocaleProvider } from './content-text.tsx';
import { visibleModules } from './visible-modules.ts';

/**
 * The modules a page cannot do without, each placed first when the content has no readable module
 * of its type: the page's data then shows even when the content is missing, cannot be read or an
 * editor has removed the module. A module of the type that the content hides by its rule stays
 * hidden: that is the editor's choice.
 */
const missingEssentials = (
  modules: readonly ContentModuleJson[],
  essentials: readonly ContentModuleJson[],
): ContentModuleJson[] =>
  essentials.filter(
    (essential) =>
      !modules.some((module) => module.type === essential.type && parseModuleVisibility(module).isOk()),
  );

/**
 * A page assembled from the content store (consumer spec §1 "Screens are built from content"): its
 * title and modules in the content's order, each shown when its visibility rule holds for `data`
 * (core's engine), editing links for editors, 16 apart. Modules the page places (its data-bound
 * parts) render with the page's components; the others by their type alone.
 */
export const ContentPageView = ({
  slug,
  title,
  placed,
  essentials,
  data,
  children,
}: {
  slug: string;
  /** The catalogue's title, shown while the page loads and when the content is not in the locale. */
  title: MessageId;
  placed: PlacedModules;
  essentials: readonly ContentModuleJson[];
  data: VisibilityData;
  /** What the page shows besides its modules (its dialogs, a toaster). */
  children?: ReactNode;
}) => {
  const api = usePortalApi();
  const { locale } = useLocale();
  const { clock } = useServices();
  const text = useText();
  const page = useQuery(contentPageQuery(api, slug, locale));
  useEffect(() => {
    if (page.isError)
      console.warn(`Content page "${slug}" could not be loaded; the page shows its own modules.`);
  }, [page.isError, slug]);
  const modules = useMemo(
    () =>
      page.data
        ? [
            ...missingEssentials(page.data.modules, essentials),
            ...visibleModules(page.data.modules, data, clock.now()),
          ]
        : page.isError
          ? [...essentials]
          : [],
    [page.data, page.isError, data, essentials, clock],
  );
  const served = page.data;
  const inLocale = served?.locale === locale;
  return (
    <PageStack>
      <Title2 as="h1">{served && inLocale && served.title.trim() !== '' ? served.title : text(title)}</Title2>
      {page.isPending ? <LoadingState /> : null}
      <ContentLocaleProvider inLocale={inLocale}>
        {modules.map((module) => (
          <EditableContent key={module.id} module={module}>
            <ContentModuleSlot module={module} placed={placed} />
          </EditableContent>
        ))}
      </ContentLocaleProvider>
      {children}
    </PageStack>
  );
};
