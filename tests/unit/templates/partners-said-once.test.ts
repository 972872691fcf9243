/** @vitest-environment jsdom */
// A partner's page and an article say their title and summary once: the API's intro and article body open
// with them again, and the page already shows them as its <h1> and lead.
import { describe, expect, it } from 'vitest';
import { sameText, withoutOpening } from '@/templates/partners/said-once';

describe('what a partner page or an article already says', () => {
  it('leaves out the opening heading and paragraph that repeat the title and the summary', () => {
    const body =
      '<h2>Autumn storms and oysters</h2><p>Why agents sell the coast out of season.</p><p>Rates drop by a third from October.</p>';
    expect(withoutOpening(body, 'Autumn storms and oysters', 'Why agents sell the coast out of season.')).toBe(
      '<p>Rates drop by a third from October.</p>',
    );
  });

  it('leaves out an intro that is only the summary, spaces and case aside', () => {
    expect(withoutOpening(' <p>The dunes and beaches  from Knokke to Ostend.</p>\n', 'the dunes and beaches from Knokke to Ostend.')).toBe(
      '',
    );
  });

  it('keeps a body that opens with something else as it came, and the same words later in it', () => {
    const body = '<p><strong>Brussels</strong> – the news.</p><h2>Autumn storms and oysters</h2>';
    expect(withoutOpening(body, 'Autumn storms and oysters', 'Why agents sell the coast out of season.')).toBe(body);
    expect(withoutOpening('Intro text <h2>Title</h2>', 'Title')).toBe('Intro text <h2>Title</h2>');
  });

  it('keeps the summary paragraph when only the title opened the body', () => {
    expect(withoutOpening('<h2>Title</h2><p>Other words.</p>', 'Title', 'Summary.')).toBe('<p>Other words.</p>');
  });

  it('compares names without minding spaces or case', () => {
    expect(sameText('Belgian  Coast', 'belgian coast')).toBe(true);
    expect(sameText('Belgian Coast', 'RailPlus')).toBe(false);
  });
});
