/** @vitest-environment node */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { agent, call, demo, expectContract, json, login, other, violationOf } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { giveMiles, history, newMember, stats } from './support/miles';
import type { TestMember } from './support/miles';
import { useTestServer } from './support/use-test-server';

const { server, tokens } = useTestServer({ logins: ['demo'] });

const transfer = (token: string, body: unknown, key: string | null = randomUUID()) =>
  call(server.app, 'POST', 'points_transfers', { token, body, headers: key === null ? {} : { 'idempotency-key': key } });
const balanceOf = async (token: string) => (await stats(server, token)).points[4] ?? 0;

describe('before confirming', () => {
  it("names the recipient by first name and initial, and refuses unknown codes, one's own and support agents", async () => {
    const preview = (code: string, token = tokens.demo) =>
      call(server.app, 'GET', `points_transfers_recipient?agent_code=${code}`, { token });
    const found = await preview('FA654321');
    expect(found.statusCode).toBe(200);
    expectContract('TransferRecipient', json(found));
    expect(json(found)).toEqual({ agent_code: 'FA654321', display_name: 'Olivier P.' });
    expect(json<ErrorBody>(await preview('FA999999'))).toMatchObject({ code: 422, key: 'recipient_not_found' });
    expect(json<ErrorBody>(await preview('FA900001'))).toMatchObject({ key: 'recipient_not_found' });
    expect(json<ErrorBody>(await preview('FA123456'))).toMatchObject({
      key: 'self_transfer',
      message: 'You cannot transfer miles to yourself.',
    });
    expect(violationOf(await preview('XX123'), 'agent_code')).toMatchObject({
      key: 'agent_code_format',
      message: 'Please enter FA followed by 6 digits.',
    });
    expect((await call(server.app, 'GET', 'points_transfers_recipient?agent_code=FA654321')).statusCode).toBe(401);
  });

  it('tells the expiry date the transferred miles keep: that of the oldest valid miles', async () => {
    const response = await call(server.app, 'GET', 'points_transfers_expiration', { token: tokens.demo });
    expect(response.statusCode).toBe(200);
    const answer = json<Schemas['TransferExpiration']>(response);
    expectContract('TransferExpiration', answer);
    const demoStats = await stats(server, tokens.demo);
    expect(answer).toMatchObject({ available: demoStats.points[4], minimum: 1000 });
    // Dana's oldest remaining miles are the ones announced as expiring first.
    expect(answer.expiration_date).toBe(demoStats.expiring?.[0]?.date);
    const empty = await newMember(server, 'empty');
    expect(json(await call(server.app, 'GET', 'points_transfers_expiration', { token: empty.token }))).toEqual({
      expiration_date: null,
      available: 0,
      minimum: 1000,
    });
  });
});

describe('POST points_transfers refusals', () => {
  let sender: TestMember;
  beforeAll(async () => {
    sender = await newMember(server, 'sender');
    await giveMiles(server, sender.id, 3000);
  });

  it('needs the Idempotency-Key header, a UUID or 16 to 64 URL-safe characters', async () => {
    const missing = await transfer(sender.token, { agent_code: 'FA654321', amount: 1000 }, null);
    expect(json<ErrorBody>(missing)).toMatchObject({ code: 422, key: 'idempotency_key_required' });
    expect(json<ErrorBody>(await transfer(sender.token, { agent_code: 'FA654321', amount: 1000 }, 'short'))).toMatchObject({
      key: 'idempotency_key_invalid',
    });
    expect(json<ErrorBody>(await transfer(sender.token, { agent_code: 'FA654321', amount: 1000 }, 'not/url safe key!!'))).toMatchObject({
      key: 'idempotency_key_invalid',
    });
    expect(await balanceOf(sender.token)).toBe(3000);
  });

  it('refuses less than 1 000 miles, an unknown agent code, oneself, and more than the valid balance', async () => {
    const small = await transfer(sender.token, { agent_code: 'FA654321', amount: 999 });
    expect(violationOf(small, 'amount')).toEqual({
      propertyPath: 'amount',
      message: 'The minimum is 1 000 miles per transfer.',
      key: 'minimum_transfer',
    });
    expect(violationOf(await transfer(sender.token, { agent_code: 'FA654321', amount: 1500.5 }), 'amount')?.key).toBe('minimum_transfer');
    expect(violationOf(await transfer(sender.token, { agent_code: 'FA12345', amount: 1000 }), 'agent_code')?.key).toBe('agent_code_format');
    expect(json<ErrorBody>(await transfer(sender.token, { agent_code: 'FA999999', amount: 1000 }))).toMatchObject({
      key: 'recipient_not_found',
      message: 'No member has this agent code.',
    });
    expect(json<ErrorBody>(await transfer(sender.token, { agent_code: sender.agentCode, amount: 1000 }))).toMatchObject({
      key: 'self_transfer',
    });
    const tooMuch = await transfer(sender.token, { agent_code: 'FA654321', amount: 3001 });
    expect(tooMuch.statusCode).toBe(422);
    expect(json<ErrorBody>(tooMuch)).toMatchObject({ key: 'insufficient_miles', message: 'You do not have enough valid miles' });
    expect(violationOf(tooMuch, 'amount')?.key).toBe('insufficient_miles');
    expect(await balanceOf(sender.token)).toBe(3000);
  });

  it('does not count pending miles as available', async () => {
    await server.db.query(
      "INSERT INTO movements (user_id, type, status, amount, label, created_at, valid_on) VALUES ($1, 'reservation', 'pending', 5000, 'Pending stay', $2, $3)",
      [sender.id, new Date(server.clock.now()), new Date(server.clock.now() + 5 * 86_400_000)],
    );
    expect(json<ErrorBody>(await transfer(sender.token, { agent_code: 'FA654321', amount: 4000 })).key).toBe('insufficient_miles');
  });

  it('is refused while an agent impersonates the member', async () => {
    const agentToken = (await login(server.app, agent)).token;
    const { hash } = json<Schemas['ImpersonationHash']>(
      await call(server.app, 'POST', 'admin/impersonation_hashes', { token: agentToken, body: { email: demo.email } }),
    );
    const { token } = json<Schemas['ImpersonationTokens']>(await call(server.app, 'POST', 'impersonate', { body: { hash } }));
    const response = await transfer(token, { agent_code: 'FA654321', amount: 1000 });
    expect(response.statusCode).toBe(409);
    expect(json<ErrorBody>(response)).toMatchObject({ code: 409, key: 'impersonation_forbidden' });
  });
});

