/**
 * A GST-registered practice in Pune (Maharashtra, state 27) with a UPI id: the billing settings the
 * invoice tests save through POST /api/v1/invoice/billing-settings before issuing anything.
 */
export const PUNE_BILLING_SETTINGS = {
  legal_name: 'Poshan Nutrition Clinic LLP',
  address: '12 Prabhat Road, Erandwane, Pune 411004',
  state_code: '27',
  registered: true,
  gstin: '27AAPFU0939F1ZV',
  sac: '999319',
  gst_rate: 18,
  upi_vpa: 'poshanclinic@okhdfcbank',
  payee_name: 'Poshan Nutrition Clinic',
  series_prefix: 'ND',
};
