// The page-data rule of the config checker (server/config-check/page-data-rules.ts): data sources must be GET
// operations of the API contract, forms operations with a request body, and blocks must name what the page
// declares. Unit tests on a small contract, then the whole checker on a copy of the real config and contract.
import { afterEach, describe, expect, it } from 'vitest';
import { checkPageData, endpointMatches } from '../../server/config-check/page-data-rules';
import type { Contract } from '../../server/config-check/page-data-rules';
import type { PageConfig } from '../../src/generated/config';
import { cleanupCopies, copyConfig } from './helpers';

afterEach(cleanupCopies);

const contract: Contract = {
  paths: {
    '/sponsorships': {
      get: { operationId: 'listSponsorships' },
      post: { operationId: 'createSponsorship', requestBody: {} },
    },
    '/points_history': {
      get: {
        operationId: 'getPointsHistory',
        parameters: [
          { in: 'query', name: 'type[]' },
          { in: 'query', name: 'from' },
        ],
      },
    },
    '/partners/{id}': { get: { operationId: 'getPartner', parameters: [{ $ref: '#/components/parameters/Id' }] } },
    '/favorites/{type}/{id}': { delete: { operationId: 'removeFavorite' } },
    '/front/logout': { post: { operationId: 'logout' } },
  },
  components: { parameters: { Id: { in: 'path', name: 'id' } } },
};
const forms = new Set(['sponsorship-invite', 'contact']);
const check = (page: Partial<PageConfig>) =>
  checkPageData('p', { template: 'my-account', title: 't', ...page }, contract, (f) => forms.has(f)).map(
    (p) => `${p.pointer}: ${p.message}`,
  );

describe('endpointMatches', () => {
  it('matches literals exactly and a placeholder only on a path parameter', () => {
    expect(endpointMatches('sponsorships', '/sponsorships')).toBe(true);
    expect(endpointMatches('/sponsorships', '/sponsorships')).toBe(true);
    expect(endpointMatches('sponsorship', '/sponsorships')).toBe(false);
    expect(endpointMatches('partners/{id}', '/partners/{id}')).toBe(true);
    expect(endpointMatches('partners/:id', '/partners/{id}')).toBe(true);
    expect(endpointMatches('partners/12', '/partners/{id}')).toBe(true);
    expect(endpointMatches('{what}/{id}', '/partners/{id}')).toBe(false);
    expect(endpointMatches('partners', '/partners/{id}')).toBe(false);
  });
});

describe('data sources', () => {
  it('accepts GET operations with their query parameters and the page parameters', () => {
    expect(
      check({
        params: ['id'],
        dataSources: [
          { name: 'list', endpoint: 'sponsorships' },
          { name: 'partner', endpoint: 'partners/{id}' },
          { name: 'earned', endpoint: 'points_history', query: { 'type[]': 'earn', from: ':id' } },
        ],
      }),
    ).toEqual([]);
  });

  it('refuses an endpoint outside the contract, a non-GET one, an unknown query key, a missing parameter, a duplicate name', () => {
    expect(
      check({
        dataSources: [
          { name: 'a', endpoint: 'sponsorship' },
          { name: 'b', endpoint: 'front/logout' },
          { name: 'c', endpoint: 'points_history', query: { size: '10', from: '{day}' } },
          { name: 'd', endpoint: 'partners/{id}' },
          { name: 'd', endpoint: 'sponsorships' },
        ],
      }),
    ).toEqual([
      '/dataSources/0/endpoint: "sponsorship" is not a GET operation of the API contract (schemas/api/openapi.json)',
      '/dataSources/1/endpoint: "front/logout" is not a GET operation of the API contract (schemas/api/openapi.json)',
      '/dataSources/2/query/size: "size" is not a query parameter of GET /points_history (known: type[], from)',
      '/dataSources/2/query/from: parameter "day" is not among the page\'s params',
      '/dataSources/3/endpoint: parameter "id" is not among the page\'s params',
      '/dataSources/4/name: data source "d" is declared twice',
    ]);
  });
});

