// My agency (src/model/agency) with fork + allSettled: the first business of user_info_businesses_light, none
// when the list is empty, a failure, and the agents with the member first. The page and the member's data share
// one read: the page's first opening shows the session's read (waiting for it when due) instead of asking again.
import { describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import { $agency, agencyOpened, agentsInOrder } from '@/model/agency/agency-model';
import type { Agency } from '@/model/agency/agency-model';
import { memberChanged } from '@/model/session/member-changed';
import { loadBusinessFx, loadUserFx } from '@/model/user/user-model';

const agent = (firstname: string, lastname: string, is_me = false) => ({
  firstname,
  lastname,
  agent_code: `FA${lastname.length}00000`,
  is_me,
});
const agency: Agency = {
  agency_name: 'Brussels Travel Desk',
  agency_code: 'AB12CD34EF',
  city: 'Brussels',
  country: 'BE',
  address: { street: 'Rue Neuve 1', postal_code: '1000', city: 'Brussels', country: 'BE' },
  vip: true,
  agents: [agent('Olivier', 'Peeters'), agent('Dana', 'Meyer', true), agent('Anne', 'Ćosić')],
  partner_sales_count: 4,
  my_partner_sales_count: 1,
};

describe('my agency', () => {
  it('is the session’s read when the page first opens after it answered: no second call', async () => {
    const load = vi.fn(async () => agency);
    const scope = fork({ handlers: [[loadBusinessFx, load]] });
    // The member's data read the business when the session started (src/model/user).
    await allSettled(loadBusinessFx, { scope });
    await allSettled(agencyOpened, { scope });
    expect(load).toHaveBeenCalledTimes(1);
    expect(scope.getState($agency)).toEqual({ status: 'ready', data: agency });
  });

  it('is the session’s read for a member of no agency too: an empty list is an answer, not a read still due', async () => {
    const load = vi.fn(async () => null);
    const scope = fork({ handlers: [[loadBusinessFx, load]] });
    await allSettled(loadBusinessFx, { scope });
    await allSettled(agencyOpened, { scope });
    expect(load).toHaveBeenCalledTimes(1);
    expect(scope.getState($agency)).toEqual({ status: 'ready', data: null });
  });

  it('waits for the session’s read when the page opens before it (the user still loading, or the read on its way)', async () => {
    let userAnswered: () => void = () => undefined;
    const load = vi.fn(async () => agency);
    const scope = fork({
      handlers: [
        [loadUserFx, () => new Promise<never>((_, reject) => (userAnswered = () => reject({ code: 'network', status: 0, errors: 'x' })))],
        [loadBusinessFx, load],
      ],
    });
    const user = allSettled(loadUserFx, { scope });
    // allSettled settles once the scope is idle: the user's answer comes after the page has opened.
    const opened = allSettled(agencyOpened, { scope });
    userAnswered();
    await Promise.all([user, opened]);
    expect(load).not.toHaveBeenCalled();
    // The session's read, then the page opened again while a read is on its way: one call in all.
    let businessAnswered: (value: Agency) => void = () => undefined;
    load.mockImplementationOnce(() => new Promise<Agency>((resolve) => (businessAnswered = resolve)));
    const read = allSettled(loadBusinessFx, { scope });
    const again = allSettled(agencyOpened, { scope });
    businessAnswered(agency);
    await Promise.all([read, again]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(scope.getState($agency)).toEqual({ status: 'ready', data: agency });
  });

  it('is read again at each later visit; a failed reread keeps it; the next member starts afresh', async () => {
    const load = vi.fn(async () => agency);
    const scope = fork({ handlers: [[loadBusinessFx, load]] });
    await allSettled(loadBusinessFx, { scope });
    await allSettled(agencyOpened, { scope });
    await allSettled(agencyOpened, { scope });
    expect(load).toHaveBeenCalledTimes(2);
    expect(scope.getState($agency)).toEqual({ status: 'ready', data: agency });
    load.mockImplementationOnce(async () => Promise.reject({ code: 'network', status: 0, errors: 'x' }));
    await allSettled(agencyOpened, { scope });
    expect(load).toHaveBeenCalledTimes(3);
    expect(scope.getState($agency)).toEqual({ status: 'ready', data: agency });
    await allSettled(memberChanged, { scope });
    expect(scope.getState($agency)).toEqual({ status: 'loading' });
  });

  it('says so when it cannot be read, and is "none" for a member of no agency', async () => {
    const scope = fork({ handlers: [[loadBusinessFx, async () => Promise.reject({ code: 503, status: 503, errors: 'x' })]] });
    await allSettled(agencyOpened, { scope });
    expect(scope.getState($agency)).toEqual({ status: 'failure' });
    const none = fork({ handlers: [[loadBusinessFx, async () => null]] });
    await allSettled(agencyOpened, { scope: none });
    expect(none.getState($agency)).toEqual({ status: 'ready', data: null });
  });

  it('lists the member first, then the others by last name (accents ignored)', () => {
    expect(agentsInOrder(agency.agents).map((a) => a.lastname)).toEqual(['Meyer', 'Ćosić', 'Peeters']);
  });
});
