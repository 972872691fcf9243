// The contact page on the real route config, models and templates, against the content system's part of the mocked
// API (tests/support/api/content.ts): a member writes in Dutch without an address or a captcha to give, the answer
// going to the account's address, and gets the message's reference; a guest's message refused by the form's rules
// keeps everything typed. A guest's message sent with the captcha solved is the browser's journey (content.spec.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useMockApi } from '../../support/msw-api';
import { demoMember, startPortal, warmUp } from '../../support/start-portal';
import { mockSession, sessionApi } from '../../support/api/session';
import { seedContent, seedContentApi, seedSettingsHandler } from '../../support/api/content';
import { memberApi } from '../../support/member-api';

const session = mockSession();
const content = seedContent();
useMockApi([...seedContentApi(content, session), ...sessionApi(session), seedSettingsHandler, ...memberApi]);
warmUp(['contact'], ['contact', 'contact-guest']);
beforeEach(() => {
  Object.assign(session, mockSession());
  Object.assign(content, seedContent());
});

describe('the contact form', () => {
  it('lets a member write in Dutch, answered at the account’s address without a captcha, and gives the reference', async () => {
    session.member = demoMember();
    const { user } = await startPortal('/contacteer-ons', { member: session.member, language: 'nl-be' });
    expect(await screen.findByText('We antwoorden op demo@example.com.')).toBeInTheDocument();
    expect(document.querySelector('altcha-widget')).toBeNull();
    await user.selectOptions(await screen.findByLabelText(/^Onderwerp/), 'Een boekingsregistratie');
    await user.type(screen.getByLabelText(/^Uw bericht/), 'Mijn boeking van vorige week staat nog niet in mijn overzicht.');
    await user.click(screen.getByRole('button', { name: 'Bericht versturen' }));
    const sent = await screen.findByText('Bedankt, uw bericht is verzonden.');
    const notice = sent.closest('[tabindex="-1"]') as HTMLElement;
    expect(notice).toHaveTextContent(/C-\d{6}/);
    await waitFor(() => expect(notice).toHaveFocus());
    expect(content.messages).toEqual([
      {
        reference: expect.stringMatching(/^C-\d{6}$/),
        email: 'demo@example.com',
        member: true,
        subject: 'booking-claim',
        message: 'Mijn boeking van vorige week staat nog niet in mijn overzicht.',
        language: 'nl-be',
      },
    ]);
  });

  it('keeps what a guest typed when the form’s rules refuse it, and sends nothing', async () => {
    const { user } = await startPortal('/contact');
    const subject = await screen.findByLabelText(/^Subject/);
    await user.selectOptions(subject, 'My miles');
    await user.type(screen.getByLabelText(/^Your message/), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send the message' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByText(/Please write at least 10 characters\./)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Your message/)).toHaveValue('Too short');
    expect(within(subject).getByRole('option', { selected: true })).toHaveTextContent('My miles');
    expect(content.messages).toEqual([]);
  });
});