describe('forms', () => {
  it('accepts an operation with a request body, an endpoint + method of one, and the old string form', () => {
    expect(
      check({
        dataSources: [{ name: 'list', endpoint: 'sponsorships' }],
        forms: [
          'contact',
          { form: 'sponsorship-invite', operation: 'createSponsorship', onSuccess: { reload: ['list'], message: 'm' } },
          { form: 'contact', endpoint: 'sponsorships', method: 'POST' },
        ],
        blocks: [
          { block: 'data-list', props: { source: 'list', fields: [{ name: 'email', label: 'l' }], empty: 'e' } },
          { block: 'config-form', props: { form: 'sponsorship-invite' } },
        ],
      }),
    ).toEqual([]);
  });

  it('refuses an unknown form, a bodiless or unknown operation, a bad endpoint, both or neither target, an unknown reload', () => {
    expect(
      check({
        forms: [
          'nope',
          { form: 'contact', operation: 'logout' },
          { form: 'contact', operation: 'makeCoffee' },
          { form: 'contact', endpoint: 'sponsorships', method: 'PUT' },
          { form: 'contact', operation: 'createSponsorship', endpoint: 'sponsorships' },
          { form: 'contact', onSuccess: { reload: ['list'] } },
        ],
      }),
    ).toEqual([
      '/forms/0: no form "nope" (schemas/forms/nope.json)',
      '/forms/1/operation: operation "logout" takes no request body',
      '/forms/2/operation: no operation "makeCoffee" in the API contract',
      '/forms/3/endpoint: PUT "sponsorships" is not an operation with a request body in the API contract',
      '/forms/4: a form names exactly one of "operation" or "endpoint" (with "method")',
      '/forms/5: a form names exactly one of "operation" or "endpoint" (with "method")',
      '/forms/5/onSuccess/reload/0: the page declares no data source "list"',
    ]);
  });

  it('refuses blocks naming a data source or a form the page does not declare', () => {
    expect(
      check({
        forms: ['sponsorship-invite'],
        blocks: [
          { block: 'data-view', props: { source: 'me', fields: [{ name: 'email', label: 'l' }] } },
          { block: 'config-form', props: { form: 'sponsorship-invite' } },
        ],
      }),
    ).toEqual([
      '/blocks/0/props/source: the page declares no data source "me" (dataSources)',
      '/blocks/1/props/form: the page declares no form "sponsorship-invite" with an operation or endpoint (forms)',
    ]);
  });
});

describe('translation keys', () => {
  it('are checked in the data blocks, the form blocks and the success message', () => {
    const missingIn = (key: string) => (key.startsWith('ok.') ? [] : ['fr-be']);
    const problems = checkPageData(
      'p',
      {
        template: 'my-account',
        title: 't',
        dataSources: [{ name: 'list', endpoint: 'sponsorships' }],
        forms: [{ form: 'contact', operation: 'createSponsorship', onSuccess: { message: 'gone.sent' } }],
        blocks: [
          {
            block: 'data-list',
            props: {
              source: 'list',
              title: 'ok.title',
              fields: [
                { name: 'email', label: 'gone.email' },
                {
                  name: 'status',
                  label: 'ok.status',
                  format: 'steps',
                  steps: [
                    { value: 'a', label: 'ok.a' },
                    { value: 'b', label: 'gone.b' },
                  ],
                },
              ],
              total: { field: 'miles', label: 'gone.total' },
              empty: 'ok.empty',
              failure: 'gone.failure',
            },
          },
          { block: 'config-form', props: { form: 'contact', submitLabel: 'gone.submit' } },
        ],
      },
      contract,
      (f) => forms.has(f),
      missingIn,
    ).map((p) => `${p.pointer}: ${p.message}`);
    expect(problems).toEqual([
      '/forms/0/onSuccess/message: translation key "gone.sent" is missing in fr-be',
      '/blocks/0/props/failure: translation key "gone.failure" is missing in fr-be',
      '/blocks/0/props/total/label: translation key "gone.total" is missing in fr-be',
      '/blocks/0/props/fields/0/label: translation key "gone.email" is missing in fr-be',
      '/blocks/0/props/fields/1/steps/1/label: translation key "gone.b" is missing in fr-be',
      '/blocks/1/props/submitLabel: translation key "gone.submit" is missing in fr-be',
    ]);
  });
});