describe('a transfer', () => {
  it('moves the miles, names both members in their histories and keeps the expiry date', async () => {
    const sender = await newMember(server, 'giver');
    const recipient = await newMember(server, 'taker');
    await giveMiles(server, sender.id, 1500, 700);
    await giveMiles(server, sender.id, 2000, 10);
    const { expiration_date } = json<Schemas['TransferExpiration']>(
      await call(server.app, 'GET', 'points_transfers_expiration', { token: sender.token }),
    );
    const response = await transfer(sender.token, { agent_code: recipient.agentCode, amount: 2500 });
    expect(response.statusCode, response.body).toBe(201);
    const answer = json<Schemas['Transfer']>(response);
    expectContract('Transfer', answer);
    expect(answer).toMatchObject({
      amount: 2500,
      balance: 1000,
      recipient: { agent_code: recipient.agentCode, display_name: 'Test M.' },
      expiration_date,
    });
    expect(await balanceOf(recipient.token)).toBe(2500);
    const [out] = (await history(server, sender.token, '?type[]=transfer')).items;
    expect(out).toMatchObject({
      id: answer.movement_id,
      type: 'transfer',
      status: 'valid',
      amount: -2500,
      label: `Transfer to Test M. (${recipient.agentCode})`,
      expires_on: null,
    });
    const [received] = (await history(server, recipient.token, '?type[]=transfer')).items;
    expect(received).toMatchObject({
      type: 'transfer',
      status: 'valid',
      amount: 2500,
      label: `Transfer from Test M. (${sender.agentCode})`,
    });
    expect(received?.expires_on?.slice(0, 10)).toBe(expiration_date);
  });

  it('with the same Idempotency-Key answers the first answer and moves the miles once, also when retried at once', async () => {
    const sender = await newMember(server, 'retrier');
    await giveMiles(server, sender.id, 5000);
    const key = randomUUID();
    const [first, ...retries] = await Promise.all(
      Array.from({ length: 6 }, () => transfer(sender.token, { agent_code: 'FA654321', amount: 1000 }, key)),
    );
    expect(first?.statusCode).toBe(201);
    for (const retry of retries) {
      expect(retry.statusCode).toBe(201);
      expect(json(retry)).toEqual(json(first ?? retry));
    }
    const later = await transfer(sender.token, { agent_code: 'FA654321', amount: 1000 }, key);
    expect(json(later)).toEqual(json(first ?? later));
    expect(await balanceOf(sender.token)).toBe(4000);
    expect((await history(server, sender.token, '?type[]=transfer')).count).toBe(1);
    const reused = await transfer(sender.token, { agent_code: 'FA654321', amount: 2000 }, key);
    expect(json<ErrorBody>(reused)).toMatchObject({ code: 422, key: 'idempotency_key_reused' });
    // Keys belong to their member: another member may use the same one.
    const second = await newMember(server, 'same-key');
    await giveMiles(server, second.id, 1000);
    expect((await transfer(second.token, { agent_code: 'FA654321', amount: 1000 }, key)).statusCode).toBe(201);
  });
});

