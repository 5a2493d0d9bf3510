import { Anchor, Button, Collapse, Group, Paper, Select, SimpleGrid, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { INVOICE_LIST_STATUSES, type InvoiceListRow } from '../../shared/invoice-report-options';
import { isNutritionist } from '../../shared/session-user';
import { useCurrentUser } from '../app/session';
import type { Column } from '../components/DataTable';
import { DateField, onlyDates } from '../components/DateField';
import { FiltersButton, useFiltersFold } from '../components/FiltersFold';
import { ListTable } from '../components/ListTable';
import { PageHeader } from '../components/PageHeader';
import { useListQuery } from '../components/useListQuery';
import { formatDate, formatMoney, fullName } from '../lib/format';
import { useClientOptions, useNutritionistOptions } from '../lib/pickers';
import { InvoiceExports } from './InvoiceExports';
import { useInvoiceSearch } from './invoice-list-queries';

const DEFAULTS = { col: 'date', order: 'desc' as const };
const FILTER_KEYS = ['from', 'to', 'status', 'client_id', 'dietitian_id'];
const TYPE_LABELS = { invoice: 'Tax invoice', bill_of_supply: 'Bill of supply', credit_note: 'Credit note' };

/** What a row is now: a credit note, cancelled, paid, or its balance. */
function stateOf(r: InvoiceListRow): string {
  if (r.type === 'credit_note') return `Credit note for ${r.original_invoice_number ?? ''}`;
  if (r.status === 'cancelled') return `Cancelled (${r.credit_note_number ?? ''})`;
  return Number(r.balance) > 0 ? `${formatMoney(r.balance)} due` : 'Paid';
}

/**
 * /invoices (issue 55 point 8, decision 299): every invoice, Bill of Supply and credit note the
 * viewer may see, filtered by date, status, client and nutritionist, with the totals of every
 * match (taxable value and tax with credit notes negative, paid, due) and the exports.
 */
export default function InvoicesListPage() {
  const user = useCurrentUser();
  const admin = !isNutritionist(user);
  const list = useListQuery(DEFAULTS);
  const { values, set } = list;
  const { col: _col, order: _order, ...params } = list.apiParams;
  const invoices = useInvoiceSearch(params);
  const fold = useFiltersFold();
  const [clientSearch, setClientSearch] = useState('');
  const [clientQ] = useDebouncedValue(clientSearch, 300);
  const clients = useClientOptions(clientQ, fold.shown);
  const nutritionists = useNutritionistOptions(admin && fold.shown);
  const filtered = FILTER_KEYS.some((k) => values[k]);
  const totals = invoices.data?.totals;

  const columns: Column<InvoiceListRow>[] = [
    { key: 'number', label: 'Number', render: (r) => r.number },
    { key: 'date', label: 'Date', render: (r) => formatDate(r.date) },
    { key: 'type', label: 'Type', render: (r) => TYPE_LABELS[r.type] ?? r.type },
    { key: 'client', label: 'Client', render: (r) => r.client_name },
    ...(admin
      ? [
          {
            key: 'nutritionist',
            label: 'Nutritionist',
            render: (r: InvoiceListRow) => r.nutritionist_name ?? '—',
          },
        ]
      : []),
    {
      key: 'total',
      label: 'Total',
      align: 'right',
      render: (r) => (r.type === 'credit_note' ? `−${formatMoney(r.total)}` : formatMoney(r.total)),
    },
    { key: 'paid', label: 'Paid', align: 'right', render: (r) => formatMoney(r.paid) },
    { key: 'state', label: 'Status', render: stateOf },
    {
      key: 'pdf',
      label: 'Document',
      render: (r) => (
        <Anchor
          href={`/api/v1/invoice/pdf?id=${r.id}`}
          target="_blank"
          size="sm"
          aria-label={`PDF of ${r.number}`}
        >
          PDF
        </Anchor>
      ),
    },
  ];

  const clientOptions = (clients.data ?? []).map((c) => ({
    value: String(c.id),
    label: fullName(c.first_name, c.last_name),
  }));
  // The chosen client stays in the list while another name is searched.
  const chosenClient = invoices.data?.data.find((r) => String(r.client_id) === values.client_id);
  if (values.client_id && chosenClient && !clientOptions.some((o) => o.value === values.client_id))
    clientOptions.unshift({ value: values.client_id, label: chosenClient.client_name });

  return (
    <>
      <PageHeader title="Invoices" />
      {fold.phone && (
        <Group mb="sm" gap="xs">
          <FiltersButton
            fold={fold}
            count={FILTER_KEYS.filter((k) => values[k]).length}
            controls="invoice-filters"
          />
        </Group>
      )}
      <Collapse expanded={fold.expanded}>
        <Paper withBorder p="sm" mb="md" id="invoice-filters" component="section" aria-label="Filters">
          {fold.shown && (
            <>
              <SimpleGrid cols={{ base: 1, xs: 2, md: admin ? 5 : 4 }} spacing="sm" verticalSpacing="xs">
                <DateField
                  label="From"
                  clearable
                  value={values.from}
                  onChange={onlyDates((v) => set({ from: v || null }))}
                />
                <DateField
                  label="To"
                  clearable
                  value={values.to}
                  onChange={onlyDates((v) => set({ to: v || null }))}
                />
                <Select
                  label="Status"
                  placeholder="All"
                  clearable
                  data={INVOICE_LIST_STATUSES.map((s) => ({ value: s.value, label: s.label }))}
                  value={values.status ?? null}
                  onChange={(v) => set({ status: v })}
                />
                <Select
                  label="Client"
                  placeholder="All"
                  searchable
                  clearable
                  data={clientOptions}
                  value={values.client_id ?? null}
                  onChange={(v) => set({ client_id: v })}
                  onSearchChange={setClientSearch}
                  nothingFoundMessage="No client by that name"
                />
                {admin && (
                  <Select
                    label="Nutritionist"
                    placeholder="All"
                    searchable
                    clearable
                    data={(nutritionists.data ?? []).map((n) => ({
                      value: String(n.id),
                      label: fullName(n.first_name, n.last_name),
                    }))}
                    value={values.dietitian_id ?? null}
                    onChange={(v) => set({ dietitian_id: v })}
                  />
                )}
              </SimpleGrid>
              {filtered && (
                <Group justify="flex-end" mt="xs">
                  <Button
                    variant="subtle"
                    size="xs"
                    onClick={() => set(Object.fromEntries(FILTER_KEYS.map((k) => [k, null])))}
                  >
                    Clear filters
                  </Button>
                </Group>
              )}
            </>
          )}
        </Paper>
      </Collapse>
      <SimpleGrid
        cols={{ base: 2, md: 4 }}
        spacing="sm"
        mb="md"
        component="section"
        aria-label="Totals of the matching invoices"
        data-testid="invoice-totals"
      >
        {(
          [
            ['Taxable value', totals?.taxable],
            ['Tax', totals?.tax],
            ['Paid', totals?.paid],
            ['Due', totals?.due],
          ] as const
        ).map(([label, value]) => (
          <Paper key={label} withBorder p="sm">
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={600} data-testid={`total-${label.toLowerCase().replace(' ', '-')}`}>
              {value === undefined ? '…' : formatMoney(value)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <ListTable
        query={invoices}
        list={list}
        caption="Invoices"
        columns={columns}
        rowKey={(r) => r.id}
        emptyMessage={filtered ? 'No invoices match these filters' : 'No invoices yet'}
        minWidth={960}
      />
      <Paper withBorder p="sm" mt="md" component="section" aria-labelledby="invoice-exports-title">
        <Title order={2} size="h5" id="invoice-exports-title" mb="xs">
          Exports for the accountant
        </Title>
        <InvoiceExports admin={admin} />
      </Paper>
    </>
  );
}