describe('a list’s controls and groups', () => {
  it('name keys every language has (a count and a group’s heading in a plural form), a source of the page, one parameter each', () => {
    const known = new Set(['ok.label', 'ok.none', 'ok.count_one', 'ok.count_other', 'ok.groups.a_other', 'ok.all', 'ok.a']);
    const missingIn = (key: string) => (known.has(key) ? [] : ['fr-be']);
    const problems = checkPageData(
      'p',
      {
        template: 'my-account',
        title: 't',
        dataSources: [{ name: 'list', endpoint: 'sponsorships' }],
        blocks: [
          {
            block: 'data-list',
            props: {
              source: 'list',
              fields: [{ name: 'email', label: 'ok.label' }],
              search: { param: 'q', fields: ['email'], label: 'ok.label', noMatch: 'gone.noMatch' },
              choice: { param: 'q', field: 'kind', legend: 'gone.legend', all: 'ok.all', options: [{ value: 'a', label: 'ok.a' }] },
              toggle: { param: 'every', label: 'ok.label', source: 'everything', count: 'gone.count' },
              count: 'ok.count',
              groups: { field: 'kind', order: ['a', 'b'], title: 'ok.groups' },
              empty: 'ok.none',
            },
          },
        ],
      },
      contract,
      (f) => forms.has(f),
      missingIn,
    ).map((p) => `${p.pointer}: ${p.key}`);
    expect(problems).toEqual([
      '/blocks/0/props/search/noMatch: keyMissing',
      '/blocks/0/props/choice/legend: keyMissing',
      '/blocks/0/props/toggle/count: keyMissing',
      '/blocks/0/props/toggle/source: noSource',
      '/blocks/0/props/groups/order/1: keyMissing',
      '/blocks/0/props/choice/param: paramTwice',
    ]);
  });
});

describe('a list item’s file', () => {
  it('is a GET operation of the contract with its query parameters, and its button’s words a key', () => {
    const missingIn = (key: string) => (key.startsWith('ok.') ? [] : ['fr-be']);
    const list = (download: Record<string, unknown>) =>
      checkPageData(
        'p',
        {
          template: 'my-account',
          title: 't',
          dataSources: [{ name: 'list', endpoint: 'sponsorships' }],
          blocks: [
            {
              block: 'data-list',
              props: { source: 'list', fields: [{ name: 'email', label: 'ok.email' }], empty: 'ok.empty', download },
            },
          ],
        } as PageConfig,
        contract,
        (f) => forms.has(f),
        missingIn,
      ).map((p) => `${p.pointer}: ${p.message}`);
    expect(list({ endpoint: 'partners/{id}', label: 'ok.file', filename: 'partner-{id}.pdf' })).toEqual([]);
    expect(
      list({ endpoint: 'points_history', query: { from: '{date}', lang: '{language}' }, label: 'gone.file', filename: 'f.pdf' }),
    ).toEqual([
      '/blocks/0/props/download/label: translation key "gone.file" is missing in fr-be',
      '/blocks/0/props/download/query/lang: "lang" is not a query parameter of GET /points_history',
    ]);
    expect(list({ endpoint: 'favorites/{type}/{id}', label: 'ok.file', filename: 'f.pdf' })).toEqual([
      '/blocks/0/props/download/endpoint: "favorites/{type}/{id}" is not a GET operation of the API contract (schemas/api/openapi.json)',
    ]);
  });
});

describe('a list item’s remove button', () => {
  it('is a DELETE operation of the contract, its words and a missing heading’s words keys', () => {
    const missingIn = (key: string) => (key.startsWith('ok.') ? [] : ['nl-be']);
    const list = (remove: Record<string, unknown>) =>
      checkPageData(
        'p',
        {
          template: 'my-account',
          title: 't',
          dataSources: [{ name: 'list', endpoint: 'sponsorships' }],
          blocks: [
            {
              block: 'data-list',
              props: {
                source: 'list',
                only: { field: 'type', is: ['hotel'] },
                headingMissing: 'gone.unnamed',
                fields: [{ name: 'email', label: 'ok.email' }],
                empty: 'ok.empty',
                remove,
              },
            },
          ],
        } as PageConfig,
        contract,
        (f) => forms.has(f),
        missingIn,
      ).map((p) => `${p.pointer}: ${p.message}`);
    expect(list({ endpoint: 'favorites/{type}/{id}', text: 'ok.remove', label: 'ok.label', done: 'ok.done' })).toEqual([
      '/blocks/0/props/headingMissing: translation key "gone.unnamed" is missing in nl-be',
    ]);
    expect(list({ endpoint: 'sponsorships', text: 'gone.remove', label: 'ok.label', done: 'gone.done' })).toEqual([
      '/blocks/0/props/headingMissing: translation key "gone.unnamed" is missing in nl-be',
      '/blocks/0/props/remove/text: translation key "gone.remove" is missing in nl-be',
      '/blocks/0/props/remove/done: translation key "gone.done" is missing in nl-be',
      '/blocks/0/props/remove/endpoint: "sponsorships" is not a DELETE operation of the API contract (schemas/api/openapi.json)',
    ]);
  });
});

