// @vitest-environment node
// The check:config rule "hotel lists" (server/config-check/hotel-list-rules.ts): a page's data source that reads a list
// of the hotel group (GET hotel_collections/{code}) names a list of the hotels file, or it is refused with its
// `file#/pointer`. A fresh copy of the project's files is broken;
// the real files are never touched.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkConfig } from '../../../server/config-check/check';
import { formatProblem } from '../../../server/config-check/problem';
import { testFolder } from '../../support/temp-dir';

const projectRoot = resolve(__dirname, '../../..');

describe('the hotel lists pages place', () => {
  it('accepts the lists of the hotels file, and refuses a code it does not have where the page names it', () => {
    const root = testFolder('miles-hotel-lists-');
    for (const part of ['config', 'schemas/config', 'schemas/forms', 'schemas/api', 'server/hotels/data'])
      cpSync(join(projectRoot, part), join(root, part), { recursive: true });
    expect(checkConfig(root).map(formatProblem)).toEqual([]);

    const file = join(root, 'config/pages/hotel-group-boat.json');
    const page = JSON.parse(readFileSync(file, 'utf8')) as { dataSources: { endpoint: string }[] };
    page.dataSources[0]!.endpoint = 'hotel_collections/saling';
    writeFileSync(file, JSON.stringify(page));
    expect(checkConfig(root).map(formatProblem)).toEqual([
      'config/pages/hotel-group-boat.json#/dataSources/0/endpoint: "saling" is not a list of server/hotels/data/hotels.json (collections: offers, discover, la-dolce-vita, sailing)',
    ]);
  });
});
