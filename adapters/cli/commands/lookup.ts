import type { Command } from 'commander';
import { evaluateDeal } from '../../../core/deals/evaluation.ts';
import { explainDeal } from '../../../core/deals/explain.ts';
import { timelineOf } from '../../../core/deals/timeline.ts';
import type { DealContext } from '../../../core/deals/types.ts';
import type { CliPorts } from '../composition-root.ts';
import { type DatabaseOptions, withDatabaseOptions } from '../database-options.ts';
import { evaluationJsonLine, toEvaluationJson } from '../evaluation-json.ts';
import { explanationJson, formatExplanationText } from '../explain-format.ts';
import { CliExit, type CliIo, writeWithBackpressure } from '../io.ts';
import { type Locale, parseLocale } from '../locale.ts';
import { type ListFormat, listWriter } from '../lookup-format.ts';
import { DATABASE_PAGE_SIZE, FIRST_PAGE_SIZE, type LookupSource } from '../lookup-source.ts';
import { parseNowOption } from '../options.ts';
import type { PortalOptions } from '../portal-source.ts';
import { bannerValuesOf, dealNamesOf, loadPortalWords, type Portal } from '../portal-words.ts';
import { formatEvaluationText } from '../text-format.ts';
import { formatTimelineText } from '../timeline-format.ts';

/**
 * Support's lookups in the live system: a deal by its id, every deal of a customer or a company,
 * each built into its context by core's one builder (core/deals/context.ts) — from the database, or
 * by a running BFF's support routes with `--portal-url` — and evaluated by core, exactly as the
 * portal shows it. Both ways print the same.
 */

type OutputOptions = { now?: string; format: string; locale: string } & DatabaseOptions & PortalOptions;
type Output = { readonly format: 'json' | 'ndjson' | 'text'; readonly locale: Locale };

/** `portal timeline --days`: the default and the longest period. */
const TIMELINE_DAYS = 180;
const TIMELINE_MAX_DAYS = 1_000;

/** Deals read per page of `portal company`: the first line comes after one page. */
export const COMPANY_PAGE_SIZE = DATABASE_PAGE_SIZE;

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

const listFormatOf = (output: Output, portal: Portal): ListFormat =>
  output.format === 'text' ? { format: 'text', locale: output.locale, portal } : { format: output.format };

/** The text output names things in the portal's words: its catalogue is read first (JSON needs none). */
const prepared = async (output: Output): Promise<Output> => {
  if (output.format === 'text') await loadPortalWords(output.locale);
  return output;
};

const withOutputOptions = (command: Command): Command =>
  withDatabaseOptions(command)
    .option(
      '--portal-url <url>',
      'ask a running BFF instead of the database, signed in as a support user (needs --reason)',
    )
    .option('--reason <text>', 'with --portal-url: why you look, written to the audit log with every read')
    .option('--now <iso>', 'the moment to evaluate at, as an ISO date-time (default: now)')
    .option('--format <format>', 'json, ndjson or text', 'json')
    .option('--locale <locale>', 'language of --format text: de-DE, en-DE or en-US', 'de-DE');

/** What every lookup's help says about its two sources. */
const SOURCES_HELP = `
Reads the database as \`portal db\` does (DATABASE_URL or --data-dir), or with --portal-url a running
BFF: the CLI signs in as a support user with PORTAL_SUPPORT_EMAIL and PORTAL_SUPPORT_PASSWORD, else
asks for them on the terminal (the password is not shown). The password is never taken as an
argument. Every read through the BFF is written to its audit log with --reason.`;

/** Opens the source, runs the work with it, and closes it (signs out) whatever happens. */
const withSource = async <T>(
  ports: CliPorts,
  options: OutputOptions,
  work: (source: LookupSource) => Promise<T>,
): Promise<T> => {
  const source = await ports.lookups(options);
  try {
    return await work(source);
  } finally {
    await source.close();
  }
};

/** Prints each page of contexts as rows as it comes. */
const writeRows = async (
  io: CliIo,
  pages: AsyncIterable<readonly DealContext[]>,
  writer: ReturnType<typeof listWriter>,
  now: Date,
) => {
  for await (const page of pages) {
    let text = '';
    for (const ctx of page) text += writer.row(ctx, evaluateDeal(ctx, now));
    await writeWithBackpressure(io.stdout, text);
  }
};

