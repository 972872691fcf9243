import { describe, expect, it } from 'vitest';
import { inOrderOf } from '@/studio/in-order-of';
import { errorsByField } from '@/studio/config-form';
import { formSchemaName } from '@/studio/config-form-schema';

describe("the studio's form of a config file", () => {
  it('keeps the keys of every object in the order the file had them, new keys after', () => {
    const before = { $schema: 's', template: 't', blocks: [{ block: 'b', props: { a: 1, b: 2 } }] };
    const after = { template: 'u', blocks: [{ props: { b: 3, a: 1, c: 4 }, block: 'b' }], $schema: 's', lead: 'l' };
    expect(JSON.stringify(inOrderOf(before, after))).toBe(
      JSON.stringify({ $schema: 's', template: 'u', blocks: [{ block: 'b', props: { a: 1, b: 3, c: 4 } }], lead: 'l' }),
    );
  });

  it("puts each checker problem on the field its pointer names, the file's own at the root", () => {
    const problem = (pointer: string, message: string) => ({ file: 'config/pages/x.json', pointer, message });
    expect(
      errorsByField([
        problem('/blocks/0/props/url', 'missing'),
        problem('/blocks/0/props/url', 'again'),
        problem('', 'whole'),
        problem('/a~1b', 'x'),
      ]),
    ).toEqual({ blocks: { 0: { props: { url: { __errors: ['missing', 'again'] } } } }, __errors: ['whole'], 'a/b': { __errors: ['x'] } });
  });

  it('draws the form its $schema names, when the studio has one', () => {
    expect(formSchemaName('{ "$schema": "../../schemas/config/page.schema.json" }')).toBe('page');
    expect(formSchemaName('{ "$schema": "../../../schemas/config/overlay.schema.json" }')).toBe('overlay');
    expect(formSchemaName('{ "$schema": "../../../schemas/config/locale.schema.json" }')).toBeNull();
    expect(formSchemaName('{ "title": "no schema" }')).toBeNull();
  });
});
