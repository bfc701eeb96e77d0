import type { Command } from 'commander';
import type { Kysely } from 'kysely';
import { dealContextOf } from '../../../core/deals/context.ts';
import { evaluateDeal } from '../../../core/deals/evaluation.ts';
import { explainDeal } from '../../../core/deals/explain.ts';
import { timelineOf } from '../../../core/deals/timeline.ts';
import type { LoadedDeal } from '../../sql/deal-contexts.ts';
import type { Database } from '../../sql/schema.ts';
import { type DatabaseOptions, openCliDatabase, withDatabaseOptions } from '../database-options.ts';
import { evaluationJsonLine, toEvaluationJson } from '../evaluation-json.ts';
import { explanationJson, formatExplanationText } from '../explain-format.ts';
import { CliExit, type CliIo, writeWithBackpressure } from '../io.ts';
import { dealRowOf, type ListFormat, listWriter } from '../lookup-format.ts';
import { parseNowOption } from '../options.ts';
import { formatEvaluationText, type Locale, parseLocale } from '../text-format.ts';
import { formatTimelineText } from '../timeline-format.ts';

/**
 * Support's lookups in the live system: a deal by its id, every deal of a customer or a company,
 * each built into its context by core's one builder (core/deals/context.ts) from the database and
 * evaluated by core, exactly as the portal shows it.
 */

type OutputOptions = { now?: string; format: string; locale: string } & DatabaseOptions;
type Output = { readonly format: 'json' | 'ndjson' | 'text'; readonly locale: Locale };

/** `portal timeline --days`: the default and the longest period. */
const TIMELINE_DAYS = 180;
const TIMELINE_MAX_DAYS = 1_000;

/** Deals read from the database per page of `portal company`: the first line comes after one page. */
export const COMPANY_PAGE_SIZE = 200;

const fail = (io: CliIo, message: string): never => {
  io.stderr.write(`error: ${message}\n`);
  throw new CliExit(2);
};

const outputOf = (options: OutputOptions, io: CliIo): Output => {
  const format = options.format;
  if (format !== 'json' && format !== 'ndjson' && format !== 'text')
    fail(io, `--format: expected json, ndjson or text, got "${format}"`);
  const locale = parseLocale(options.locale);
  if (!locale) return fail(io, `--locale: expected de-DE, en-DE or en-US, got "${options.locale}"`);
  return { format: format as Output['format'], locale };
};

const listFormatOf = (output: Output): ListFormat =>
  output.format === 'text' ? { format: 'text', locale: output.locale } : { format: output.format };

const withOutputOptions = (command: Command): Command =>
  withDatabaseOptions(command)
    .option('--now <iso>', 'the moment to evaluate at, as an ISO date-time (default: now)')
    .option('--format <format>', 'json, ndjson or text', 'json')
    .option('--locale <locale>', 'language of --format text: de-DE, en-DE or en-US', 'de-DE');

type DealReads = typeof import('../../sql/deal-contexts.ts');

/**
 * Opens the database the options name, runs the work with the deal reads, and closes it whatever
 * happens. The database modules load here, not at the CLI's start (see openCliDatabase).
 */
const withDatabase = async <T>(
  options: DatabaseOptions,
  work: (db: Kysely<Database>, reads: DealReads) => Promise<T>,
): Promise<T> => {
  const [db, reads] = await Promise.all([openCliDatabase(options), import('../../sql/deal-contexts.ts')]);
  try {
    return await work(db, reads);
  } finally {
    await db.destroy();
  }
};

const evaluationOf = ({ sources }: LoadedDeal, now: Date) => evaluateDeal(dealContextOf(sources), now);

