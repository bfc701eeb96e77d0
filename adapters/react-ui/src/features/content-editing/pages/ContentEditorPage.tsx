import {
  Caption1,
  Card,
  CardHeader,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Title2,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import { isLocale } from '../../../i18n/locales.ts';
import { Text } from '../../../i18n/text.tsx';
import { isHttpStatus } from '../../../lib/query.ts';
import { usePortalApi, useSession } from '../../../lib/session.ts';
import { contentPageQuery } from '../api/content-page-query.ts';

const useStyles = makeStyles({
  code: {
    margin: 0,
    padding: '8px',
    overflowX: 'auto',
    whiteSpace: 'pre-wrap',
    fontFamily: tokens.fontFamilyMonospace,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  target: { outline: `2px solid ${tokens.colorBrandStroke1}` },
});

type ModuleJson = { readonly id: string; readonly type: string } & Readonly<Record<string, unknown>>;

/** What an editor reads of a module: everything the content holds but its id, type and own link. */
const contentOf = ({ id: _id, type: _type, editUrl: _editUrl, ...content }: ModuleJson) => content;

const ModuleContent = ({ module, targeted }: { module: ModuleJson; targeted: boolean }) => {
  const styles = useStyles();
  const headingId = `module-${module.id}-heading`;
  return (
    <Card id={module.id} aria-labelledby={headingId} className={targeted ? styles.target : undefined}>
      <CardHeader
        header={
          <Title3 as="h2" id={headingId}>
            {module.type}
          </Title3>
        }
        description={
          <Caption1>
            <Text id="contentEditing.page.moduleId" values={{ id: module.id }} />
          </Caption1>
        }
      />
      <pre className={styles.code}>{JSON.stringify(contentOf(module), null, 2)}</pre>
    </Card>
  );
};

const EditorView = ({ slug, locale }: { slug: string; locale: string }) => {
  const api = usePortalApi();
  const { hash } = useLocation();
  const target = decodeURIComponent(hash.slice(1));
  const page = useQuery({
    ...contentPageQuery(api, slug, isLocale(locale) ? locale : 'de-DE'),
    retry: false,
  });
  // The link names a module (#id); the module is there only once the page has loaded.
  useEffect(() => {
    if (page.data && target) document.getElementById(target)?.scrollIntoView?.({ block: 'start' });
  }, [page.data, target]);
  if (!isLocale(locale) || (page.isError && isHttpStatus(page.error, 404)))
    return <DataError message="contentEditing.page.notFound" />;
  if (page.isPending) return <LoadingState />;
  if (page.isError) return <DataError onRetry={() => void page.refetch()} />;
  return (
    <>
      <p>
        <Text
          id="contentEditing.page.intro"
          values={{
            title: page.data.title,
            slug: page.data.slug,
            locale: page.data.locale,
            count: page.data.modules.length,
          }}
        />
      </p>
      {page.data.locale !== locale ? (
        <MessageBar intent="info">
          <MessageBarBody>
            <Text id="contentEditing.page.fallback" values={{ locale, served: page.data.locale }} />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {page.data.modules.map((module) => (
        <ModuleContent key={module.id} module={module} targeted={module.id === target} />
      ))}
    </>
  );
};

/**
 * /redaktion/seiten/{slug}/{locale}: where a module's editing link leads (core/content editUrlOf).
 * The portal has no content editor of its own; this read-only view shows editors what a page's
 * modules hold and their ids, to find them in the content system. Others are told it is not theirs.
 */
export const ContentEditorPage = () => {
  const { slug = '', locale = '' } = useParams();
  const { data: user } = useSession();
  return (
    <PageStack>
      <Title2 as="h1">
        <Text id="contentEditing.page.title" />
      </Title2>
      {user?.is_editor ? (
        <EditorView slug={slug} locale={locale} />
      ) : (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <Text id="contentEditing.page.editorsOnly" />
          </MessageBarBody>
        </MessageBar>
      )}
    </PageStack>
  );
};
