/**
 * One report's route: `GET /api/v1/reports/<name>/` with the shared period query, answering the
 * report as JSON, or as a CSV, XLSX or PDF download of its table (`?format=`). The period is
 * resolved on the business's calendar; a cash book filter must be one of the business's books
 * (another business's is a 404, as everywhere).
 */
import { Readable } from 'node:stream';
import {
  type BusinessSettings,
  dataResponse,
  type ParsedReportQuery,
  type ReportPeriod,
} from '@usaha/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import { type Actor, actorOf } from '../../lib/actor';
import { businessToday } from '../../lib/business-date';
import { requestLanguage } from '../../lib/language';
import { downloadName, sendTableExport } from '../../lib/table-export/table-download';
import { renderPdf } from '../../pdf/render';
import { sendPdf } from '../../pdf/send';
import type { BusinessSettingsService } from '../businesses/business-settings.service';
import type { CashbookService } from '../cashbooks/cashbooks.service';
import { reportDocument } from './report-document';
import { resolvePeriod } from './report-period';
import type { ReportLanguage, ReportTable } from './report-table';

export type ReportRouteDeps = {
  clock: Clock;
  settings: Pick<BusinessSettingsService, 'get'>;
  cashbooks: Pick<CashbookService, 'get'>;
};

export type ReportContext<Query> = {
  actor: Actor;
  query: Query;
  period: ReportPeriod;
  /** The business's today. */
  today: string;
  language: ReportLanguage;
  business: BusinessSettings;
  /** The name of the cash book the report is limited to. */
  cashbook: string | null;
};

export type ReportDefinition<Query extends ParsedReportQuery, Data, Row> = {
  /** `profit-loss` serves `/api/v1/reports/profit-loss/`. */
  name: string;
  querystring: z.ZodType<Query>;
  data: z.ZodType<Data>;
  read: (context: ReportContext<Query>) => Promise<Data>;
  table: (data: Data, context: ReportContext<Query>) => ReportTable<Row>;
  /** The date the download's heading shows: the period (default) or one day. */
  heading?: (data: Data, context: ReportContext<Query>) => { from: string | null; to: string };
};

async function download<Query extends ParsedReportQuery, Data, Row>(
  reply: FastifyReply,
  request: FastifyRequest,
  report: ReportDefinition<Query, Data, Row>,
  data: Data,
  context: ReportContext<Query>,
) {
  const table = report.table(data, context);
  const { from, to } = report.heading?.(data, context) ?? context.period;
  const filename = downloadName(table.filename, context.business.name, from, to);
  const format = context.query.format;
  if (format === 'pdf') {
    const heading = { business: context.business, language: context.language, from, to };
    const pdf = await renderPdf(reportDocument(table, { ...heading, cashbook: context.cashbook }));
    return sendPdf(reply, pdf, `${filename}.pdf`);
  }
  if (format !== 'csv' && format !== 'xlsx') throw new Error(`not a download: ${format}`);
  return sendTableExport(reply, request, {
    format,
    filename,
    language: context.language,
    rows: Readable.from(table.rows),
    columns: table.columns,
    sheetName: table.title,
  });
}

export function reportRoute<Query extends ParsedReportQuery, Data, Row>(
  app: FastifyInstance,
  deps: ReportRouteDeps,
  report: ReportDefinition<Query, Data, Row>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(`/api/v1/reports/${report.name}/`, {
    config: { access: { permission: 'report.view' } },
    schema: {
      tags: ['reports'],
      querystring: report.querystring,
      response: { 200: dataResponse(report.data) },
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const query = request.query as Query;
      const business = await deps.settings.get(actor);
      const book = query.cashbook_id ? await deps.cashbooks.get(actor, query.cashbook_id) : null;
      const today = businessToday(deps.clock.now(), actor.timezone);
      const context: ReportContext<Query> = {
        actor,
        query,
        today,
        period: resolvePeriod(query, today, business.fiscal_year_start_month),
        language: query.language ?? requestLanguage(request),
        business,
        cashbook: book?.name ?? null,
      };
      const data = await report.read(context);
      if (query.format === 'json') return { success: true as const, data };
      return download(reply, request, report, data, context);
    },
  });
}
