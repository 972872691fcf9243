// A member's requests for a partner's financial service (the catalogue's type 6 products): stored with the
// form's fields as one validated document (the contract's FinancialServiceRequest, from the form's schema),
// answered with a receipt that gives those fields back (a field an editor added to the form too: no code here names
// them), and readable by their member only (another member's id is 404, as if absent).
// `fields`: the form's fields as the server's contract read them (Contract.formFields(financialRequestForms)).
import type { Db } from '../db/db';
import { fieldError, notFound } from '../http/api-error';
import { extrasAnswer } from '../http/form-extras';
import type { Schemas } from '../http/api-types';
import type { LanguageCode } from '../http/request-language';
import { deliveryDelayMs, productRef } from './catalogue';

type Receipt = Schemas['FinancialServiceReceipt'];
type ContactTime = Receipt['contact_time'];

/** The catalogue's type of a partner's financial service. */
export const financialServiceType = 6;
/** The form a request is sent with; its fields but the contact time (a column) are kept in `fields`. */
export const financialRequestForms = ['financial-service-request'] as const;
const columns = ['contact_time'] as const;

interface RequestRow {
  id: number;
  product_id: number;
  type: number;
  names: Record<string, string>;
  partner_id: number;
  partner_name: string;
  contact_time: ContactTime;
  fields: unknown;
  created_at: Date;
}

const reference = (id: number) => `FS-${String(id).padStart(6, '0')}`;

function toReceipt(row: RequestRow, fields: readonly string[], language: LanguageCode): Receipt {
  const created = new Date(row.created_at);
  return {
    ...extrasAnswer(row.fields, fields, columns),
    id: row.id,
    reference: reference(row.id),
    status: 'received',
    product: productRef(row.product_id, row.names, row.type, language),
    partner: { id: row.partner_id, name: row.partner_name },
    contact_time: row.contact_time,
    created_at: created.toISOString(),
    answer_by: new Date(created.getTime() + deliveryDelayMs(row.type)).toISOString(),
  };
}

const receiptSelect = `SELECT r.id, r.product_id, p.type, p.names, r.partner_id, pa.name AS partner_name, r.contact_time, r.fields, r.created_at
    FROM financial_service_requests r JOIN products p ON p.id = r.product_id JOIN partners pa ON pa.id = r.partner_id`;

/** Stores a request for an active financial service of the catalogue; 422 product_not_found otherwise. */
export async function createFinancialRequest(
  db: Db,
  userId: number,
  body: Schemas['FinancialServiceRequest'],
  fields: readonly string[],
  language: LanguageCode,
  now: Date,
): Promise<Receipt> {
  const [product] = await db.query<{ partner_id: number | null }>(
    'SELECT partner_id FROM products WHERE id = $1 AND active AND type = $2',
    [body.product_id, financialServiceType],
  );
  // Why the same refusal for a gift and an unknown id: the form only ever names a financial service.
  if (!product || product.partner_id === null) throw fieldError('product_id', 'Product not found', 'product_not_found');
  const { product_id: productId, contact_time: contactTime, ...sent } = body;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO financial_service_requests (user_id, product_id, partner_id, contact_time, fields, created_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6) RETURNING id`,
    [userId, productId, product.partner_id, contactTime, JSON.stringify(sent), now],
  );
  if (!row) throw new Error('financial service request not written');
  return findFinancialRequest(db, userId, row.id, fields, language);
}

/** One of the member's requests, or 404. */
export async function findFinancialRequest(
  db: Db,
  userId: number,
  id: number,
  fields: readonly string[],
  language: LanguageCode,
): Promise<Receipt> {
  const [row] = await db.query<RequestRow>(`${receiptSelect} WHERE r.id = $1 AND r.user_id = $2`, [id, userId]);
  if (!row) throw notFound('Financial service request not found.', 'financial_service_request_not_found');
  return toReceipt(row, fields, language);
}
