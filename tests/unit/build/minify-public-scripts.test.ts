/** @vitest-environment jsdom */
// public/early-press.js ships minified (scripts/minify-public-scripts.ts); these check that the minified text
// still does what the readable one does, and that a script that does not parse fails the build.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { minifyClassicScript } from '../../../scripts/minify-public-scripts';

const source = readFileSync('public/early-press.js', 'utf8'); // vitest runs from the project's root

describe('minifyClassicScript', () => {
  it('makes early-press.js less than half its size', () => {
    expect(minifyClassicScript('early-press.js', source).length).toBeLessThan(source.length / 2);
  });

  it('keeps its behaviour: a press on a header toggle before the app runs opens it and is kept', () => {
    document.body.innerHTML = '<button type="button" data-early-press="menu" aria-expanded="false">Menu</button>';
    delete (window as { __earlyPresses?: unknown }).__earlyPresses;
    // A classic script runs in the global scope, as the browser would run the file.
    new Function(minifyClassicScript('early-press.js', source))();
    document.querySelector('button')?.click();
    expect(document.querySelector('button')?.getAttribute('aria-expanded')).toBe('true');
    expect((window as { __earlyPresses?: unknown }).__earlyPresses).toEqual(['menu']);
  });

  it('fails on a script that does not parse, naming the file', () => {
    expect(() => minifyClassicScript('broken.js', 'function (')).toThrow(/broken\.js/);
  });
});
