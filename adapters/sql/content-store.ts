import type { Kysely } from 'kysely';
import type { ContentStore } from '../../core/content/ports.ts';
import type { ContentLocale } from '../../core/content/types.ts';
import type { Database } from './schema.ts';

/** Pages and form definitions as JSONB per locale; core/content checks them when they are read. */
export const sqlContentStore = (db: Kysely<Database>): ContentStore => ({
  page: async (slug, locale) => {
    const row = await db
      .selectFrom('content_pages')
      .select(['slug', 'locale', 'title', 'modules'])
      .where('slug', '=', slug)
      .where('locale', '=', locale)
      .executeTakeFirst();
    return row
      ? { slug: row.slug, locale: row.locale as ContentLocale, title: row.title, modules: row.modules }
      : undefined;
  },
  form: async (id, locale) => {
    const row = await db
      .selectFrom('content_forms')
      .select(['id', 'locale', 'definition'])
      .where('id', '=', id)
      .where('locale', '=', locale)
      .executeTakeFirst();
    return row ? { id: row.id, locale: row.locale as ContentLocale, definition: row.definition } : undefined;
  },
  savePage: async (page) => {
    const values = {
      slug: page.slug,
      locale: page.locale,
      title: page.title,
      modules: JSON.stringify(page.modules),
      updated_at: new Date(),
    };
    await db
      .insertInto('content_pages')
      .values(values)
      .onConflict((conflict) => conflict.columns(['slug', 'locale']).doUpdateSet(values))
      .execute();
  },
  saveForm: async (form) => {
    const { locale, ...definition } = form;
    const values = { id: form.id, locale, definition: JSON.stringify(definition), updated_at: new Date() };
    await db
      .insertInto('content_forms')
      .values(values)
      .onConflict((conflict) => conflict.columns(['id', 'locale']).doUpdateSet(values))
      .execute();
  },
});
