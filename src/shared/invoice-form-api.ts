import type { SupplyRule } from './invoice-supply';

/** What the invoice form starts from (GET /api/v1/invoice/form-defaults, decision 300). */
export type InvoiceFormDefaults = {
  client_id: number;
  client_name: string;
  /** Saved on the client by its last invoice. */
  client_gstin: string | null;
  /** The client's billing address, else its address. */
  billing_address: string | null;
  billing_state: string | null;
  supply_rule: SupplyRule;
  practice_state: string;
  registered: boolean;
  sac: string;
  gst_rate: number;
  /** A package's price not yet invoiced as one line; empty for a client. */
  lines: { description: string; amount: string }[];
  /** The open financial year: the form's date stays in it. */
  year_from: string;
  today: string;
};
