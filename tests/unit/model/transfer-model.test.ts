import { describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import type { ApiError } from '@/api/api-error';
import { findRecipientFx, loadTransferInfoFx, sendTransferFx } from '@/model/transfer/transfer-calls';
import type { Transfer, TransferInfo, TransferRecipient, TransferValues } from '@/model/transfer/transfer-calls';
import {
  $confirmError,
  $review,
  $transferInfo,
  $transferInfoState,
  $transferResult,
  confirmTransferFx,
  reviewCancelled,
  reviewTransferFx,
  transferPageOpened,
  transferRestarted,
} from '@/model/transfer/transfer-model';
import { loadRankFx, loadStatsFx, loadUserFx } from '@/model/user/user-model';
import { $settings, applyTextFiguresFx, loadSettingsFx } from '@/model/settings/settings-model';
import { demoUser } from '../../support/api-effect-handlers';

const info: TransferInfo = { expiration_date: '2027-03-12', available: 87_500, minimum: 1000 };
const olivier: TransferRecipient = { agent_code: 'FA654321', display_name: 'Olivier P.' };
const networkFailure: ApiError = { code: 'network', status: 0, errors: 'Failed to fetch', key: 'network' };
const refusal = (propertyPath: string, key: string): ApiError => ({
  code: 422,
  status: 422,
  errors: [{ propertyPath, message: key, key }],
});
const answer = (values: TransferValues): Transfer => ({
  id: 7,
  amount: values.amount,
  recipient: olivier,
  expiration_date: '2027-03-12',
  balance: info.available - values.amount,
  movement_id: 99,
  created_at: '2026-11-21T10:00:00.000Z',
});

function setup(send: (p: { values: TransferValues; idempotencyKey: string }) => Promise<Transfer> = async ({ values }) => answer(values)) {
  const calls = {
    info: vi.fn(async () => info),
    recipient: vi.fn(async (code: string): Promise<TransferRecipient> => {
      if (code === 'FA000000') throw refusal('agent_code', 'recipient_not_found');
      if (code === 'FA123456') throw refusal('agent_code', 'self_transfer');
      return olivier;
    }),
    send: vi.fn(send),
    user: vi.fn(async () => demoUser()),
    stats: vi.fn(async () => ({ points: [0, 0, 0, 0, 82_500, 0], basket: 0 })),
  };
  const scope = fork({
    handlers: [
      [loadTransferInfoFx, calls.info],
      [findRecipientFx, calls.recipient],
      [sendTransferFx, calls.send],
      [loadUserFx, calls.user],
      [loadStatsFx, calls.stats],
      [loadRankFx, async () => 'Gold'],
      [
        loadSettingsFx,
        async () => ({ environment: 'prod' as const, minimum_transfer: 1000, new_card_cost: 500, ideal_gift_threshold: 80_000 }),
      ],
      [applyTextFiguresFx, (settings: unknown) => settings],
    ],
  });
  return { scope, calls };
}

async function review(scope: ReturnType<typeof setup>['scope'], values: TransferValues) {
  return allSettled(reviewTransferFx, { scope, params: values });
}

describe('transfer model', () => {
  it('opens with the available balance, the minimum and the expiry date the miles keep', async () => {
    const { scope, calls } = setup();
    await allSettled(transferPageOpened, { scope });
    // The page's texts state the minimum of settings_light: opening it loads them.
    expect(scope.getState($settings)?.minimum_transfer).toBe(1000);
    expect(calls.info).toHaveBeenCalledTimes(1);
    expect(scope.getState($transferInfo)).toEqual(info);
  });

  it('a first read that fails says so with "Try again"; a failed reread keeps the figures; the review shows what it read', async () => {
    const { scope, calls } = setup();
    calls.info.mockRejectedValueOnce(networkFailure);
    await allSettled(transferPageOpened, { scope });
    expect(scope.getState($transferInfoState)).toMatchObject({ status: 'failure', code: 'network' });
    await allSettled(transferPageOpened, { scope });
    expect(scope.getState($transferInfo)).toEqual(info);
    calls.info.mockRejectedValueOnce(networkFailure);
    await allSettled(transferPageOpened, { scope });
    expect(scope.getState($transferInfoState)).toEqual({ status: 'ready', data: info });
    const later = { ...info, available: 80_000 };
    calls.info.mockResolvedValueOnce(later);
    await review(scope, { agent_code: 'fa654321', amount: 5000 });
    expect(scope.getState($transferInfo)).toEqual(later);
  });

  it('builds the confirmation step: who receives how much, both balances, the expiry date, one key', async () => {
    const { scope, calls } = setup();
    const result = await review(scope, { agent_code: 'fa654321', amount: 5000 });
    expect(result.status).toBe('done');
    expect(calls.recipient).toHaveBeenCalledWith('FA654321');
    const step = scope.getState($review);
    expect(step).toMatchObject({
      values: { agent_code: 'FA654321', amount: 5000 },
      recipient: olivier,
      available: 87_500,
      balanceAfter: 82_500,
      expirationDate: '2027-03-12',
    });
    expect(step?.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it('refuses on the fields before the confirmation: unknown agent code, self transfer, too many or too few miles', async () => {
    const { scope, calls } = setup();
    for (const [values, field, key] of [
      [{ agent_code: 'FA000000', amount: 5000 }, 'agent_code', 'recipient_not_found'],
      [{ agent_code: 'FA123456', amount: 5000 }, 'agent_code', 'self_transfer'],
      [{ agent_code: 'FA654321', amount: 90_000 }, 'amount', 'insufficient_miles'],
      [{ agent_code: 'FA654321', amount: 999 }, 'amount', 'minimum_transfer'],
    ] as const) {
      const result = await review(scope, values);
      expect(result).toMatchObject({ status: 'fail', value: { errors: [{ propertyPath: field, key }] } });
      expect(scope.getState($review)).toBeNull();
    }
    expect(calls.send).not.toHaveBeenCalled();
  });

  it('sends the review with its Idempotency-Key, refreshes the header balance and shows the answer', async () => {
    const { scope, calls } = setup();
    await review(scope, { agent_code: 'FA654321', amount: 5000 });
    const key = scope.getState($review)?.idempotencyKey;
    const result = await allSettled(confirmTransferFx, { scope });
    expect(result.status).toBe('done');
    expect(calls.send).toHaveBeenCalledWith({ values: { agent_code: 'FA654321', amount: 5000 }, idempotencyKey: key });
    expect(scope.getState($transferResult)).toMatchObject({ amount: 5000, balance: 82_500, recipient: olivier });
    expect(scope.getState($review)).toBeNull();
    // userRefreshRequested: user, stats (the header balance) and rank again; and the page's own figures.
    expect(calls.user).toHaveBeenCalledTimes(1);
    expect(calls.stats).toHaveBeenCalledTimes(1);
    expect(calls.info).toHaveBeenCalledTimes(2);
    await allSettled(transferRestarted, { scope });
    expect(scope.getState($transferResult)).toBeNull();
  });

  it('retries after a network failure with the SAME key, so the miles never move twice', async () => {
    const send = vi
      .fn<(p: { values: TransferValues; idempotencyKey: string }) => Promise<Transfer>>()
      .mockRejectedValueOnce(networkFailure)
      .mockRejectedValueOnce({ code: 503, status: 503, errors: 'Service Unavailable' } satisfies ApiError)
      .mockImplementation(async ({ values }) => answer(values));
    const { scope, calls } = setup(send);
    await review(scope, { agent_code: 'FA654321', amount: 5000 });
    const key = scope.getState($review)?.idempotencyKey;

    expect((await allSettled(confirmTransferFx, { scope })).status).toBe('fail');
    expect(scope.getState($review)?.idempotencyKey).toBe(key); // still on the confirmation step
    expect(scope.getState($confirmError)).toEqual(networkFailure);
    expect(calls.user).not.toHaveBeenCalled();

    expect((await allSettled(confirmTransferFx, { scope })).status).toBe('fail');
    expect((await allSettled(confirmTransferFx, { scope })).status).toBe('done');
    expect(send.mock.calls.map(([p]) => p.idempotencyKey)).toEqual([key, key, key]);
    expect(scope.getState($confirmError)).toBeNull();
    expect(calls.user).toHaveBeenCalledTimes(1);
  });

  it('a new confirmation step gets a new key (back, then review again)', async () => {
    const { scope } = setup();
    await review(scope, { agent_code: 'FA654321', amount: 5000 });
    const first = scope.getState($review)?.idempotencyKey;
    await allSettled(reviewCancelled, { scope });
    expect(scope.getState($review)).toBeNull();
    await review(scope, { agent_code: 'FA654321', amount: 5000 });
    expect(scope.getState($review)?.idempotencyKey).not.toBe(first);
  });

  it('a refusal of the confirmed transfer goes back to the form and changes no balance', async () => {
    const refused = refusal('amount', 'insufficient_miles');
    const { scope, calls } = setup(async () => {
      throw refused;
    });
    await allSettled(transferPageOpened, { scope });
    await review(scope, { agent_code: 'FA654321', amount: 5000 });
    const result = await allSettled(confirmTransferFx, { scope });
    expect(result).toEqual({ status: 'fail', value: refused });
    expect(scope.getState($review)).toBeNull();
    expect(scope.getState($confirmError)).toBeNull();
    expect(scope.getState($transferResult)).toBeNull();
    expect(scope.getState($transferInfo)).toEqual(info);
    expect(calls.user).not.toHaveBeenCalled();
    expect(calls.stats).not.toHaveBeenCalled();
  });

  it('a confirmation without a review sends nothing', async () => {
    const { scope, calls } = setup();
    expect((await allSettled(confirmTransferFx, { scope })).status).toBe('fail');
    expect(calls.send).not.toHaveBeenCalled();
  });
});
