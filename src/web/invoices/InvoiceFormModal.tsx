import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { InvoiceFormDefaults } from '../../shared/invoice-form-api';
import {
  defaultPlaceOfSupply,
  documentOf,
  documentTitle,
  financialYearOf,
  GST_STATES,
  gstinPlaceProblem,
  INVOICE_MESSAGES,
  inr,
  invoiceCreateSchema,
  LINE_RATES,
  paiseOf,
  RATE_LABEL,
  SUPPLY_RULE_LABELS,
  SUPPLY_RULE_TEXT,
  SUPPLY_RULES,
  type SupplyRule,
  stateName,
  sumLines,
  taxFormLines,
} from '../../shared/invoices';
import { Loading } from '../components/Loading';
import { ApiError, formMessage } from '../lib/api';
import { formatDate } from '../lib/format';
import { notifySuccess } from '../lib/notify';
import { useCreateInvoice, useInvoiceFormDefaults } from './invoice-queries';

const STATE_OPTIONS = GST_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));
const RATE_OPTIONS = LINE_RATES.map((r) => ({ value: String(r), label: RATE_LABEL(r) }));

type Line = { description: string; sac: string; rate: string; amount: string; discount: string };
type Target = { packageId: number } | { clientId: number };

/**
 * The invoice form (issue 55 point 2, decision 300), for a package or a client: the date in the
 * open financial year, in person or online with the place of supply's rule stated, the client's
 * GSTIN and billing address (saved on the client), lines with SAC, rate and discount, and a
 * preview of the document before it is issued.
 */
export function InvoiceFormModal({ target, onClose }: { target: Target; onClose: () => void }) {
  const defaults = useInvoiceFormDefaults(target);
  return (
    <Modal
      opened
      onClose={onClose}
      title="New invoice"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {defaults.isSuccess ? (
        <InvoiceForm target={target} defaults={defaults.data} onClose={onClose} />
      ) : defaults.error ? (
        <Alert color="red" role="alert">
          {defaults.error instanceof ApiError && defaults.error.fieldErrors.settings ? (
            <>
              {INVOICE_MESSAGES.noSettings}{' '}
              <Anchor component={Link} to="/settings">
                Open Settings
              </Anchor>
            </>
          ) : (
            defaults.error.message
          )}
        </Alert>
      ) : (
        <Loading />
      )}
    </Modal>
  );
}