export const registerLookups = (program: Command, io: CliIo, ports: CliPorts): void => {
  withOutputOptions(
    program
      .command('deal')
      .description(
        'look a deal up in the database or a running BFF and evaluate it as the portal shows it: tabs, banners, actions, eligibility',
      )
      .argument('<id>', 'the deal id, such as d-1001'),
  )
    .option(
      '--explain',
      'for every banner, action and eligibility flag: the verdict and the condition that decided it, in words',
    )
    .addHelpText(
      'after',
      `${SOURCES_HELP}
Banner dismissals live in the customer's browser, so every banner counts as not dismissed.

Examples:
  $ portal deal d-1001 --format text
  $ portal deal d-1001 --format text --explain --locale en-DE
  $ portal deal d-1001 --now 2026-12-01T09:00:00Z
  $ portal deal d-1001 --explain --portal-url https://portal.example --reason "Anruf: Banner fehlt"`,
    )
    .action(async (id: string, options: OutputOptions & { explain?: boolean }) => {
      const now = parseNowOption(options.now, io);
      const output = await prepared(outputOf(options, io));
      const shown = await withSource(ports, options, (source) => source.deal(id.trim(), now));
      if (!shown) return fail(io, `no deal with the id "${id}"`);
      const ctx = shown.context;
      const evaluation = evaluateDeal(ctx, now);
      const view = { portal: shown.portal, values: bannerValuesOf(ctx) };
      if (!options.explain) {
        io.stdout.write(
          output.format === 'text'
            ? formatEvaluationText(evaluation, output.locale, view)
            : `${evaluationJsonLine(evaluation)}\n`,
        );
        return;
      }
      const explanation = explainDeal(ctx, now);
      io.stdout.write(
        output.format === 'text'
          ? `${formatEvaluationText(evaluation, output.locale, view)}${formatExplanationText(explanation, output.locale, dealNamesOf(ctx, now, output.locale, shown.portal))}`
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
${SOURCES_HELP}

Examples:
  $ portal customer kunde@demo.example --format text
  $ portal customer kunde@demo.example --format ndjson
  $ PORTAL_SUPPORT_EMAIL=support@demo.example portal customer kunde@demo.example \\
      --portal-url http://localhost:3000 --reason "Anruf der Kundin" --format text`,
    )
    .action(async (email: string, options: OutputOptions) => {
      const now = parseNowOption(options.now, io);
      const output = await prepared(outputOf(options, io));
      await withSource(ports, options, async (source) => {
        const found = await source.customerDeals(email, now);
        if (!found) return fail(io, `no customer with the e-mail address "${email}"`);
        // A business admin sees the whole company: read and print a page of deals at a time.
        const writer = listWriter(listFormatOf(output, found.portal));
        io.stdout.write(writer.start());
        await writeRows(io, found.pages, writer, now);
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
The lines come as the deals are read in id order, the first ${FIRST_PAGE_SIZE}, then ${COMPANY_PAGE_SIZE} at a time,
so the first line shows at once however large the company is.
${SOURCES_HELP}

Examples:
  $ portal company Nordflotte --format text
  $ portal company co-nordflotte --format ndjson | grep return_coordination`,
    )
    .action(async (nameOrId: string, options: OutputOptions) => {
      const now = parseNowOption(options.now, io);
      const output = await prepared(outputOf(options, io));
      await withSource(ports, options, async (source) => {
        const companies = await source.companies(nameOrId);
        if (companies.length === 0) return fail(io, `no company with the id or name "${nameOrId}"`);
        if (companies.length > 1)
          return fail(
            io,
            `"${nameOrId}" names ${companies.length} companies; give one of their ids:\n${companies
              .map((company) => `  ${company.id}  ${company.name}`)
              .join('\n')}`,
          );
        const company = companies[0] as (typeof companies)[number];
        const writer = listWriter(listFormatOf(output, 'business'));
        if (output.format === 'text') io.stdout.write(`${company.name} (${company.id})\n`);
        io.stdout.write(writer.start());
        await writeRows(io, source.companyDeals(company.id, now), writer, now);
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
${SOURCES_HELP}

Examples:
  $ portal timeline d-1001 --format text
  $ portal timeline d-1001 --days 365 --format ndjson`,
    )
    .action(async (id: string, options: OutputOptions & { days: string }) => {
      const now = parseNowOption(options.now, io);
      const output = await prepared(outputOf(options, io));
      const days = Number(options.days);
      if (!Number.isInteger(days) || days < 1 || days > TIMELINE_MAX_DAYS)
        fail(io, `--days: expected a whole number from 1 to ${TIMELINE_MAX_DAYS}, got "${options.days}"`);
      const shown = await withSource(ports, options, (source) => source.deal(id.trim(), now));
      if (!shown) return fail(io, `no deal with the id "${id}"`);
      const timeline = timelineOf(shown.context, now, days);
      if (output.format === 'text')
        io.stdout.write(
          formatTimelineText(
            timeline,
            days,
            output.locale,
            dealNamesOf(shown.context, now, output.locale, shown.portal),
          ),
        );
      else if (output.format === 'json') io.stdout.write(`${JSON.stringify({ ...timeline, days })}\n`);
      else
        io.stdout.write(
          timeline.changes
            .map((change) => `${JSON.stringify({ dealId: timeline.dealId, ...change })}\n`)
            .join(''),
        );
    });
};