describe('translation keys of a list inside a list', () => {
  it('are checked in the nested fields, the heading text, the links, and under a field’s labels', () => {
    const missingIn = (key: string) => (key.startsWith('ok.') ? [] : ['nl-be']);
    const groupMissingIn = (prefix: string) => (prefix === 'ok.status' ? [] : ['en', 'nl-be']);
    const problems = checkPageData(
      'p',
      {
        template: 'my-account',
        title: 't',
        dataSources: [{ name: 'orders', endpoint: 'sponsorships' }],
        blocks: [
          {
            block: 'data-list',
            props: {
              source: 'orders',
              heading: 'number',
              headingText: 'gone.number',
              fields: [
                { name: 'status', label: 'ok.state', format: 'label', labels: 'ok.status' },
                {
                  name: 'lines',
                  label: 'ok.lines',
                  format: 'list',
                  heading: 'product.name',
                  fields: [
                    { name: 'quantity', label: 'gone.quantity' },
                    { name: 'status', label: 'ok.state', format: 'label', labels: 'gone.status' },
                  ],
                },
              ],
              empty: 'ok.empty',
              emptyAction: { route: 'shop', params: { id: 'all' }, label: 'gone.shop' },
              links: [
                { route: 'my-miles', label: 'ok.history' },
                { route: 'my-miles', label: 'gone.history' },
              ],
            },
          },
        ],
      },
      contract,
      (f) => forms.has(f),
      missingIn,
      groupMissingIn,
    ).map((p) => `${p.pointer}: ${p.message}`);
    expect(problems).toEqual([
      '/blocks/0/props/headingText: translation key "gone.number" is missing in nl-be',
      '/blocks/0/props/emptyAction/label: translation key "gone.shop" is missing in nl-be',
      '/blocks/0/props/links/1/label: translation key "gone.history" is missing in nl-be',
      '/blocks/0/props/fields/1/fields/0/label: translation key "gone.quantity" is missing in nl-be',
      '/blocks/0/props/fields/1/fields/1/labels: the words of the values, "gone.status", is missing in en, nl-be',
    ]);
  });
});

describe('translation keys of a view in cards', () => {
  it('are checked in the note, each section’s title, note, links and fields, and a nested list’s heading text', () => {
    const missingIn = (key: string) => (key.startsWith('ok.') ? [] : ['fr-be']);
    const problems = checkPageData(
      'p',
      {
        template: 'my-account',
        title: 't',
        dataSources: [{ name: 'agency', endpoint: 'sponsorships' }],
        blocks: [
          {
            block: 'data-view',
            props: {
              source: 'agency',
              item: '0',
              heading: 'name',
              fields: [{ name: 'code', label: 'ok.code' }],
              note: 'gone.note',
              links: [{ route: 'my-miles', label: 'gone.history' }],
              sections: [
                {
                  title: 'gone.sales',
                  fields: [
                    {
                      name: 'agents',
                      label: 'ok.agents',
                      format: 'list',
                      heading: 'lastname',
                      headingText: 'gone.agentName',
                      fields: [{ name: 'code', label: 'gone.code' }],
                    },
                  ],
                  note: 'gone.sectionNote',
                  links: [{ route: 'ideal-gift', label: 'gone.gift' }],
                },
              ],
              empty: 'gone.none',
            },
          },
        ],
      },
      contract,
      (f) => forms.has(f),
      missingIn,
      () => [],
    ).map((p) => `${p.pointer}: ${p.message}`);
    expect(problems).toEqual([
      '/blocks/0/props/empty: translation key "gone.none" is missing in fr-be',
      '/blocks/0/props/note: translation key "gone.note" is missing in fr-be',
      '/blocks/0/props/links/0/label: translation key "gone.history" is missing in fr-be',
      '/blocks/0/props/sections/0/title: translation key "gone.sales" is missing in fr-be',
      '/blocks/0/props/sections/0/note: translation key "gone.sectionNote" is missing in fr-be',
      '/blocks/0/props/sections/0/links/0/label: translation key "gone.gift" is missing in fr-be',
      '/blocks/0/props/sections/0/fields/0/headingText: translation key "gone.agentName" is missing in fr-be',
      '/blocks/0/props/sections/0/fields/0/fields/0/label: translation key "gone.code" is missing in fr-be',
    ]);
  });
});