function InvoiceForm({
  target,
  defaults,
  onClose,
}: {
  target: Target;
  defaults: InvoiceFormDefaults;
  onClose: () => void;
}) {
  const create = useCreateInvoice();
  const [date, setDate] = useState(defaults.today);
  const [supply, setSupply] = useState<SupplyRule>(defaults.supply_rule);
  const [placeChosen, setPlaceChosen] = useState<string | null>(null);
  const [gstin, setGstin] = useState(defaults.client_gstin ?? '');
  const [address, setAddress] = useState(defaults.billing_address ?? '');
  const newLine = (): Line => ({
    description: 'packageId' in target ? '' : 'One-off nutrition consultation',
    sac: defaults.sac,
    rate: String(defaults.gst_rate),
    amount: '',
    discount: '',
  });
  const [lines, setLines] = useState<Line[]>(
    defaults.lines.length
      ? defaults.lines.map((l) => ({ ...newLine(), description: l.description, amount: l.amount }))
      : [newLine()],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [previewing, setPreviewing] = useState(false);

  const gstinValue = gstin.trim().toUpperCase();
  const place =
    placeChosen ??
    defaultPlaceOfSupply({
      rule: supply,
      practiceState: defaults.practice_state,
      clientGstin: /^\d{2}/.test(gstinValue) ? gstinValue : null,
      clientState: defaults.billing_state,
    });
  const body = {
    ...('packageId' in target ? { package_id: target.packageId } : { client_id: target.clientId }),
    date,
    supply,
    place_of_supply: place,
    client_gstin: gstinValue,
    billing_address: address,
    lines: lines.map((l) => ({ ...l, rate: Number(l.rate) })),
  };

  /** A field's message goes when the field is changed (the server's and the preview's alike). */
  const clear = (...fields: string[]) =>
    setErrors((all) => Object.fromEntries(Object.entries(all).filter(([k]) => !fields.includes(k))));
  const setLine = (i: number, patch: Partial<Line>) => {
    clear(...Object.keys(patch).map((k) => `lines.${i}.${k}`));
    setLines((all) => all.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  };

  /** The checks the server makes that need no database, so the preview shows a valid document. */
  const check = () => {
    const found: Record<string, string> = {};
    const parsed = invoiceCreateSchema.safeParse(body);
    for (const issue of parsed.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
    if (date < defaults.year_from)
      found.date ??= INVOICE_MESSAGES.dateYear(
        formatDate(defaults.year_from),
        formatDate(financialYearOf(defaults.today).to),
      );
    if (date > defaults.today) found.date ??= INVOICE_MESSAGES.dateFuture;
    const gstinPlace = gstinPlaceProblem(supply, gstinValue || null, place);
    if (gstinPlace) found.client_gstin ??= gstinPlace;
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const issue = () =>
    create.mutate(body, {
      onSuccess: (w) => {
        notifySuccess(`${w.message} ${w.data.number}`);
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fieldErrors).length) {
          setErrors(error.fieldErrors);
          setPreviewing(false);
        }
      },
    });

  const other =
    formMessage(create.error) ??
    errors.settings ??
    errors.lines ??
    errors.package_id ??
    errors.client_id ??
    null;

  if (previewing)
    return (
      <Preview
        defaults={defaults}
        body={body}
        place={place}
        pending={create.isPending}
        error={other}
        onBack={() => setPreviewing(false)}
        onIssue={issue}
      />
    );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (check()) setPreviewing(true);
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          For <b>{defaults.client_name}</b>
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Invoice date"
            type="date"
            value={date}
            min={defaults.year_from}
            max={defaults.today}
            description="In this financial year, not after today"
            onChange={(e) => {
              clear('date');
              setDate(e.currentTarget.value);
            }}
            error={errors.date}
          />
          <Radio.Group
            label="The service is given"
            value={supply}
            onChange={(v) => {
              setSupply(v as SupplyRule);
              setPlaceChosen(null);
            }}
            error={errors.supply}
          >
            <Group mt={6}>
              {SUPPLY_RULES.map((r) => (
                <Radio key={r} value={r} label={SUPPLY_RULE_LABELS[r]} />
              ))}
            </Group>
          </Radio.Group>
        </SimpleGrid>
        <Select
          label="Place of supply"
          description={SUPPLY_RULE_TEXT[supply]}
          data={STATE_OPTIONS}
          value={place}
          onChange={(v) => {
            clear('place_of_supply', 'client_gstin');
            setPlaceChosen(v);
          }}
          searchable
          allowDeselect={false}
          error={errors.place_of_supply}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Client's GSTIN"
            description="Only for a registered client (B2B); saved on the client"
            placeholder="27AAGCB1286Q1Z4"
            value={gstin}
            onChange={(e) => {
              clear('client_gstin');
              setGstin(e.currentTarget.value);
            }}
            error={errors.client_gstin}
            maxLength={15}
          />
          <Textarea
            label="Billing address"
            description="Printed with a GSTIN; saved on the client"
            autosize
            minRows={2}
            value={address}
            onChange={(e) => {
              clear('billing_address');
              setAddress(e.currentTarget.value);
            }}
            error={errors.billing_address}
          />
        </SimpleGrid>
        <Text fw={600} size="sm" mt="xs">
          Lines
        </Text>
        {lines.map((line, i) => (
          <Paper key={i} withBorder p="xs" component="fieldset" aria-label={`Line ${i + 1}`}>
            <Stack gap="xs">
              <Group align="flex-end" wrap="nowrap" gap="xs">
                <TextInput
                  style={{ flex: 1 }}
                  label="Description"
                  value={line.description}
                  onChange={(e) => setLine(i, { description: e.currentTarget.value })}
                  error={errors[`lines.${i}.description`]}
                  required
                />
                {lines.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="red.9"
                    size="lg"
                    mb={errors[`lines.${i}.description`] ? 22 : 0}
                    aria-label={`Remove line ${i + 1}`}
                    onClick={() => setLines((all) => all.filter((_, j) => j !== i))}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                <TextInput
                  label="SAC"
                  value={line.sac}
                  onChange={(e) => setLine(i, { sac: e.currentTarget.value })}
                  error={errors[`lines.${i}.sac`]}
                />
                <Select
                  label="GST rate"
                  data={RATE_OPTIONS}
                  value={line.rate}
                  onChange={(v) => setLine(i, { rate: v ?? line.rate })}
                  allowDeselect={false}
                  error={errors[`lines.${i}.rate`]}
                />
                <TextInput
                  label="Amount before tax (₹)"
                  inputMode="decimal"
                  value={line.amount}
                  onChange={(e) => setLine(i, { amount: e.currentTarget.value })}
                  error={errors[`lines.${i}.amount`]}
                  required
                />
                <TextInput
                  label="Discount (₹)"
                  inputMode="decimal"
                  value={line.discount}
                  onChange={(e) => setLine(i, { discount: e.currentTarget.value })}
                  error={errors[`lines.${i}.discount`]}
                />
              </SimpleGrid>
            </Stack>
          </Paper>
        ))}
        {lines.length < 20 && (
          <Group>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => setLines((all) => [...all, newLine()])}
            >
              Add a line
            </Button>
          </Group>
        )}
        {other && (
          <Alert color="red" role="alert">
            {other}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button type="submit">Preview</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The document as it will be issued: its title, the tax by the place of supply, each line's tax. */
function Preview({
  defaults,
  body,
  place,
  pending,
  error,
  onBack,
  onIssue,
}: {
  defaults: InvoiceFormDefaults;
  body: {
    date: string;
    client_gstin: string;
    billing_address: string;
    lines: { description: string; sac: string; rate: number; amount: string; discount: string }[];
  };
  place: string;
  pending: boolean;
  error: string | null;
  onBack: () => void;
  onIssue: () => void;
}) {
  const formLines = body.lines.map((l) => ({
    description: l.description,
    sac: l.sac || defaults.sac,
    rate: defaults.registered ? l.rate : 0,
    amount: paiseOf(l.amount) ?? 0,
    discount: paiseOf(l.discount || '0') ?? 0,
  }));
  const doc = documentOf(
    defaults.registered,
    formLines.map((l) => l.rate),
  );
  const mode = doc.kind === 'bill_of_supply' ? 'none' : place === defaults.practice_state ? 'intra' : 'inter';
  const taxed = taxFormLines(formLines, mode);
  const sums = sumLines(taxed);
  const title = documentTitle(doc.kind, taxed);
  return (
    <Stack gap="sm" data-testid="invoice-preview">
      <Group justify="space-between">
        <Text fw={700} size="lg">
          {title}
        </Text>
        <Text size="sm">{formatDate(body.date)}</Text>
      </Group>
      <Text size="sm">
        Billed to {defaults.client_name}
        {body.client_gstin ? `, GSTIN ${body.client_gstin}` : ''}
        {body.client_gstin && body.billing_address ? `, ${body.billing_address}` : ''}
      </Text>
      <Text size="sm">
        Place of supply: {stateName(place)} ({place}) ·{' '}
        {mode === 'intra' ? 'CGST + SGST' : mode === 'inter' ? 'IGST' : 'no GST'}
      </Text>
      {/* Three columns fit a phone without a sideways scroll; SAC, rate and tax go under each line. */}
      <Table striped withTableBorder>
        <Table.Caption>The lines of the document to be issued</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Description</Table.Th>
            <Table.Th ta="right">Taxable value</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {taxed.map((l, i) => (
            <Table.Tr key={i}>
              <Table.Td>
                {l.description}
                <Text size="xs" c="dimmed">
                  SAC {l.sac} · {RATE_LABEL(l.rate)}
                  {l.discount > 0 ? ` · discount ${inr(l.discount)}` : ''}
                  {l.cgst + l.sgst + l.igst > 0 ? ` · tax ${inr(l.cgst + l.sgst + l.igst)}` : ''}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{inr(l.taxable)}</Table.Td>
              <Table.Td ta="right">{inr(l.total)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr fw={700}>
            <Table.Td>Total</Table.Td>
            <Table.Td ta="right">{inr(sums.taxable)}</Table.Td>
            <Table.Td ta="right" data-testid="preview-total">
              {inr(sums.total)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text fw={700} ta="right">
        Total {inr(sums.total)}
        {mode === 'none' ? '' : ` (tax ${inr(sums.cgst + sums.sgst + sums.igst)})`}
      </Text>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack}>
          Back to the form
        </Button>
        <Button onClick={onIssue} loading={pending}>
          Issue {title === 'Bill of Supply' ? 'bill of supply' : 'invoice'}
        </Button>
      </Group>
    </Stack>
  );
}
