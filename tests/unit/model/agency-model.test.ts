// My agency (src/model/agency) with fork + allSettled: the first business of user_info_businesses_light, none
// when the list is empty, a failure, and the agents with the member first.
import { describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import { $agency, agencyOpened, agentsInOrder, loadAgencyFx } from '@/model/agency/agency-model';
import type { Agency } from '@/model/agency/agency-model';
import { memberChanged } from '@/model/session/member-changed';

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
  it('is the agency the API gives, read again at each visit; a failed reread keeps it; the next member starts afresh', async () => {
    const load = vi.fn(async () => agency);
    const scope = fork({ handlers: [[loadAgencyFx, load]] });
    await allSettled(agencyOpened, { scope });
    expect(scope.getState($agency)).toEqual({ status: 'ready', data: agency });
    load.mockImplementationOnce(async () => Promise.reject({ code: 'network', status: 0, errors: 'x' }));
    await allSettled(agencyOpened, { scope });
    expect(load).toHaveBeenCalledTimes(2);
    expect(scope.getState($agency)).toEqual({ status: 'ready', data: agency });
    await allSettled(memberChanged, { scope });
    expect(scope.getState($agency)).toEqual({ status: 'loading' });
  });

  it('says so when it cannot be read, and is "none" for a member of no agency', async () => {
    const scope = fork({ handlers: [[loadAgencyFx, async () => Promise.reject({ code: 503, status: 503, errors: 'x' })]] });
    await allSettled(agencyOpened, { scope });
    expect(scope.getState($agency)).toEqual({ status: 'failure' });
    const none = fork({ handlers: [[loadAgencyFx, async () => null]] });
    await allSettled(agencyOpened, { scope: none });
    expect(none.getState($agency)).toEqual({ status: 'ready', data: null });
  });

  it('lists the member first, then the others by last name (accents ignored)', () => {
    expect(agentsInOrder(agency.agents).map((a) => a.lastname)).toEqual(['Meyer', 'Ćosić', 'Peeters']);
  });
});
