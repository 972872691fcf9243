/** @vitest-environment node */
// Content states programme figures through {{settings.<name>}}; the content check (npm run
// check:content, and the server start) refuses a name settings_light does not have, and a placeholder the
// portal would not replace (outside an `html` field).
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readContentFiles } from '../../server/content/content-files';
import { loadContract } from '../../server/http/contract';
import { testFolder } from '../support/temp-dir';

const contract = loadContract();

async function folderWith(file: unknown): Promise<URL> {
  const dir = testFolder('content-settings-');
  await writeFile(join(dir, 'page.json'), JSON.stringify(file));
  return pathToFileURL(`${dir}/`);
}

const page = (html: string, extra: Record<string, unknown> = {}) => ({
  url: '/x',
  published: { en: { title: 'X', ...extra, zones: { main: [{ type: 'rich_text', html }] } } },
});

describe('{{settings.<name>}} in content files', () => {
  it('accepts the names of settings_light in rich text', async () => {
    const html = '<p>{{settings.new_card_cost}}, {{ settings.ideal_gift_threshold }} and {{settings.minimum_transfer}} miles.</p>';
    expect(readContentFiles(contract, await folderWith(page(html)))).toHaveLength(1);
  });

  it('refuses an unknown name, naming the file, the pointer and the names there are', async () => {
    const dir = await folderWith(page('<p>A card costs {{settings.card_cost}} miles.</p>'));
    expect(() => readContentFiles(contract, dir)).toThrow(
      /page\.json#\/published\/en\/zones\/main\/0\/html: unknown setting \{\{settings\.card_cost\}\} \(use \{\{settings\.minimum_transfer\}\}/,
    );
  });

  it('refuses a placeholder outside an html field, where the portal would show it as braces', async () => {
    const inTitle = await folderWith(page('<p>ok</p>', { description: 'From {{settings.ideal_gift_threshold}} miles' }));
    expect(() => readContentFiles(contract, inTitle)).toThrow(
      /#\/published\/en\/description: \{\{settings\.ideal_gift_threshold\}\} works in rich text \("html"\) only/,
    );
    const inLink = await folderWith({
      url: '/x',
      published: {
        en: {
          title: 'X',
          zones: { main: [{ type: 'call_to_action', title: 'T', link: { label: '{{settings.new_card_cost}}', href: '/x' } }] },
        },
      },
    });
    expect(() => readContentFiles(contract, inLink)).toThrow(
      /zones\/main\/0\/link\/label: \{\{settings\.new_card_cost\}\} works in rich text/,
    );
  });

  it('the shipped content states its figures through placeholders and passes the check', () => {
    const files = readContentFiles(contract);
    const html = JSON.stringify(files.find((f) => f.url === '/faq'));
    expect(html).toContain('{{settings.new_card_cost}}');
    expect(html).toContain('{{settings.ideal_gift_threshold}}');
    expect(html).toContain('{{settings.minimum_transfer}}');
  });
});
