import type { FastifyReply, FastifyRequest } from 'fastify';
import { packageStatusLabel } from '../../shared/category';
import type { AppDeps } from '../app-deps';
import { requireAdmin } from '../auth/session';
import { type CsvColumn, sendCsv, toCsv } from '../lib/csv';
import type { exportPackages } from './packages.repository';
import { exportedPackages } from './packages.service';

type ExportRow = Awaited<ReturnType<typeof exportPackages>>[number];

/** The admin's 'Export Data' of packages: every package, one line each (no survey tokens). */
const columns: CsvColumn<ExportRow>[] = [
  { header: 'Package ID', value: (r) => r.id },
  { header: 'Client', value: (r) => `${r.client_name} ${r.last_name}` },
  { header: 'Nutritionist', value: (r) => `${r.dietitian_name} ${r.dietitian_last_name}` },
  { header: 'Category', value: (r) => r.category },
  { header: 'Sub Category', value: (r) => r.sub_category },
  { header: 'Client Type', value: (r) => r.client_type },
  { header: 'Organisation Name', value: (r) => r.organisation_name },
  { header: 'Duration', value: (r) => r.duration },
  { header: 'Start Date', value: (r) => r.start_date, date: true },
  { header: 'End Date', value: (r) => r.end_date, date: true },
  { header: 'Amount (INR)', value: (r) => r.price },
  { header: 'Amount Paid (INR)', value: (r) => r.amount_paid },
  { header: 'Payment Mode', value: (r) => r.payment_mode },
  { header: 'Payment Date', value: (r) => r.payment_date, date: true },
  { header: 'Package Status', value: (r) => packageStatusLabel(r.status) },
  { header: 'Notes', value: (r) => r.notes },
  { header: 'Created On', value: (r) => r.created_at, date: true },
];

export async function exportPackagesCsv(deps: AppDeps, request: FastifyRequest, reply: FastifyReply) {
  const user = requireAdmin(request);
  const rows = await exportedPackages(deps.db, user.id);
  return sendCsv(reply, 'packages', toCsv(columns, rows));
}