describe('50 concurrent transfers from one member', () => {
  it('never overdraw, and conserve the total of both balances', async () => {
    const sender = await newMember(server, 'rush');
    const recipient = await newMember(server, 'rush-to');
    await giveMiles(server, sender.id, 10_500);
    await giveMiles(server, recipient.id, 700);
    const before = (await balanceOf(sender.token)) + (await balanceOf(recipient.token));
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => transfer(sender.token, { agent_code: recipient.agentCode, amount: 1000 })),
    );
    const accepted = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(accepted.length).toBe(10);
    expect(refused.every((a) => a.statusCode === 422 && json<ErrorBody>(a).key === 'insufficient_miles')).toBe(true);
    // Each accepted answer saw the balance the previous one left: 9 500, 8 500, … 500.
    expect(accepted.map((a) => json<Schemas['Transfer']>(a).balance).sort((a, b) => b - a)).toEqual([
      9500, 8500, 7500, 6500, 5500, 4500, 3500, 2500, 1500, 500,
    ]);
    const senderAfter = await balanceOf(sender.token);
    const recipientAfter = await balanceOf(recipient.token);
    expect(senderAfter).toBe(500);
    expect(recipientAfter).toBe(10_700);
    expect(senderAfter + recipientAfter).toBe(before);
    expect((await history(server, sender.token, '?type[]=transfer')).count).toBe(10);
    expect((await history(server, recipient.token, '?type[]=transfer')).totals.find((t) => t.type === 'transfer')).toMatchObject({
      count: 10,
      valid: 10_000,
    });
  });

  it('between two members both ways at once do not deadlock and conserve the total', async () => {
    const a = await newMember(server, 'both-a');
    const b = await newMember(server, 'both-b');
    await giveMiles(server, a.id, 5000);
    await giveMiles(server, b.id, 5000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? transfer(a.token, { agent_code: b.agentCode, amount: 1000 })
          : transfer(b.token, { agent_code: a.agentCode, amount: 1000 }),
      ),
    );
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => json<ErrorBody>(r).key)).toEqual(refused.map(() => 'insufficient_miles'));
    // Each side holds 5 000 whatever the order, so at least its first five transfers must go through:
    // a server that refused every transfer (or every concurrent one) fails here, not only a lossy one.
    const acceptedFromA = answers.filter((r, i) => i % 2 === 0 && r.statusCode === 201).length;
    const acceptedFromB = answers.filter((r, i) => i % 2 === 1 && r.statusCode === 201).length;
    expect(acceptedFromA).toBeGreaterThanOrEqual(5);
    expect(acceptedFromB).toBeGreaterThanOrEqual(5);
    const balanceA = await balanceOf(a.token);
    const balanceB = await balanceOf(b.token);
    expect(balanceA).toBe(5000 - 1000 * acceptedFromA + 1000 * acceptedFromB);
    expect(balanceB).toBe(5000 - 1000 * acceptedFromB + 1000 * acceptedFromA);
    expect(balanceA + balanceB).toBe(10_000);
    expect(Math.min(balanceA, balanceB)).toBeGreaterThanOrEqual(0);
    // Every accepted transfer is in both ledgers, once.
    expect((await history(server, a.token, '?type[]=transfer')).count).toBe(acceptedFromA + acceptedFromB);
    expect((await history(server, b.token, '?type[]=transfer')).count).toBe(acceptedFromA + acceptedFromB);
  });
});

describe('ownership', () => {
  it("never shows a member another member's transfers", async () => {
    // A transfer between two other members, seen by both of them: something that could leak.
    const sender = await newMember(server, 'owner-s');
    const recipient = await newMember(server, 'owner-r');
    await giveMiles(server, sender.id, 2000);
    expect((await transfer(sender.token, { agent_code: recipient.agentCode, amount: 1000 })).statusCode).toBe(201);
    const theirs = [
      ...(await history(server, sender.token, '?type[]=transfer')).items,
      ...(await history(server, recipient.token, '?type[]=transfer')).items,
    ];
    expect(theirs.map((m) => m.amount).sort((a, b) => a - b)).toEqual([-1000, 1000]);
    const { token } = await login(server.app, other);
    const mine = (await history(server, token, '?type[]=transfer')).items;
    expect(mine.filter((m) => theirs.some((t) => t.id === m.id))).toEqual([]);
    expect(mine.map((m) => m.label).filter((l) => l.startsWith('Transfer to Test'))).toEqual([]);
  });
});
