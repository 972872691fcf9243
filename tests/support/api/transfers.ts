// Transfers of miles in the mocked API, over the member's miles (history.ts): what can be transferred (the valid
// balance, the expiry date of the oldest valid miles), the recipient looked up by agent code, and the transfer
// itself, refused by each rule of the reference server (server/miles/transfers.ts) or made once per
// Idempotency-Key (a retry gets the first answer), adding its debit to the history. An answer can be lost on the
// way (the miles moved, the browser heard nothing), and the settings give the minimum the page states.
import { http, HttpResponse } from 'msw';
import type { components } from '@/generated/api';
import { contractHandler } from '../msw-api';
import type { ContractAnswer } from '../msw-api';
import type { MockHistory } from './history';

type Schemas = components['schemas'];

export interface MockTransfers {
  /** The sender's miles: a transfer is a valid debit there. */
  history: MockHistory;
  /** The sender's own agent code. */
  ownCode: string;
  /** Agent code → how the recipient is named ("Olivier P."). */
  members: Record<string, string>;
  minimum: number;
  /** Every createTransfer request that reached the API: its body and Idempotency-Key. */
  requests: { body: Schemas['TransferRequest']; key: string | null }[];
  /** Idempotency-Key → the first answer (a retry with the key gets it again; the miles move once). */
  answers: Record<string, Schemas['Transfer']>;
  /** When true, the next transfer is made but its answer never reaches the browser (a connection lost on the way). */
  loseNextAnswer: boolean;
  /** The session is an agent's acting as the member: the API refuses transfers (409). */
  supportSession: boolean;
}

/** Dana (FA123456) may send to Olivier Peeters (FA654321) and Ana Janssens (FA222222). */
export function mockTransfers(history: MockHistory, over: Partial<Omit<MockTransfers, 'history'>> = {}): MockTransfers {
  return {
    history,
    ownCode: 'FA123456',
    members: { FA123456: 'Dana M.', FA654321: 'Olivier P.', FA222222: 'Ana J.' },
    minimum: 1000,
    requests: [],
    answers: {},
    loseNextAnswer: false,
    supportSession: false,
    ...over,
  };
}

const fieldRefused = (propertyPath: string, message: string, key: string): ContractAnswer => ({
  status: 422,
  body: { code: 422, message, key, violations: [{ propertyPath, message, key }] },
});

const balanceOf = (history: MockHistory) => history.movements.filter((m) => m.status === 'valid').reduce((sum, m) => sum + m.amount, 0);

/** The expiry date of the oldest valid credit (the miles that move first), or null. */
function oldestExpiry(history: MockHistory): string | null {
  const credits = history.movements.filter((m) => m.status === 'valid' && m.amount > 0 && m.expires_on);
  const oldest = credits.map((m) => m.expires_on as string).sort()[0];
  return oldest ? oldest.slice(0, 10) : null;
}

/** The recipient of an agent code, or the refusal the API gives. */
function recipientOf(transfers: MockTransfers, agentCode: string): Schemas['TransferRecipient'] | ContractAnswer {
  const code = agentCode.toUpperCase();
  if (!/^FA[0-9]{6}$/.test(code)) return fieldRefused('agent_code', 'Please enter FA followed by 6 digits.', 'agent_code_format');
  const name = transfers.members[code];
  if (!name) return fieldRefused('agent_code', 'No member has this agent code.', 'recipient_not_found');
  if (code === transfers.ownCode) return fieldRefused('agent_code', 'You cannot transfer miles to yourself.', 'self_transfer');
  return { agent_code: code, display_name: name };
}

const isAnswer = (value: Schemas['TransferRecipient'] | ContractAnswer): value is ContractAnswer => 'body' in value;

/** createTransfer as the reference server answers it. */
async function transfer(transfers: MockTransfers, request: Request): Promise<ContractAnswer> {
  const body = (await request.json()) as Schemas['TransferRequest'];
  const key = request.headers.get('Idempotency-Key');
  transfers.requests.push({ body, key });
  if (transfers.supportSession)
    return {
      status: 409,
      body: { code: 409, message: "A support session may not do this in the member's name.", key: 'impersonation_forbidden' },
    };
  const previous = key ? transfers.answers[key] : undefined;
  if (previous) return { status: 201, body: previous };
  if (body.amount < transfers.minimum) return fieldRefused('amount', 'The minimum is 1 000 miles per transfer.', 'minimum_transfer');
  const recipient = recipientOf(transfers, body.agent_code);
  if (isAnswer(recipient)) return recipient;
  const balance = balanceOf(transfers.history);
  if (body.amount > balance) return fieldRefused('amount', 'You do not have enough valid miles', 'insufficient_miles');
  const expiration = oldestExpiry(transfers.history) ?? '';
  const id = 7000 + transfers.history.movements.length;
  const now = new Date().toISOString();
  transfers.history.movements.push({
    id,
    type: 'transfer',
    status: 'valid',
    amount: -body.amount,
    label: `Transfer to ${recipient.display_name} (${recipient.agent_code})`,
    created_at: now,
    valid_on: now,
    expires_on: null,
    booking_number: null,
    hotel: null,
  });
  const answer = {
    id,
    amount: body.amount,
    recipient,
    expiration_date: expiration,
    balance: balance - body.amount,
    movement_id: id,
    created_at: now,
  };
  if (key) transfers.answers[key] = answer;
  return { status: 201, body: answer };
}

/** Handlers of the transfer page over `transfers` (and the settings it states the minimum from). */
export function transfersApi(transfers: MockTransfers) {
  return [
    // The answer lost on the way: the transfer is made, and the browser gets no answer at all.
    http.post('*/points_transfers', async ({ request }) => {
      if (!transfers.loseNextAnswer) return undefined;
      transfers.loseNextAnswer = false;
      await transfer(transfers, request);
      return HttpResponse.error();
    }),
    contractHandler('getSettings', () => ({
      body: { environment: 'local', minimum_transfer: transfers.minimum, new_card_cost: 500, ideal_gift_threshold: 80_000 },
    })),
    contractHandler('getTransferExpiration', () => ({
      body: { available: balanceOf(transfers.history), expiration_date: oldestExpiry(transfers.history), minimum: transfers.minimum },
    })),
    contractHandler('getTransferRecipient', (request) => {
      const recipient = recipientOf(transfers, new URL(request.url).searchParams.get('agent_code') ?? '');
      return isAnswer(recipient) ? recipient : { body: recipient };
    }),
    contractHandler('createTransfer', (request) => transfer(transfers, request)),
  ];
}

/** An access token whose `act` claim names the acting agent, as the API signs an impersonation's (unsigned here). */
export function supportSessionToken(agent = 'agent@example.com'): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'none' })}.${part({ sub: '1', act: { sub: agent }, exp: Math.floor(Date.now() / 1000) + 3600 })}.`;
}
