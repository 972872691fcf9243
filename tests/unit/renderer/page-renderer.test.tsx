import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Provider } from 'effector-react';
import { fork } from 'effector';
import type { Scope } from 'effector';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { applyLanguage, i18n } from '@/platform/i18n';
import { PageRenderer } from '@/renderer/page-renderer';
import { createLazyRegistry } from '@/renderer/lazy-registry';
import type { Loader } from '@/renderer/lazy-registry';
import { PageBlocks } from '@/renderer/page-blocks';
import { $pageLoading } from '@/model/page/page-model';
import type { TemplateProps } from '@/templates/template-props';

beforeAll(() => applyLanguage('en'));

function wrap(children: ReactNode, scope: Scope = fork()) {
  return render(
    <Provider value={scope}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>{children}</MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}

const errorTemplate: Loader<TemplateProps> = () => import('@/templates/error/error-template');
function Boom(): ReactNode {
  throw new Error('template exploded');
}

describe('PageRenderer', () => {
  it('renders the page template with its title and blocks', async () => {
    wrap(<PageRenderer pageId="under-construction" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page under construction' })).toBeInTheDocument();
    expect(document.title).toBe('[LOCAL] Page under construction | Miles');
  });

  it('shows a visible placeholder and warns for a template missing from the registry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    wrap(<PageRenderer pageId="success" registry={createLazyRegistry<TemplateProps>({})} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This page cannot be shown: its template “success” is not available.');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unknown template "success"'));
  });

  it('shows the error template when a page throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const registry = createLazyRegistry<TemplateProps>({ 'not-found': async () => ({ default: Boom }), error: errorTemplate });
    wrap(<PageRenderer pageId="not-found" registry={registry} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });

  it('warns and shows a plain message when the error template is missing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const registry = createLazyRegistry<TemplateProps>({ 'under-construction': async () => ({ default: Boom }) });
    wrap(<PageRenderer pageId="under-construction" registry={registry} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('error template is missing'));
  });

  it('raises the loading flag while the template loads, with a visible indicator', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const registry = createLazyRegistry<TemplateProps>({
      'not-found': async () => {
        await gate;
        return import('@/templates/not-found/not-found-template');
      },
    });
    const scope = fork();
    wrap(<PageRenderer pageId="not-found" registry={registry} />, scope);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the page…');
    // The flag follows the indicator from an effect: wait for it rather than race it (a busy CI machine).
    await waitFor(() => expect(scope.getState($pageLoading)).toBe(true));
    await act(async () => release());
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(scope.getState($pageLoading)).toBe(false));
  });
});

describe('PageBlocks', () => {
  it('renders known blocks and a placeholder plus a warning for an unknown one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // An unknown name can only come from config the checker would refuse: force it past the types.
    const blocks = [
      { block: 'permission-notice', props: { message: 'notices.permissionDenied' } },
      { block: 'mystery-block' },
    ] as unknown as Parameters<typeof PageBlocks>[0]['blocks'];
    wrap(<PageBlocks blocks={blocks} />);
    expect(await screen.findByText(/Private pages cannot be accessed/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('block “mystery-block” is not available');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unknown block "mystery-block"'));
  });
});
