import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { inr, type ReceiptDetails, stateName } from '../../shared/invoices';
import { dateText } from '../../shared/plan-calendar';
import { FONT_FAMILY } from '../plan-pdf/index';
import { Signatory } from './invoice-pdf.document';
import type { PdfSignature } from './signature.service';

const TEAL = '#0b6e63';
const s = StyleSheet.create({
  page: { fontFamily: FONT_FAMILY, fontSize: 10, padding: 36, color: '#1a1a1a' },
  title: { fontSize: 16, fontWeight: 'bold', color: TEAL, marginBottom: 6 },
  seller: { fontSize: 12, fontWeight: 'bold' },
  muted: { color: '#555555' },
  block: { marginTop: 12 },
  row: { flexDirection: 'row', borderBottom: '0.5pt solid #cccccc', paddingVertical: 4 },
  label: { width: 140, color: '#555555' },
  value: { flex: 1 },
});

/**
 * A payment's receipt (issue 55 point 5): the practice's identity, the receipt's number and date,
 * the amount in figures and words, the mode and reference, and the invoice it was received against.
 */
export function ReceiptPdf({
  receipt: r,
  signature = null,
}: {
  receipt: ReceiptDetails;
  signature?: PdfSignature | null;
}) {
  const amount = inr(Math.round(Number(r.amount) * 100));
  const rows: [string, string][] = [
    ['Receipt number', r.receipt_number],
    ['Date', dateText(r.date)],
    ['Received from', r.client_name],
    ['Amount', amount],
    ['Amount in words', r.amount_in_words],
    ['Mode', r.mode],
    ['Reference', r.reference ?? '—'],
    ['Against invoice', `${r.invoice_number} dated ${dateText(r.invoice_date)}`],
  ];
  return (
    <Document title={`Receipt ${r.receipt_number}`} author={r.seller.legal_name}>
      <Page size="A4" style={s.page}>
        <Text style={s.title}>Receipt</Text>
        <Text style={s.seller}>{r.seller.legal_name}</Text>
        <Text style={s.muted}>{r.seller.address}</Text>
        <Text style={s.muted}>
          State: {stateName(r.seller.state_code)} ({r.seller.state_code})
          {r.seller.gstin ? `   GSTIN: ${r.seller.gstin}` : ''}
        </Text>
        <View style={s.block}>
          {rows.map(([label, value]) => (
            <View style={s.row} key={label}>
              <Text style={s.label}>{label}</Text>
              <Text style={s.value}>{value}</Text>
            </View>
          ))}
        </View>
        <Text style={s.block}>
          Received with thanks from {r.client_name} the sum of {amount} by {r.mode} against invoice{' '}
          {r.invoice_number}.
        </Text>
        <Signatory name={r.seller.legal_name} signature={signature} />
      </Page>
    </Document>
  );
}
