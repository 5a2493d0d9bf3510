import { Document, Image, Link, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import {
  documentTitle,
  type InvoiceDetails,
  inr,
  RATE_LABEL,
  SUPPLY_RULE_TEXT,
  stateName,
  stateTaxLabel,
} from '../../shared/invoices';
import { dateText } from '../../shared/plan-calendar';
import { FONT_FAMILY } from '../plan-pdf/index';
import type { PdfSignature } from './signature.service';

const TEAL = '#0b6e63';
const s = StyleSheet.create({
  page: { fontFamily: FONT_FAMILY, fontSize: 10, padding: 36, color: '#1a1a1a' },
  title: { fontSize: 16, fontWeight: 'bold', color: TEAL, marginBottom: 6 },
  seller: { fontSize: 12, fontWeight: 'bold' },
  muted: { color: '#555555' },
  row: { flexDirection: 'row', borderBottom: '0.5pt solid #cccccc', paddingVertical: 3 },
  head: { flexDirection: 'row', borderBottom: '1pt solid #0b6e63', paddingVertical: 3, fontWeight: 'bold' },
  desc: { flex: 3, paddingRight: 6 },
  code: { flex: 1, paddingRight: 4 },
  num: { flex: 1, textAlign: 'right' },
  block: { marginTop: 12 },
  split: { flexDirection: 'row', justifyContent: 'space-between', marginTop: 12 },
  pay: { marginTop: 16, flexDirection: 'row', alignItems: 'center', border: '1pt solid #0b6e63', padding: 8 },
  link: { color: TEAL },
});

export type InvoicePdfProps = {
  invoice: InvoiceDetails;
  qrPng: Buffer | null;
  practiceName: string;
  /** CGST Rule 48: the original for the recipient, the duplicate for the supplier. */
  copy?: 'original' | 'duplicate';
  /** The practice's logo (Settings → Print), drawn above the title. */
  logo?: { bytes: Buffer; mimeType: string; width: number; height: number } | null;
  /** The signature image of Settings → Billing (decision 314), drawn above "Authorised signatory". */
  signature?: PdfSignature | null;
};

/**
 * Signed like an invoice (Rule 46(q), Rule 53(1)(j)): the supplier's name and "Authorised
 * signatory", with the uploaded signature image between them (within 40 × 15 mm, its aspect kept)
 * or, without one, the blank space a pen signs in. The block is kept whole on one page.
 */
export function Signatory({ name, signature = null }: { name: string; signature?: PdfSignature | null }) {
  return (
    <View style={{ marginTop: 28, alignItems: 'flex-end' }} wrap={false}>
      <Text>For {name}</Text>
      {signature ? (
        <Image
          src={{ data: signature.bytes, format: signature.format }}
          style={{ width: signature.width, height: signature.height, marginTop: 6, marginBottom: 4 }}
        />
      ) : null}
      <Text style={{ marginTop: signature ? 0 : 28 }}>Authorised signatory</Text>
    </View>
  );
}

/**
 * One A4 page in the practice's identity: seller, number and date, client and place of supply,
 * lines with their tax, the total in figures and words, and the UPI QR with its link (issue 37).
 */
export function InvoicePdf({
  invoice: inv,
  qrPng,
  practiceName,
  copy = 'original',
  logo = null,
  signature = null,
}: InvoicePdfProps) {
  const money = (v: string) => inr(Math.round(Number(v) * 100));
  const taxed = inv.tax_mode !== 'none';
  const second = stateTaxLabel(inv.seller.state_code);
  const due = Math.round(Number(inv.balance) * 100);
  const credit = inv.type === 'credit_note';
  const title = documentTitle(inv.kind, inv.lines);
  // One rate on every taxed line: the tax columns name it, as before decision 300.
  const rates = [...new Set(inv.lines.filter((l) => l.rate > 0).map((l) => l.rate))];
  const oneRate = rates.length === 1 ? rates[0] : null;
  const withRate = (label: string, rate: number | null) => (rate === null ? label : `${label} ${rate}%`);
  const discounted = inv.lines.some((l) => Number(l.discount) > 0);
  return (
    <Document title={`${title} ${inv.number}`} author={practiceName}>
      <Page size="A4" style={s.page}>
        {logo ? (
          <Image
            src={{ data: logo.bytes, format: logo.mimeType === 'image/png' ? 'png' : 'jpg' }}
            style={{ width: logo.width, height: logo.height, marginBottom: 8 }}
          />
        ) : null}
        <View style={{ flexDirection: 'row', justifyContent: 'space-between' }}>
          <Text style={s.title}>{title}</Text>
          {/* Rule 48(1): the original goes to the recipient, the duplicate stays with the supplier. */}
          <Text style={{ fontWeight: 'bold' }}>
            {copy === 'duplicate' ? 'DUPLICATE FOR SUPPLIER' : 'ORIGINAL FOR RECIPIENT'}
          </Text>
        </View>
        <Text style={s.seller}>{inv.seller.legal_name}</Text>
        <Text style={s.muted}>{inv.seller.address}</Text>
        <Text style={s.muted}>
          State: {stateName(inv.seller.state_code)} ({inv.seller.state_code})
          {inv.seller.gstin ? `   GSTIN: ${inv.seller.gstin}` : '   Not registered for GST'}
        </Text>
        {credit ? (
          <View style={s.block}>
            <Text>
              Against invoice {inv.original_invoice_number} dated{' '}
              {inv.original_invoice_date ? dateText(inv.original_invoice_date) : ''}
            </Text>
            {inv.reason ? <Text>Reason: {inv.reason}</Text> : null}
          </View>
        ) : null}
        <View style={s.split}>
          <View>
            <Text>
              {credit ? 'Issued to' : 'Billed to'}: {inv.client_name}
            </Text>
            {/* Rule 46(e): a registered recipient's name, address and GSTIN. */}
            {inv.client_gstin && inv.client_address ? <Text>Address: {inv.client_address}</Text> : null}
            {inv.client_gstin ? <Text>GSTIN: {inv.client_gstin}</Text> : null}
            <Text>
              Place of supply: {stateName(inv.place_of_supply)} ({inv.place_of_supply})
            </Text>
          </View>
          <View>
            <Text>Number: {inv.number}</Text>
            <Text>Date: {dateText(inv.date)}</Text>
            <Text>SAC: {inv.sac}</Text>
            {inv.status === 'cancelled' ? (
              <Text>Cancelled by credit note {inv.credit_note_number}</Text>
            ) : null}
          </View>
        </View>
        {inv.supply && !credit ? (
          <Text style={[s.muted, { marginTop: 4 }]}>{SUPPLY_RULE_TEXT[inv.supply]}</Text>
        ) : null}
        <View style={s.block}>
          <View style={s.head}>
            <Text style={s.desc}>Description</Text>
            <Text style={s.code}>SAC</Text>
            <Text style={s.code}>Rate</Text>
            {discounted ? <Text style={s.num}>Discount</Text> : null}
            <Text style={s.num}>{credit ? 'Taxable value reversed' : 'Taxable value'}</Text>
            {inv.tax_mode === 'intra' ? (
              <Text style={s.num}>{withRate('CGST', oneRate === null ? null : oneRate / 2)}</Text>
            ) : null}
            {inv.tax_mode === 'intra' ? (
              <Text style={s.num}>{withRate(second, oneRate === null ? null : oneRate / 2)}</Text>
            ) : null}
            {inv.tax_mode === 'inter' ? <Text style={s.num}>{withRate('IGST', oneRate)}</Text> : null}
            <Text style={s.num}>Amount</Text>
          </View>
          {inv.lines.map((line, i) => (
            <View style={s.row} key={i}>
              <Text style={s.desc}>{line.description}</Text>
              <Text style={s.code}>{line.sac}</Text>
              <Text style={s.code}>
                {inv.tax_mode === 'none' && line.rate === 0 ? 'Exempt' : RATE_LABEL(line.rate)}
              </Text>
              {discounted ? <Text style={s.num}>{money(line.discount)}</Text> : null}
              <Text style={s.num}>{money(line.taxable)}</Text>
              {inv.tax_mode === 'intra' ? <Text style={s.num}>{money(line.cgst)}</Text> : null}
              {inv.tax_mode === 'intra' ? <Text style={s.num}>{money(line.sgst)}</Text> : null}
              {inv.tax_mode === 'inter' ? <Text style={s.num}>{money(line.igst)}</Text> : null}
              <Text style={s.num}>{money(line.total)}</Text>
            </View>
          ))}
          <View style={s.head}>
            <Text style={s.desc}>Total</Text>
            <Text style={s.code} />
            <Text style={s.code} />
            {discounted ? <Text style={s.num}>{money(inv.discount)}</Text> : null}
            <Text style={s.num}>{money(inv.taxable)}</Text>
            {inv.tax_mode === 'intra' ? <Text style={s.num}>{money(inv.cgst)}</Text> : null}
            {inv.tax_mode === 'intra' ? <Text style={s.num}>{money(inv.sgst)}</Text> : null}
            {inv.tax_mode === 'inter' ? <Text style={s.num}>{money(inv.igst)}</Text> : null}
            <Text style={s.num}>{money(inv.total)}</Text>
          </View>
        </View>
        <Text style={s.block}>
          {credit ? 'Amount credited in words' : 'Amount in words'}: {inv.total_in_words}
        </Text>
        {taxed ? <Text>Whether tax is payable on reverse charge: No</Text> : null}
        {credit && taxed ? (
          <Text style={s.muted}>
            Tax reversed:{' '}
            {inv.tax_mode === 'intra'
              ? `CGST ${money(inv.cgst)}, ${second} ${money(inv.sgst)}`
              : `IGST ${money(inv.igst)}`}
          </Text>
        ) : null}
        {taxed || credit ? null : (
          <Text style={s.muted}>
            {inv.seller.gstin
              ? 'Bill of Supply: no GST is charged on an exempt supply (CGST Rule 49).'
              : 'Bill of Supply: no GST is charged, the supplier is not registered for GST (CGST Rule 49).'}
          </Text>
        )}
        {taxed && inv.lines.some((l) => l.rate === 0) ? (
          <Text style={s.muted}>Lines marked Exempt are a bill of supply: no GST is charged on them.</Text>
        ) : null}
        {credit ? null : (
          <View style={s.block}>
            {inv.payments.length ? <Text style={{ fontWeight: 'bold' }}>Payments received</Text> : null}
            {inv.payments.map((p) => (
              <Text key={p.id}>
                {dateText(p.date)} · {p.mode}
                {p.reference ? ` · ${p.reference}` : ''} · receipt {p.receipt_number} · {money(p.amount)}
              </Text>
            ))}
            {Number(inv.credited) > 0 ? <Text>Credited by credit notes: {money(inv.credited)}</Text> : null}
            <Text>
              Paid: {money(inv.paid)} Balance due: {money(inv.balance)}
            </Text>
          </View>
        )}
        {due > 0 && qrPng && inv.upi_link ? (
          <View style={s.pay}>
            <Image src={{ data: qrPng, format: 'png' }} style={{ width: 120, height: 120 }} />
            <View style={{ marginLeft: 12, flex: 1 }}>
              <Text style={{ fontWeight: 'bold' }}>Pay {inr(due)} by UPI</Text>
              <Text style={s.muted}>Scan the code with any UPI app.</Text>
              <Text style={s.muted}>
                UPI ID: {inv.seller_upi_vpa} · note {inv.number}
              </Text>
              {/* The whole link is too long to print; on a phone the words open the UPI app. */}
              <Link src={inv.upi_link} style={s.link}>
                Tap here to pay in a UPI app
              </Link>
            </View>
          </View>
        ) : null}
        <Signatory name={inv.seller.legal_name} signature={signature} />
      </Page>
    </Document>
  );
}
