// A checker problem's pointer, found in the draft's text: the value it names, else its nearest parent there.
import { describe, expect, it } from 'vitest';
import { placesIn } from '@/studio/json-places';

const text = `{
  "template": "public-page",
  "a/b": { "c~d": [10, { "e": true }] },
  "blocks": []
}`;
const selected = (pointer: string) => {
  const place = placesIn(text)(pointer);
  return place && { line: place.line, text: text.slice(place.start, place.end) };
};

describe('where a pointer is in a text', () => {
  it('selects a value, on its line', () => {
    expect(selected('/template')).toEqual({ line: 2, text: '"public-page"' });
    expect(selected('/a~1b/c~0d/1/e')).toEqual({ line: 3, text: 'true' });
    expect(selected('/a~1b/c~0d/0')).toEqual({ line: 3, text: '10' });
  });

  it('puts the caret at the opening of an object or array', () => {
    expect(selected('')).toEqual({ line: 1, text: '{' });
    expect(selected('/blocks')).toEqual({ line: 4, text: '[' });
  });

  it('leads to the nearest parent of what the text lacks', () => {
    expect(selected('/blocks/0/block')).toEqual({ line: 4, text: '[' });
    expect(selected('/title')).toEqual({ line: 1, text: '{' });
  });

  it('reads a text that does not parse yet as far as it can, and gives up on one with nothing in it', () => {
    expect(placesIn('{\n  "template": "x",\n  "title": ')('/template')?.line).toBe(2);
    expect(placesIn('')('')).toBeNull();
  });
});