export const registerLookups = (program: Command, io: CliIo): void => {
  withOutputOptions(
    program
      .command('deal')
      .description(
        'look a deal up in the database and evaluate it as the portal shows it: tabs, banners, actions, eligibility',
      )
      .argument('<id>', 'the deal id, such as d-1001'),
  )
    .option(
      '--explain',
      'for every banner, action and eligibility flag: the verdict and the condition that decided it, in words',
    )
    .addHelpText(
      'after',
      `
Reads the database as \`portal db\` does (DATABASE_URL or --data-dir); banner dismissals live in the
customer's browser, so every banner counts as not dismissed.

Examples:
  $ portal deal d-1001 --format text
  $ portal deal d-1001 --format text --explain --locale en-DE
  $ portal deal d-1001 --now 2026-12-01T09:00:00Z`,
    )
    .action(async (id: string, options: OutputOptions & { explain?: boolean }) => {
      const now = parseNowOption(options.now, io);
      const output = outputOf(options, io);
      const loaded = await withDatabase(options, (db, { loadDeal }) => loadDeal(db, id.trim(), now));
      if (!loaded) return fail(io, `no deal with the id "${id}"`);
      const ctx = dealContextOf(loaded.sources);
      const evaluation = evaluateDeal(ctx, now);
      if (!options.explain) {
        io.stdout.write(
          output.format === 'text'
            ? formatEvaluationText(evaluation, output.locale)
            : `${evaluationJsonLine(evaluation)}\n`,
        );
        return;
      }
      const explanation = explainDeal(ctx, now);
      io.stdout.write(
        output.format === 'text'
          ? `${formatEvaluationText(evaluation, output.locale)}${formatExplanationText(explanation, output.locale)}`
          : `${JSON.stringify({ ...toEvaluationJson(evaluation), explanation: explanationJson(explanation, output.locale) })}\n`,
      );
    });

  withOutputOptions(
    program
      .command('customer')
      .description('every deal a customer sees in the portal, one line each: state, tabs, banners, actions')
      .argument('<email>', "the customer's e-mail address (case does not matter)"),
  )
    .addHelpText(
      'after',
      `
A business user's e-mail address lists the deals that user sees (an admin or analyst their
company's, a driver the cars assigned to them).

Examples:
  $ portal customer kunde@demo.example --format text
  $ portal customer kunde@demo.example --format ndjson`,
    )
    .action(async (email: string, options: OutputOptions) => {
      const now = parseNowOption(options.now, io);
      const output = outputOf(options, io);
      await withDatabase(options, async (db, { customerDeals, loadDeals }) => {
        const found = await customerDeals(db, email);
        if (!found) return fail(io, `no customer with the e-mail address "${email}"`);
        // A business admin sees the whole company: read and print a page of deals at a time.
        const writer = listWriter(listFormatOf(output));
        io.stdout.write(writer.start());
        for (let start = 0; start < found.dealIds.length; start += COMPANY_PAGE_SIZE) {
          const page = found.dealIds.slice(start, start + COMPANY_PAGE_SIZE);
          let text = '';
          for (const each of await loadDeals(db, page, now))
            text += writer.row(dealRowOf(each.sources.deal.state, evaluationOf(each, now)));
          await writeWithBackpressure(io.stdout, text);
        }
        io.stdout.write(writer.end());
      });
    });

  withOutputOptions(
    program
      .command('company')
      .description('every deal of a company, one line each: state, tabs, banners, actions (streamed)')
      .argument('<company>', "the company's id (co-nordflotte) or a part of its name (Nordflotte)"),
  )
    .addHelpText(
      'after',
      `
The lines come as the deals are read, a page of ${COMPANY_PAGE_SIZE} at a time in id order, so the first
line shows at once however large the company is.

Examples:
  $ portal company Nordflotte --format text
  $ portal company co-nordflotte --format ndjson | grep return_coordination`,
    )
    .action(async (nameOrId: string, options: OutputOptions) => {
      const now = parseNowOption(options.now, io);
      const output = outputOf(options, io);
      await withDatabase(options, async (db, { companiesNamed, companyDealIds, loadDeals }) => {
        const companies = await companiesNamed(db, nameOrId);
        if (companies.length === 0) return fail(io, `no company with the id or name "${nameOrId}"`);
        if (companies.length > 1)
          return fail(
            io,
            `"${nameOrId}" names ${companies.length} companies; give one of their ids:\n${companies
              .map((company) => `  ${company.id}  ${company.name}`)
              .join('\n')}`,
          );
        const company = companies[0] as (typeof companies)[number];
        const writer = listWriter(listFormatOf(output));
        if (output.format === 'text') io.stdout.write(`${company.name} (${company.id})\n`);
        io.stdout.write(writer.start());
        let after: string | null = null;
        for (;;) {
          const ids = await companyDealIds(db, company.id, after, COMPANY_PAGE_SIZE);
          if (ids.length === 0) break;
          let text = '';
          for (const each of await loadDeals(db, ids, now))
            text += writer.row(dealRowOf(each.sources.deal.state, evaluationOf(each, now)));
          await writeWithBackpressure(io.stdout, text);
          after = ids[ids.length - 1] as string;
          if (ids.length < COMPANY_PAGE_SIZE) break;
        }
        io.stdout.write(writer.end());
      });
    });

  withOutputOptions(
    program
      .command('timeline')
      .description("the days on which a deal's banners, actions or eligibility change over the coming period")
      .argument('<id>', 'the deal id, such as d-1001'),
  )
    .option('--days <n>', `how many days ahead, 1 to ${TIMELINE_MAX_DAYS}`, String(TIMELINE_DAYS))
    .addHelpText(
      'after',
      `
The deal is evaluated by the same rules as \`portal deal\`: today at --now, then every following day
(at its last moment, Berlin time); a line for each day on which something changes.

Examples:
  $ portal timeline d-1001 --format text
  $ portal timeline d-1001 --days 365 --format ndjson`,
    )
    .action(async (id: string, options: OutputOptions & { days: string }) => {
      const now = parseNowOption(options.now, io);
      const output = outputOf(options, io);
      const days = Number(options.days);
      if (!Number.isInteger(days) || days < 1 || days > TIMELINE_MAX_DAYS)
        fail(io, `--days: expected a whole number from 1 to ${TIMELINE_MAX_DAYS}, got "${options.days}"`);
      const loaded = await withDatabase(options, (db, { loadDeal }) => loadDeal(db, id.trim(), now));
      if (!loaded) return fail(io, `no deal with the id "${id}"`);
      const timeline = timelineOf(dealContextOf(loaded.sources), now, days);
      if (output.format === 'text') io.stdout.write(formatTimelineText(timeline, days, output.locale));
      else if (output.format === 'json') io.stdout.write(`${JSON.stringify({ ...timeline, days })}\n`);
      else
        io.stdout.write(
          timeline.changes
            .map((change) => `${JSON.stringify({ dealId: timeline.dealId, ...change })}\n`)
            .join(''),
        );
    });
};
