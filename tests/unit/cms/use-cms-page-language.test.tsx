// @vitest-environment jsdom
// A content page switched to another language keeps what it shows until the new language's answer comes: a
// loading state in between would unmount the page's blocks, and a form on it would lose what was typed.
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { useCmsPage } from '@/cms/use-cms-page';
import { $content, contentKeyOf, fetchContentFx } from '@/model/content/content-model';
import type { CmsPage, ContentState } from '@/model/content/content-model';
import { $appliedLanguage } from '@/model/locale/locale-model';

const request = { url: '/contact' };
const page = (title: string) => ({ title }) as unknown as CmsPage;
const ready = (title: string): ContentState => ({ status: 'ready', data: page(title) });

describe('useCmsPage through a language switch', () => {
  it('shows the page of the language left until the new one answers, then the new one', async () => {
    let answer: (page: CmsPage) => void = () => undefined;
    const french = new Promise<CmsPage>((resolve) => {
      answer = resolve;
    });
    const scope = fork({
      values: [
        [$appliedLanguage, 'en'],
        [$content, { [contentKeyOf(request, 'en', false, false)]: ready('Contact us') }],
      ],
      handlers: [[fetchContentFx, () => french]],
    });
    const wrapper = ({ children }: { children: ReactNode }) => <Provider value={scope}>{children}</Provider>;
    const { result } = renderHook(() => useCmsPage(request), { wrapper });
    expect(result.current.state).toEqual(ready('Contact us'));

    // Not awaited: the French answer stays on its way (allSettled would wait for it).
    act(() => void allSettled($appliedLanguage, { scope, params: 'fr-be' }));

    // The French answer is on its way: still the English page, never a loading state.
    await waitFor(() => expect(scope.getState($content)[contentKeyOf(request, 'fr-be', false, false)]).toEqual({ status: 'loading' }));
    expect(result.current.state).toEqual(ready('Contact us'));
    act(() => answer(page('Contactez-nous')));
    await waitFor(() => expect(result.current.state).toEqual(ready('Contactez-nous')));
  });
});
