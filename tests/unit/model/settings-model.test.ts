// The settings model: settings_light loaded once per page load, the strings given their figures before the
// screens learn them, a failure leaves nothing known (no figure shown) and may be retried.
import { describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import { $settings, $settingsFailed, applyTextFiguresFx, loadSettingsFx, settingsNeeded } from '@/model/settings/settings-model';

const answer = { environment: 'prod' as const, minimum_transfer: 1000, new_card_cost: 500, ideal_gift_threshold: 80_000 };

describe('settings model', () => {
  it('loads once, however many screens ask, and gives the strings the figures first', async () => {
    const load = vi.fn(async () => answer);
    const order: string[] = [];
    const scope = fork({
      handlers: [
        [loadSettingsFx, load],
        [applyTextFiguresFx, (s: typeof answer) => (order.push(`texts ${s.new_card_cost}`), s)],
      ],
    });
    await Promise.all([allSettled(settingsNeeded, { scope }), allSettled(settingsNeeded, { scope })]);
    await allSettled(settingsNeeded, { scope });
    expect(load).toHaveBeenCalledTimes(1);
    expect(order).toEqual(['texts 500']);
    expect(scope.getState($settings)).toEqual({ minimum_transfer: 1000, new_card_cost: 500, ideal_gift_threshold: 80_000 });
  });

  it('knows nothing after a failure, and tries again when asked again', async () => {
    const load = vi.fn().mockRejectedValueOnce({ code: 'network', status: 0, errors: 'Failed to fetch' }).mockResolvedValueOnce(answer);
    const scope = fork({
      handlers: [
        [loadSettingsFx, load],
        [applyTextFiguresFx, (s: typeof answer) => s],
      ],
    });
    await allSettled(settingsNeeded, { scope });
    expect(scope.getState($settings)).toBeNull();
    expect(scope.getState($settingsFailed)).toBe(true);
    await allSettled(settingsNeeded, { scope });
    expect(load).toHaveBeenCalledTimes(2);
    expect(scope.getState($settings)?.ideal_gift_threshold).toBe(80_000);
    expect(scope.getState($settingsFailed)).toBe(false);
  });
});
