-- Requests for a partner's financial service (/exchange-my-miles/details/:id/financial-service):
-- the member asks, the partner answers within the product's promise. The form's fields the table has no
-- column for (phone, message, consent) are kept as the validated document of the request (DESIGN: one schema
-- per form, both sides). Times are the server clock's.
CREATE TABLE financial_service_requests (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id),
  partner_id integer NOT NULL REFERENCES partners (id),
  contact_time text NOT NULL CHECK (contact_time IN ('morning', 'afternoon', 'evening')),
  fields jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX financial_service_requests_user ON financial_service_requests (user_id, id);
