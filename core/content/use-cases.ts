import { err, ok, type Result } from 'neverthrow';
import { type FormDefinitionError, parseFormDefinition } from './form-engine.ts';
import type { ContentStore, StoredPage } from './ports.ts';
import { type ContentLocale, FALLBACK_LOCALE } from './types.ts';
import { parseModuleVisibility, type RuleError } from './visibility.ts';

export type ServedModule = Readonly<Record<string, unknown>> & {
  readonly id: string;
  readonly type: string;
  readonly editUrl?: string;
};
export type ServedPage = {
  readonly slug: string;
  readonly locale: ContentLocale;
  readonly title: string;
  readonly modules: ServedModule[];
};

export type ContentError =
  | { readonly code: 'not_found' }
  /** Stored content that core cannot read: a bug in the content, never sent to the portal. */
  | { readonly code: 'broken_content'; readonly problem: FormDefinitionError };

export type ModuleProblem = { readonly moduleId: string; readonly problem: RuleError | string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored module is served when it has an id, a type and readable visibility; one that is broken
 * is left out (and reported), so a bad module never takes the whole page down (consumer §8:
 * "Unknown module type: warning only").
 */
export const readableModules = (page: StoredPage): { modules: ServedModule[]; problems: ModuleProblem[] } => {
  const modules: ServedModule[] = [];
  const problems: ModuleProblem[] = [];
  for (const [index, module] of page.modules.entries()) {
    if (!isRecord(module) || typeof module.id !== 'string' || typeof module.type !== 'string') {
      problems.push({ moduleId: `#${index}`, problem: 'a module needs an id and a type' });
      continue;
    }
    const visibility = parseModuleVisibility(module);
    if (visibility.isErr()) {
      problems.push({ moduleId: module.id, problem: visibility.error });
      continue;
    }
    modules.push({
      ...module,
      id: module.id,
      type: module.type,
      props: isRecord(module.props) ? module.props : {},
    });
  }
  return { modules, problems };
};

/** Where an editor edits a module (consumer §6 "Editing links for content are shown only to editors"). */
export const editUrlOf = (
  baseUrl: string,
  page: { slug: string; locale: string },
  moduleId: string,
): string =>
  `${baseUrl.replace(/\/+$/, '')}/redaktion/seiten/${encodeURIComponent(page.slug)}/${page.locale}#${encodeURIComponent(moduleId)}`;

export const contentUseCases = (deps: {
  readonly store: ContentStore;
  readonly editorBaseUrl: string;
  readonly onProblem?: (where: string, problem: unknown) => void;
}) => ({
  /** A page in the locale, else in German; editors get an edit link on every module. */
  page: async (
    slug: string,
    locale: ContentLocale,
    viewer: { readonly isEditor: boolean } | undefined,
  ): Promise<Result<ServedPage, ContentError>> => {
    const stored =
      (await deps.store.page(slug, locale)) ??
      (locale === FALLBACK_LOCALE ? undefined : await deps.store.page(slug, FALLBACK_LOCALE));
    if (!stored) return err({ code: 'not_found' });
    const { modules, problems } = readableModules(stored);
    for (const problem of problems) deps.onProblem?.(`page ${stored.slug}/${stored.locale}`, problem);
    return ok({
      slug: stored.slug,
      locale: stored.locale,
      title: stored.title,
      modules: viewer?.isEditor
        ? modules.map((module) => ({ ...module, editUrl: editUrlOf(deps.editorBaseUrl, stored, module.id) }))
        : modules,
    });
  },

  /** A form definition in the locale, else in German, checked by the form engine before it is served. */
  form: async (id: string, locale: ContentLocale): Promise<Result<Record<string, unknown>, ContentError>> => {
    const stored =
      (await deps.store.form(id, locale)) ??
      (locale === FALLBACK_LOCALE ? undefined : await deps.store.form(id, FALLBACK_LOCALE));
    if (!stored) return err({ code: 'not_found' });
    const parsed = parseFormDefinition(stored.definition);
    if (parsed.isErr()) {
      deps.onProblem?.(`form ${stored.id}/${stored.locale}`, parsed.error);
      return err({ code: 'broken_content', problem: parsed.error });
    }
    return ok({ ...parsed.value, locale: stored.locale });
  },
});