describe('in check:config, on a copy of the real config and contract', () => {
  it('passes a page whose data source and form are in the contract', () => {
    const copy = copyConfig();
    copy.edit<PageConfig>('config/pages/my-sponsorships.json', (page) => {
      page.dataSources = [{ name: 'invitations', endpoint: 'sponsorships' }];
      page.forms = [{ form: 'sponsorship-invite', operation: 'createSponsorship', onSuccess: { reload: ['invitations'] } }];
    });
    expect(copy.problems()).toEqual([]);
  });

  it('fails, with file#/pointer, on an endpoint that is not a GET of the contract and a wrong block prop', () => {
    const copy = copyConfig();
    copy.edit<PageConfig>('config/pages/my-sponsorships.json', (page) => {
      page.dataSources = [{ name: 'invitations', endpoint: 'sponsorships/all' }];
      page.blocks = [
        { block: 'data-list', props: { source: 'invitations', fields: [{ name: 'email', label: 'x' }], empty: 'x', sauce: 1 } },
      ];
    });
    const problems = copy.problems();
    expect(problems.some((p) => p.startsWith('config/pages/my-sponsorships.json#/blocks/0/props'))).toBe(true);
    copy.edit<PageConfig>('config/pages/my-sponsorships.json', (page) => {
      page.blocks = [
        { block: 'data-list', props: { source: 'invitations', fields: [{ name: 'email', label: 'data.retry' }], empty: 'x.y' } },
      ];
    });
    expect(copy.problems()).toEqual([
      'config/pages/my-sponsorships.json#/dataSources/0/endpoint: "sponsorships/all" is not a GET operation of the API contract (schemas/api/openapi.json)',
      'config/pages/my-sponsorships.json#/blocks/0/props/empty: translation key "x.y" is missing in en, fr-be, nl-be',
    ]);
  });

  it('fails on a view section’s link to a route no language has, and takes a view without props', () => {
    const copy = copyConfig();
    copy.edit<PageConfig>('config/pages/my-orders.json', (page) => {
      page.blocks = [...(page.blocks ?? []), { block: 'data-view' }];
    });
    expect(copy.problems()).toEqual([]);
    copy.edit<PageConfig>('config/pages/preferred-partner.json', (page) => {
      const props = page.blocks?.[0]?.props as { sections: { links?: { route: string; label: string }[] }[] };
      props.sections[0]!.links = [{ route: 'nowhere', label: 'agency.idealGiftLink' }];
    });
    expect(copy.problems()).toEqual([
      'config/pages/preferred-partner.json#/blocks/0/props/sections/0/links/0/route: unknown route id "nowhere"',
    ]);
  });

  it('fails on a list’s link to a route no language has, or without the parameters its path takes', () => {
    const copy = copyConfig();
    copy.edit<PageConfig>('config/pages/my-orders.json', (page) => {
      const props = page.blocks?.[0]?.props as {
        emptyAction: { route: string; params?: Record<string, string> };
        links: { route: string }[];
      };
      delete props.emptyAction.params;
      props.links[0] = { ...props.links[0], route: 'nowhere' };
    });
    expect(copy.problems()).toEqual([
      'config/pages/my-orders.json#/blocks/0/props/emptyAction/params: route "shop" needs "id" in params',
      'config/pages/my-orders.json#/blocks/0/props/links/0/route: unknown route id "nowhere"',
    ]);
  });

  it('fails on an item heading’s link to a route no language has, or without the parameters its path takes', () => {
    const copy = copyConfig();
    copy.edit<PageConfig>('config/pages/my-bookings.json', (page) => {
      const redemptions = page.blocks?.[0]?.props as { headingLink: { route: string; params?: Record<string, string> } };
      delete redemptions.headingLink.params;
      const claims = page.blocks?.[1]?.props as { headingLink?: { route: string } };
      claims.headingLink = { route: 'nowhere' };
    });
    expect(copy.problems()).toEqual([
      'config/pages/my-bookings.json#/blocks/0/props/headingLink/params: route "hotel" needs "hotel" in params',
      'config/pages/my-bookings.json#/blocks/1/props/headingLink/route: unknown route id "nowhere"',
    ]);
  });
});
