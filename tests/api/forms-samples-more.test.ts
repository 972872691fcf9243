// @vitest-environment node
// One schema per form, both sides, for the last forms: complete-account, the guest's contact form,
// password recovery, the transfer of miles, a request for room nights, the request of a partner's financial service,
// the delivery address, a gift added to the basket, a basket line's quantity, the prepaid card's steps and a quiz's
// answers. Samples generated from each form's schema
// (tests/api/support/form-samples.ts) are judged by the browser's precompiled validator and by the API; both
// must accept and refuse the same ones. The other forms are in forms-samples.test.ts and
// forms-samples-account.test.ts.
// Where a request would do something past the schema, it stops on a rule of its own instead: a guest's message
// with the captcha "x" is refused as captcha_failed, a transfer from a member without miles as
// insufficient_miles (or recipient_not_found for a code nobody has), so no message is stored and no mile moves.
// A recovery of an address without an account answers 204 and sends nothing. A quiz's answers never answer every
// question, so the attempt stays open: past the form's rules the API judges them against the quiz (quiz_incomplete,
// choice_invalid, question_not_found), which the browser leaves to the page and the server. The API's schema verdict is read
// from its answer: a 422 `validation_failed` (or `required`, a blank required field) is the form rules' refusal,
// anything else means they let the sample in. Before, the browser took a first or last name of one space in
// the profile and complete-account forms, which the API refused as required.
import type { LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import addToBasketValidators from '../../src/generated/validators/add-to-basket.js';
import basketQuantityValidators from '../../src/generated/validators/basket-quantity.js';
import cardActivationValidators from '../../src/generated/validators/card-activation.js';
import cardBlockValidators from '../../src/generated/validators/card-block.js';
import cardBlockReasonValidators from '../../src/generated/validators/card-block-reason.js';
import cardLoadValidators from '../../src/generated/validators/card-load.js';
import cardPinRevealValidators from '../../src/generated/validators/card-pin-reveal.js';
import completeAccountValidators from '../../src/generated/validators/complete-account.js';
import deliveryAddressValidators from '../../src/generated/validators/delivery-address.js';
import contactGuestValidators from '../../src/generated/validators/contact-guest.js';
import financialServiceRequestValidators from '../../src/generated/validators/financial-service-request.js';
import passwordRecoveryValidators from '../../src/generated/validators/password-recovery.js';
import quizAnswersValidators from '../../src/generated/validators/quiz-answers.js';
import redeemNightsValidators from '../../src/generated/validators/redeem-nights.js';
import transferMilesValidators from '../../src/generated/validators/transfer-miles.js';
import addToBasketForm from '../../schemas/forms/add-to-basket.json';
import basketQuantityForm from '../../schemas/forms/basket-quantity.json';
import cardActivationForm from '../../schemas/forms/card-activation.json';
import cardBlockForm from '../../schemas/forms/card-block.json';
import cardBlockReasonForm from '../../schemas/forms/card-block-reason.json';
import cardLoadForm from '../../schemas/forms/card-load.json';
import cardPinRevealForm from '../../schemas/forms/card-pin-reveal.json';
import completeAccountForm from '../../schemas/forms/complete-account.json';
import deliveryAddressForm from '../../schemas/forms/delivery-address.json';
import contactGuestForm from '../../schemas/forms/contact-guest.json';
import financialServiceRequestForm from '../../schemas/forms/financial-service-request.json';
import passwordRecoveryForm from '../../schemas/forms/password-recovery.json';
import quizAnswersForm from '../../schemas/forms/quiz-answers.json';
import redeemNightsForm from '../../schemas/forms/redeem-nights.json';
import transferMilesForm from '../../schemas/forms/transfer-miles.json';
import type { ErrorBody } from '../../server/http/api-error';
import type { Schemas } from '../../server/http/api-types';
import type { TestServer } from './support/test-server';
import { startTestServer } from './support/test-server';
import { call, json } from './support/api-calls';
import type { TestMember } from './support/miles';
import { completedProfile, newMember, stats } from './support/miles';
import { cardApi, cardIn, cardOf } from './support/card-calls';
import { availableArrival } from './support/redemption-calls';
import { seeded, startAttempt } from './support/animations';
import type { FormSchema } from './support/form-samples';
import { judgedApart, samplesFor } from './support/form-samples';
import type { Sample } from './support/form-samples';

type Validator = ((data: unknown) => boolean) | undefined;
const browser = (validate: Validator) => (data: unknown) => Boolean(validate?.(data));

// Values that broke a rule once or sit on an edge of these forms: empty and blank text, names that do not start
// with a letter, phones and postcodes at their pattern's limits, agent codes in small letters or one digit off.
const extras = [
  '',
  ' ',
  '-Ann',
  'Ann-',
  '123456',
  '12345',
  '+'.concat('1'.repeat(20)),
  '1'.repeat(21),
  '1000',
  'B-1000',
  '1000 BXL',
  'FA000001',
  'fa000001',
  'FA00000',
  'FA0000001',
  ' FA000001',
  1000.5,
  '1500',
  -1000,
  '2000-01-01',
];

// The form's rules refuse with `validation_failed`, or `required` for a blank required field (the profile's
// check after trimming: a name of one space let through by the browser was refused there).
const rulesRefusal = new Set(['validation_failed', 'required']);
const schemaAccepts = (response: LightMyRequestResponse, refusals: ReadonlySet<string> = rulesRefusal): boolean =>
  response.statusCode !== 422 || !refusals.has(json<ErrorBody>(response).key);

/** Every sample of `form` through both sides; the samples they judge differently (support/form-samples.ts). */
const disagreementsOf = (
  form: FormSchema,
  base: Record<string, unknown>,
  inBrowser: (data: unknown) => boolean,
  send: (data: Record<string, unknown>) => Promise<LightMyRequestResponse>,
  outcomes: string[],
  refusals: ReadonlySet<string> = rulesRefusal,
) =>
  judgedApart(samplesFor(form, extras), base, { inBrowser, send, apiAccepts: (response) => schemaAccepts(response, refusals), outcomes });

let server: TestServer;
let completing: TestMember;
let sender: TestMember;
let recipient: TestMember;
beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
  completing = await newMember(server, 'completing');
  sender = await newMember(server, 'sender');
  recipient = await newMember(server, 'recipient');
});
afterAll(() => server.close());

