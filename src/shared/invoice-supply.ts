/**
 * The invoice form's rules without Zod (issue 55 point 2, decision 300): the place of supply by the
 * practice's rule, each line's tax at its own rate after its discount, and whether the document is
 * a tax invoice, a Bill of Supply or an invoice-cum-bill of supply. The form's preview and the
 * server run the same functions.
 */
import { GST_STATES, stateName, type TaxedLine, type TaxMode } from './invoice-tax';

/**
 * How the practice's consultations are given, which decides the place of supply (IGST Act 2017):
 * in person, s. 12(4) (health services: where the service is actually performed, the practice's
 * state); online, s. 12(2) (the recipient's location: a registered recipient's GSTIN state, else the
 * address on record, else the supplier's location).
 */
export const SUPPLY_RULES = ['in_person', 'online'] as const;
export type SupplyRule = (typeof SUPPLY_RULES)[number];
export const SUPPLY_RULE_LABELS: Record<SupplyRule, string> = {
  in_person: 'In person',
  online: 'Online',
};
export const SUPPLY_RULE_TEXT: Record<SupplyRule, string> = {
  in_person:
    "In person: the place of supply is where the service is performed, the practice's state (IGST Act 2017, s. 12(4), health services).",
  online:
    "Online: the place of supply is the recipient's location, the state of a registered client's GSTIN or else of the client's address (IGST Act 2017, s. 12(2)).",
};

/** A line's GST rate: 0 is an exempt service (a Bill of Supply line). */
export const LINE_RATES = [0, 5, 12, 18] as const;
export const RATE_LABEL = (rate: number) => (rate === 0 ? 'Exempt' : `${rate} %`);

export const SUPPLY_MESSAGES = {
  gstinState: (gstinState: string, place: string) =>
    `This GSTIN is of ${stateName(gstinState)} (${gstinState}), but the place of supply is ${stateName(place)} (${place}): for a registered client served online the place of supply is its GSTIN's state (IGST Act s. 12(2)(a))`,
  unregisteredRate:
    'The practice is not registered for GST (Settings → Billing), so a line charges no tax: please choose Exempt',
  discount: 'The discount cannot be more than the amount',
  addressWithGstin:
    "Please enter the client's billing address: a registered client's invoice prints it (Rule 46(e))",
} as const;

/**
 * The place of supply when the form leaves it out: in person the practice's state; online a
 * registered client's GSTIN state, else the state of the client's billing address, else the
 * practice's own.
 */
export function defaultPlaceOfSupply(input: {
  rule: SupplyRule;
  practiceState: string;
  clientGstin?: string | null;
  clientState?: string | null;
}): string {
  if (input.rule === 'in_person') return input.practiceState;
  return input.clientGstin?.slice(0, 2) || input.clientState || input.practiceState;
}

/** Null, or the GSTIN field's message when its state is not the place of supply where that matters. */
export function gstinPlaceProblem(rule: SupplyRule, gstin: string | null | undefined, place: string) {
  if (rule !== 'online' || !gstin) return null;
  const state = gstin.slice(0, 2);
  return state === place || !GST_STATES.some((s) => s.code === state)
    ? null
    : SUPPLY_MESSAGES.gstinState(state, place);
}

/** A line as the form sends it, money in paise. */
export type FormLine = { description: string; sac: string; rate: number; amount: number; discount: number };
/** A stored line: its tax, and (from issue 55 on) its SAC, rate and discount. */
export type FormTaxedLine = TaxedLine & { sac: string; rate: number; discount: number };

const roundHalfUp = (value: number) => Math.floor(value + 0.5 + 1e-9);

/**
 * Each line's tax, in paise, on its amount less its discount at its own rate, rounded on the line
 * (decision 233): CGST and SGST halves intra-state, IGST inter-state, none on an exempt line or
 * for an unregistered practice ('none').
 */
export function taxFormLines(lines: FormLine[], mode: TaxMode): FormTaxedLine[] {
  return lines.map((l) => {
    const taxable = l.amount - l.discount;
    const rate = mode === 'none' ? 0 : l.rate;
    const half = mode === 'intra' ? roundHalfUp((taxable * rate) / 200) : 0;
    const igst = mode === 'inter' ? roundHalfUp((taxable * rate) / 100) : 0;
    return {
      description: l.description,
      sac: l.sac,
      rate,
      discount: l.discount,
      taxable,
      cgst: half,
      sgst: half,
      igst,
      total: taxable + 2 * half + igst,
    };
  });
}

/**
 * The document a set of lines makes: an unregistered practice, or only exempt lines, a Bill of
 * Supply (its own series); taxable lines a tax invoice, with exempt ones beside them an
 * invoice-cum-bill of supply (CGST Rule 46A).
 */
export function documentOf(registered: boolean, rates: number[]) {
  const taxed = registered && rates.some((r) => r > 0);
  return {
    kind: taxed ? ('invoice' as const) : ('bill_of_supply' as const),
    mixed: taxed && rates.some((r) => r === 0),
  };
}

/** The title printed on a document. */
export function documentTitle(kind: string, lines: { rate?: number }[]): string {
  if (kind === 'credit_note') return 'Credit Note';
  if (kind === 'bill_of_supply') return 'Bill of Supply';
  return lines.some((l) => l.rate === 0) ? 'Tax Invoice-cum-Bill of Supply' : 'Tax Invoice';
}