const available = async (member: TestMember) =>
  json<Schemas['TransferExpiration']>(await call(server.app, 'GET', 'points_transfers_expiration', { token: member.token })).available;

describe('browser and API judge the last forms alike', () => {
  it('complete-account (sent as the profile, as the page does)', async () => {
    const send = (body: object) => call(server.app, 'PATCH', 'user_light/profile', { token: completing.token, body });
    const form = completeAccountForm as FormSchema;
    expect(
      await disagreementsOf(form, completedProfile, browser(completeAccountValidators.completeAccount), send, [
        '200',
        '422 validation_failed',
        '422 required',
      ]),
    ).toEqual([]);
  });

  it('contact of a guest (the captcha "x" stops every message the schema lets through)', async () => {
    const base = { subject: 'other', message: 'A message long enough.', email: 'guest@example.org', captcha: 'x' };
    const send = (body: object) => call(server.app, 'POST', 'contact_messages', { body });
    const form = contactGuestForm as FormSchema;
    expect(
      await disagreementsOf(form, base, browser(contactGuestValidators.contactGuest), send, [
        '422 captcha_failed',
        '422 validation_failed',
      ]),
    ).toEqual([]);
  });

  it('password recovery', async () => {
    const send = (body: object) => call(server.app, 'POST', 'users/recovery', { body });
    const form = passwordRecoveryForm as FormSchema;
    const inBrowser = browser(passwordRecoveryValidators.passwordRecovery);
    expect(await disagreementsOf(form, { email: 'nobody@example.org' }, inBrowser, send, ['204', '422 validation_failed'])).toEqual([]);
  });

  it('transfer of miles (from a member without miles, with a new Idempotency-Key each time, as the page sends)', async () => {
    expect(await available(sender)).toBe(0);
    const base = { agent_code: recipient.agentCode, amount: 1000 };
    const send = (body: object) =>
      call(server.app, 'POST', 'points_transfers', { token: sender.token, body, headers: { 'idempotency-key': randomUUID() } });
    const form = transferMilesForm as FormSchema;
    const transferOutcomes = ['422 insufficient_miles', '422 recipient_not_found', '422 validation_failed'];
    expect(await disagreementsOf(form, base, browser(transferMilesValidators.transferMiles), send, transferOutcomes)).toEqual([]);
    // Not one sample moved a mile.
    expect(await available(sender)).toBe(0);
    expect(await available(recipient)).toBe(0);
  });

  it('room nights (with the hotel the page adds, from a member without miles, a new Idempotency-Key each time)', async () => {
    const arrival = await availableArrival(server, sender.token, 16, 2);
    const base = { arrival, nights: 2, rooms: 1 };
    const send = (body: object) =>
      call(server.app, 'POST', 'redemptions', {
        token: sender.token,
        body: { ...body, hotel_id: 16 },
        headers: { 'idempotency-key': randomUUID() },
      });
    const form = redeemNightsForm as FormSchema;
    // Past the form's rules, the stay's own: a past arrival, the hotel's minimum stay, the group site, the rooms left.
    const outcomes = [
      '422 insufficient_miles',
      '422 validation_failed',
      '422 arrival_in_past',
      '422 minimum_stay_not_met',
      '422 group_booking_required',
      '409 hotel_not_available',
    ];
    expect(await disagreementsOf(form, base, browser(redeemNightsValidators.redeemNights), send, outcomes)).toEqual([]);
    // Not one sample made a request.
    const bookings = json<Schemas['MyBookings']>(await call(server.app, 'GET', 'my_bookings', { token: sender.token }));
    expect(bookings.redemptions).toEqual([]);
  });

  it('financial service request (with the product id the page adds)', async () => {
    const products = json<Schemas['Product'][]>(await call(server.app, 'GET', 'products_light?type=6', { token: sender.token }));
    const productId = products[0]?.id;
    if (productId === undefined) throw new Error('no financial service in the catalogue');
    const base = { phone: '+32 2 123 45 67', contact_time: 'evening', consent: true };
    const send = (body: object) =>
      call(server.app, 'POST', 'financial_service_requests', { token: sender.token, body: { ...body, product_id: productId } });
    const form = financialServiceRequestForm as FormSchema;
    const inBrowser = browser(financialServiceRequestValidators.financialServiceRequest);
    expect(await disagreementsOf(form, base, inBrowser, send, ['201', '422 validation_failed', '422 required'])).toEqual([]);
  });

  /** What the basket's operations answer to a quantity: the contract names one its rules refuse by its own key, as the forms' message does. */
  const quantityAnswers: [string[], ReadonlySet<string>] = [
    ['200', '422 validation_failed', '422 invalid_quantity', '422 quantity_too_large'],
    new Set([...rulesRefusal, 'invalid_quantity']),
  ];

  it('a gift added to the basket (with the product the page adds: one without options or extra fields)', async () => {
    const basketId = (await stats(server, sender.token)).basket_id;
    const products = json<Schemas['Product'][]>(await call(server.app, 'GET', 'products_light?type=1', { token: sender.token }));
    const plain = products.find((p) => p.variants.length === 0 && p.extraSchema === null);
    if (!plain) throw new Error('no gift without options or extra fields in the catalogue');
    const send = (body: object) =>
      call(server.app, 'PATCH', `baskets/${basketId}/add_product`, { token: sender.token, body: { ...body, product: plain.id } });
    // The option is chosen among the product's own (no sample can be typed): the quantity and the extra fields are.
    const { variant: _chosen, ...typed } = (addToBasketForm as FormSchema).properties ?? {};
    const form = { ...(addToBasketForm as FormSchema), properties: typed };
    const inBrowser = browser(addToBasketValidators.addToBasket);
    expect(await disagreementsOf(form, { quantity: 1 }, inBrowser, send, ...quantityAnswers)).toEqual([]);
  });

  it('a basket line’s quantity (on the line the gift above put in the basket)', async () => {
    const basketId = (await stats(server, sender.token)).basket_id;
    const basket = json<Schemas['Basket']>(await call(server.app, 'GET', `baskets/${basketId}`, { token: sender.token }));
    const line = basket.items[0];
    if (!line) throw new Error('no line in the basket');
    const send = (body: object) => call(server.app, 'PATCH', `basket_items/${line.id}`, { token: sender.token, body });
    const inBrowser = browser(basketQuantityValidators.basketQuantity);
    expect(await disagreementsOf(basketQuantityForm as FormSchema, { quantity: 1 }, inBrowser, send, ...quantityAnswers)).toEqual([]);
  });

  it("delivery address (sent as the basket's, as the page does; the card's order takes the same schema)", async () => {
    const basketId = (await stats(server, sender.token)).basket_id;
    const base = { name: 'Ana Peeters', line: 'Rue Haute 1', postcode: '1000', city: 'Bruxelles', country_code: 'BE' };
    const send = (address: object) =>
      call(server.app, 'PATCH', `baskets/${basketId}`, { token: sender.token, body: { delivery_address: address } });
    const form = deliveryAddressForm as FormSchema;
    const inBrowser = browser(deliveryAddressValidators.deliveryAddress);
    expect(await disagreementsOf(form, base, inBrowser, send, ['200', '422 validation_failed', '422 required'])).toEqual([]);
  });
  it('the card’s steps: activation with a wrong code, a load, a block and a PIN reveal with a wrong password', async () => {
    const api = cardApi(server);
    const ordered = await cardIn(server, 'ordered');
    const activate = (body: Record<string, unknown>) =>
      call(server.app, 'POST', `mastercard_cards/${ordered.card.id}/activate`, { token: ordered.member.token, body });
    // '123456' is no card's code here: the letter's code is drawn at random, and the samples never hit it by chance.
    const activation = await disagreementsOf(
      cardActivationForm as FormSchema,
      { code: '123456' },
      browser(cardActivationValidators.cardActivation),
      activate,
      ['422 activation_code_invalid', '422 validation_failed'],
    );
    expect(activation).toEqual([]);
    expect(cardOf(await api.status(ordered.member.token)).state).toBe('ordered');

    const active = await cardIn(server, 'active');
    const { id } = active.card;
    const token = active.member.token;
    const load = (body: Record<string, unknown>) =>
      call(server.app, 'POST', `mastercard_cards/${id}/loads`, { token, body, headers: { 'idempotency-key': randomUUID() } });
    const loads = await disagreementsOf(cardLoadForm as FormSchema, { miles: 1000 }, browser(cardLoadValidators.cardLoad), load, [
      '201',
      '422 insufficient_miles',
      '422 load_amount_invalid',
      '422 validation_failed',
    ]);
    expect(loads).toEqual([]);
    // A wrong password stops every block and reveal the schema lets through: the card stays active. The block's two
    // forms (its reason, then the password) fill one request.
    const block = (body: Record<string, unknown>) => call(server.app, 'PATCH', `mastercard_cards/${id}/block`, { token, body });
    const reveal = (body: Record<string, unknown>) => call(server.app, 'POST', `mastercard_cards/${id}/pin_reveal_token`, { token, body });
    const wrongPassword = { password: 'Not#theirs1' };
    const passwordForms = [
      {
        form: cardBlockReasonForm,
        base: { ...wrongPassword, reason: 'lost' },
        inBrowser: browser(cardBlockReasonValidators.cardBlockReason),
        send: block,
      },
      { form: cardBlockForm, base: { ...wrongPassword, reason: 'lost' }, inBrowser: browser(cardBlockValidators.cardBlock), send: block },
      { form: cardPinRevealForm, base: wrongPassword, inBrowser: browser(cardPinRevealValidators.cardPinReveal), send: reveal },
    ];
    for (const { form, base, inBrowser, send } of passwordForms) {
      const refusals = ['422 password_invalid', '422 validation_failed'];
      expect(await disagreementsOf(form as FormSchema, base, inBrowser, send, refusals)).toEqual([]);
    }
    expect(cardOf(await api.status(token)).state).toBe('active');
  });
  it("a quiz's answers (submitted on an open attempt of the brands quiz, never answering every question)", async () => {
    const member = await newMember(server, 'quiz-samples');
    const attempt = await startAttempt(server, member.token, seeded.brandsQuiz);
    const choices = (count: number, from = 1) => Array.from({ length: count }, (_, i) => from + i);
    const questions = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [String(9000 + i), [1]]));
    // The answers are an object of lists: samples of that shape at and past each of its limits (questions, choices,
    // a choice id), beside the generated ones of any field (a number, a text), which both sides refuse.
    const answers: unknown[] = [
      {},
      { 101: [1012] },
      { 101: [] },
      { 101: [1021] },
      { 101: [1011, 1012] },
      { 999: [1] },
      { abc: [1] },
      { '0101': [1012] },
      { 101: [1] },
      { 101: [0] },
      { 101: [999_999_999] },
      { 101: [1_000_000_000] },
      { 101: [2 ** 31] },
      { 101: [1012.5] },
      { 101: ['1012'] },
      { 101: 1012 },
      { 101: null },
      { 101: [1012, 1012] },
      { 102: choices(50, 1021) },
      { 102: choices(51, 1021) },
      questions(200),
      questions(201),
      null,
      [],
      [[1012]],
    ];
    const samples: Sample[] = [...samplesFor(quizAnswersForm as FormSchema), ...answers.map((value) => ({ field: 'answers', value }))];
    const send = (body: object) => call(server.app, 'POST', `quiz_attempts/${attempt.id}/submit`, { token: member.token, body });
    const outcomes = ['422 quiz_incomplete', '422 choice_invalid', '422 question_not_found', '422 validation_failed'];
    const found = await judgedApart(
      samples,
      {},
      {
        inBrowser: browser(quizAnswersValidators.quizAnswers),
        send,
        apiAccepts: (response) => schemaAccepts(response),
        outcomes,
      },
    );
    expect(found).toEqual([]);
    // Not one sample submitted the attempt nor saved an answer.
    const after = json<Schemas['QuizAttempt']>(await call(server.app, 'GET', `quiz_attempts/${attempt.id}`, { token: member.token }));
    expect(after).toMatchObject({ submitted_at: null, answers: {} });
  });
});
