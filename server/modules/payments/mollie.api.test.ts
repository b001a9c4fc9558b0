import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startMollieStandIn,
  STAND_IN_ISSUERS,
  type MollieStandIn,
  type MollieStatus,
} from '../../test/mollie-stand-in.ts';
import { centsToMollieValue, MollieProvider, mollieValueToCents, toMollieLocale } from './providers/mollie.ts';
import { ProviderError, type CreatePaymentInput } from './providers/provider.ts';

/**
 * MollieProvider through the official @mollie/api-client against a local stand-in of the Mollie
 * API: what goes over the wire, and how Mollie's answers become ours.
 */

let standIn: MollieStandIn;
let mollie: MollieProvider;

beforeAll(async () => {
  standIn = await startMollieStandIn();
  mollie = new MollieProvider({ apiKey: standIn.apiKey, apiEndpoint: standIn.url });
});
afterAll(async () => {
  await standIn?.close();
});
beforeEach(() => {
  standIn.requests.length = 0;
});

function paymentInput(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  return {
    amount: 1495,
    currency: 'EUR',
    description: 'Klik 100 credits',
    method: 'ideal',
    issuer: 'ideal_INGBNL2A',
    redirectUrl: 'https://klik.test/transactions/42',
    webhookUrl: 'https://klik.test/api/webhooks/mollie',
    locale: 'nl',
    country: 'NL',
    metadata: { order_id: 42, member_id: 7 },
    ...overrides,
  };
}

function lastBody(method: string, path: string | RegExp): Record<string, unknown> {
  const sent = standIn.requestsTo(method, path);
  expect(sent.length).toBeGreaterThan(0);
  return sent.at(-1)!.body ?? {};
}

describe('createPayment', () => {
  it('sends the amount as a decimal string, the method, bank, URLs and metadata', async () => {
    const payment = await mollie.createPayment(paymentInput());

    const body = lastBody('POST', '/payments');
    expect(body).toEqual({
      amount: { value: '14.95', currency: 'EUR' },
      description: 'Klik 100 credits',
      method: 'ideal',
      issuer: 'ideal_INGBNL2A',
      redirectUrl: 'https://klik.test/transactions/42',
      webhookUrl: 'https://klik.test/api/webhooks/mollie',
      locale: 'nl_NL',
      metadata: { order_id: 42, member_id: 7 },
    });
    expect(standIn.requestsTo('POST', '/payments').at(-1)!.authorization).toBe(`Bearer ${standIn.apiKey}`);

    expect(payment).toEqual({
      id: expect.stringMatching(/^tr_\w{10}$/),
      status: 'open',
      amount: 1495,
      currency: 'EUR',
      method: 'ideal',
      bank: null,
      metadata: { order_id: 42, member_id: 7 },
      checkoutUrl: (standIn.payment(payment.id)._links as { checkout: { href: string } }).checkout.href,
      mandateId: null,
      customerId: null,
      amountRefunded: 0,
      amountChargedBack: 0,
    });
    expect(payment.checkoutUrl).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/checkout\/tr_/);
  });

  it('sends no issuer for other methods, and the customer and sequence type of a first payment', async () => {
    const customer = await mollie.createCustomer({ name: 'Tess Tester', email: 'tess@klik.test', memberId: 7 });
    await mollie.createPayment(
      paymentInput({
        method: 'creditcard',
        issuer: 'ideal_INGBNL2A',
        customerId: customer.id,
        sequenceType: 'first',
        locale: 'en',
      }),
    );

    const body = lastBody('POST', '/payments');
    expect(body).not.toHaveProperty('issuer');
    expect(body).not.toHaveProperty('mandateId');
    expect(body).toMatchObject({
      method: 'creditcard',
      customerId: customer.id,
      sequenceType: 'first',
      locale: 'en_US',
    });
    // A Flemish member's checkout is in nl_BE: the member's country picks the region.
    await mollie.createPayment(paymentInput({ country: 'BE' }));
    expect(lastBody('POST', '/payments')).toMatchObject({ locale: 'nl_BE' });
  });

  it('leaves customer and sequence type out of a one-off payment', async () => {
    await mollie.createPayment(paymentInput({ method: 'paypal', issuer: undefined }));
    const body = lastBody('POST', '/payments');
    expect(Object.keys(body).sort()).toEqual([
      'amount',
      'description',
      'locale',
      'metadata',
      'method',
      'redirectUrl',
      'webhookUrl',
    ]);
  });
});

describe('getPayment', () => {
  const mapping: [MollieStatus, string][] = [
    ['open', 'open'],
    ['pending', 'pending'],
    ['authorized', 'pending'],
    ['paid', 'paid'],
    ['failed', 'failed'],
    ['canceled', 'canceled'],
    ['expired', 'expired'],
  ];

  it.each(mapping)('maps Mollie %s to %s', async (mollieStatus, ours) => {
    const created = await mollie.createPayment(paymentInput());
    await standIn.setStatus(created.id, mollieStatus);

    const payment = await mollie.getPayment(created.id);
    expect(payment.status).toBe(ours);
    expect(payment.id).toBe(created.id);
    expect(payment.amount).toBe(1495);
    expect(payment.metadata).toEqual({ order_id: 42, member_id: 7 });
    // Only an open payment can still be paid at the checkout.
    expect(payment.checkoutUrl === null).toBe(mollieStatus !== 'open');
    expect(standIn.requestsTo('GET', `/payments/${created.id}`)).toHaveLength(1);
  });

  it('names the iDEAL bank from the BIC Mollie reports, looking the banks up once when it has not listed them', async () => {
    const fresh = new MollieProvider({ apiKey: standIn.apiKey, apiEndpoint: standIn.url });
    const created = await fresh.createPayment(paymentInput({ issuer: 'ideal_RABONL2U' }));
    // The member may pick another bank at iDEAL than the one chosen on our page: the BIC is what paid.
    await standIn.setStatus(created.id, 'paid', {
      details: { consumerName: 'T. Tester', consumerAccount: 'NL44RABO0123456789', consumerBic: 'ABNANL2A' },
    });

    expect((await fresh.getPayment(created.id)).bank).toBe('ABN AMRO');
    expect((await fresh.getPayment(created.id)).bank).toBe('ABN AMRO');
    expect(standIn.requestsTo('GET', '/methods')).toHaveLength(1);
    expect(standIn.requestsTo('GET', '/methods')[0]!.query.include).toBe('issuers');
  });

  it('falls back to the account holder for an iDEAL bank it does not know', async () => {
    const created = await mollie.createPayment(paymentInput());
    await standIn.setStatus(created.id, 'paid', {
      details: { consumerName: 'T. Tester', consumerAccount: 'NL02KNAB0123456789', consumerBic: 'KNABNL2H' },
    });
    expect((await mollie.getPayment(created.id)).bank).toBe('T. Tester');
  });

  it('labels a card payment with the brand and last four digits', async () => {
    const created = await mollie.createPayment(paymentInput({ method: 'creditcard', issuer: undefined }));
    await standIn.setStatus(created.id, 'paid', {
      details: {
        cardHolder: 'T. Tester',
        cardNumber: '0005',
        cardLabel: 'Mastercard',
        cardFingerprint: 'fp',
        cardCountryCode: 'NL',
      },
    });
    const payment = await mollie.getPayment(created.id);
    expect(payment.method).toBe('creditcard');
    expect(payment.bank).toBe('Mastercard •••• 0005');
  });

  it('reports a method Klik does not offer as null', async () => {
    const created = await mollie.createPayment(paymentInput());
    await standIn.setStatus(created.id, 'paid', { method: 'bancontact', details: { cardNumber: '1234' } });
    const payment = await mollie.getPayment(created.id);
    expect(payment.method).toBeNull();
    expect(payment.bank).toBeNull();
  });

  it('answers ProviderError 404 for an unknown payment', async () => {
    const error = await mollie.getPayment('tr_doesNotExist').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).status).toBe(404);
    expect((error as ProviderError).message).toContain('tr_doesNotExist');
  });
});

describe('listMethods', () => {
  it('asks for the amount, country, locale and iDEAL banks, and keeps only the methods Klik offers', async () => {
    const methods = await mollie.listMethods({ amount: 1995, currency: 'EUR', country: 'BE', locale: 'nl' });

    expect(standIn.requestsTo('GET', '/methods')[0]!.query).toEqual({
      'amount[value]': '19.95',
      'amount[currency]': 'EUR',
      billingCountry: 'BE',
      locale: 'nl_BE',
      include: 'issuers',
    });
    // The stand-in also offers bancontact, which Klik does not.
    expect(methods).toEqual([
      { id: 'ideal', description: 'iDEAL', issuers: STAND_IN_ISSUERS },
      { id: 'creditcard', description: 'Card', issuers: [] },
      { id: 'paypal', description: 'PayPal', issuers: [] },
    ]);
    expect(methods[0]!.issuers).toContainEqual({ id: 'ideal_INGBNL2A', name: 'ING' });
  });

  it('passes the currency on, so Mollie leaves out euro-only methods', async () => {
    const methods = await mollie.listMethods({ amount: 2500, currency: 'GBP', country: 'GB', locale: 'en' });
    expect(standIn.requestsTo('GET', '/methods')[0]!.query).toMatchObject({
      'amount[value]': '25.00',
      'amount[currency]': 'GBP',
      locale: 'en_GB',
    });
    expect(methods.map((m) => m.id)).toEqual(['creditcard', 'paypal']);
  });
});

describe('refund', () => {
  it('refunds the whole payment: the payment reads as refunded with the amount', async () => {
    const created = await mollie.createPayment(paymentInput());
    await standIn.setStatus(created.id, 'paid');

    const refund = await mollie.refund(created.id, { amount: 1495, currency: 'EUR', description: 'Refund order 42' });

    expect(refund.id).toMatch(/^re_\w{10}$/);
    expect(lastBody('POST', `/payments/${created.id}/refunds`)).toEqual({
      amount: { value: '14.95', currency: 'EUR' },
      description: 'Refund order 42',
    });
    const payment = await mollie.getPayment(created.id);
    expect(payment).toMatchObject({ status: 'refunded', amount: 1495, amountRefunded: 1495, amountChargedBack: 0 });
  });

  it('keeps a partly refunded payment paid, with the amount refunded so far', async () => {
    const created = await mollie.createPayment(paymentInput());
    await standIn.setStatus(created.id, 'paid');
    await mollie.refund(created.id, { amount: 500, currency: 'EUR', description: 'Part' });
    expect(await mollie.getPayment(created.id)).toMatchObject({ status: 'paid', amountRefunded: 500 });
  });

  it('answers ProviderError 422 for a payment that is not paid', async () => {
    const created = await mollie.createPayment(paymentInput());
    const error = await mollie
      .refund(created.id, { amount: 1495, currency: 'EUR', description: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).status).toBe(422);
  });
});

describe('chargebacks', () => {
  it('reads a charged-back payment as charged_back with the amount taken back', async () => {
    const created = await mollie.createPayment(paymentInput({ amount: 4995 }));
    await standIn.setStatus(created.id, 'paid');
    await standIn.chargeback(created.id);
    const payment = await mollie.getPayment(created.id);
    expect(payment).toMatchObject({ status: 'charged_back', amount: 4995, amountChargedBack: 4995, amountRefunded: 0 });
  });

  it('puts a chargeback before a refund', async () => {
    const created = await mollie.createPayment(paymentInput());
    await standIn.setStatus(created.id, 'paid');
    await mollie.refund(created.id, { amount: 1000, currency: 'EUR', description: 'Part' });
    await standIn.chargeback(created.id, 495);
    expect(await mollie.getPayment(created.id)).toMatchObject({
      status: 'charged_back',
      amountRefunded: 1000,
      amountChargedBack: 495,
    });
  });
});

describe('customers, mandates and recurring payments', () => {
  it('creates a customer with the member id as metadata', async () => {
    const customer = await mollie.createCustomer({ name: 'Tess Tester', email: 'tess@klik.test', memberId: 7 });
    expect(customer.id).toMatch(/^cst_\w{10}$/);
    expect(lastBody('POST', '/customers')).toEqual({
      name: 'Tess Tester',
      email: 'tess@klik.test',
      metadata: { member_id: 7 },
    });
  });

  it('charges the card mandate of a first payment again without a checkout, and reports a failed one', async () => {
    const customer = await mollie.createCustomer({ name: 'Tess Tester', email: 'tess@klik.test', memberId: 7 });
    const first = await mollie.createPayment(
      paymentInput({ method: 'creditcard', issuer: undefined, customerId: customer.id, sequenceType: 'first' }),
    );
    expect(first.mandateId).toBeNull();
    await standIn.setStatus(first.id, 'paid');

    const paidFirst = await mollie.getPayment(first.id);
    expect(paidFirst).toMatchObject({ status: 'paid', customerId: customer.id, bank: 'Visa •••• 4242' });
    expect(paidFirst.mandateId).toMatch(/^mdt_\w{10}$/);
    const mandateId = paidFirst.mandateId!;

    const recurring = await mollie.createRecurringPayment({
      amount: 2995,
      currency: 'EUR',
      description: 'Klik 250 credits',
      customerId: customer.id,
      mandateId,
      webhookUrl: 'https://klik.test/api/webhooks/mollie',
      metadata: { order_id: 43, member_id: 7 },
    });
    expect(lastBody('POST', '/payments')).toEqual({
      amount: { value: '29.95', currency: 'EUR' },
      description: 'Klik 250 credits',
      customerId: customer.id,
      mandateId,
      sequenceType: 'recurring',
      webhookUrl: 'https://klik.test/api/webhooks/mollie',
      metadata: { order_id: 43, member_id: 7 },
    });
    expect(recurring).toMatchObject({
      status: 'paid',
      amount: 2995,
      method: 'creditcard',
      bank: 'Visa •••• 4242',
      checkoutUrl: null,
      mandateId,
      customerId: customer.id,
      metadata: { order_id: 43, member_id: 7 },
    });

    standIn.failRecurring(mandateId);
    const failed = await mollie.createRecurringPayment({
      amount: 2995,
      currency: 'EUR',
      description: 'Klik 250 credits',
      customerId: customer.id,
      mandateId,
      webhookUrl: 'https://klik.test/api/webhooks/mollie',
      metadata: { order_id: 44, member_id: 7 },
    });
    expect(failed.status).toBe('failed');
    expect((await mollie.getPayment(failed.id)).status).toBe('failed');
  });

  it('refuses a mandate of another customer with ProviderError 422', async () => {
    const owner = await mollie.createCustomer({ name: 'A', email: 'a@klik.test', memberId: 1 });
    const other = await mollie.createCustomer({ name: 'B', email: 'b@klik.test', memberId: 2 });
    const mandate = await mollie.createMandate({
      customerId: owner.id,
      accountHolder: 'A',
      iban: 'NL91ABNA0417164300',
    });
    const error = await mollie
      .createRecurringPayment({
        amount: 100,
        currency: 'EUR',
        description: 'x',
        customerId: other.id,
        mandateId: mandate.id,
        webhookUrl: 'https://klik.test/w',
        metadata: { order_id: 1, member_id: 2 },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).status).toBe(422);
  });

  it('creates a SEPA mandate from the direct debit form and labels it with only the last four digits', async () => {
    const customer = await mollie.createCustomer({ name: 'Tess Tester', email: 'tess@klik.test', memberId: 7 });
    const mandate = await mollie.createMandate({
      customerId: customer.id,
      accountHolder: 'T. Tester',
      iban: 'nl91 abna 0417 1643 00',
    });

    expect(mandate).toEqual({ id: expect.stringMatching(/^mdt_\w{10}$/), label: 'NL•• •••• •••• 4300' });
    expect(lastBody('POST', `/customers/${customer.id}/mandates`)).toEqual({
      method: 'directdebit',
      consumerName: 'T. Tester',
      consumerAccount: 'NL91ABNA0417164300',
    });

    const payment = await mollie.createRecurringPayment({
      amount: 1995,
      currency: 'EUR',
      description: 'Klik 100 credits',
      customerId: customer.id,
      mandateId: mandate.id,
      webhookUrl: 'https://klik.test/w',
      metadata: { order_id: 45, member_id: 7 },
    });
    expect(payment).toMatchObject({
      status: 'paid',
      method: 'directdebit',
      bank: 'NL•• •••• •••• 4300',
      mandateId: mandate.id,
    });
  });

  it('masks a Belgian IBAN the same way', async () => {
    const customer = await mollie.createCustomer({ name: 'Tess Tester', email: 'tess@klik.test', memberId: 7 });
    const mandate = await mollie.createMandate({
      customerId: customer.id,
      accountHolder: 'T. Tester',
      iban: 'BE68539007547034',
    });
    expect(mandate.label).toBe('BE•• •••• •••• 7034');
  });

  it('answers ProviderError 422 for an IBAN Mollie refuses', async () => {
    const customer = await mollie.createCustomer({ name: 'Tess Tester', email: 'tess@klik.test', memberId: 7 });
    const error = await mollie
      .createMandate({ customerId: customer.id, accountHolder: 'T. Tester', iban: 'NL91ABNA0417164301' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).status).toBe(422);
  });
});

describe('deleteCustomer (a deletion made final, decision 033)', () => {
  it('deletes the customer and with it its mandates; deleting it again is already_gone', async () => {
    const customer = await mollie.createCustomer({ name: 'Tess Tester', email: 'tess@klik.test', memberId: 7 });
    const mandate = await mollie.createMandate({
      customerId: customer.id,
      accountHolder: 'T. Tester',
      iban: 'NL91ABNA0417164300',
    });

    expect(await mollie.deleteCustomer(customer.id)).toBe('deleted');
    expect(standIn.requestsTo('DELETE', /^\/customers\//).map((r) => r.path)).toEqual([`/customers/${customer.id}`]);
    expect(standIn.hasCustomer(customer.id)).toBe(false);
    // The mandate went with it: nothing can be charged on it any more.
    const charge = await mollie
      .createRecurringPayment({
        amount: 100,
        currency: 'EUR',
        description: 'x',
        customerId: customer.id,
        mandateId: mandate.id,
        webhookUrl: 'https://klik.test/w',
        metadata: { order_id: 1, member_id: 7 },
      })
      .catch((e: unknown) => e);
    expect(charge).toBeInstanceOf(ProviderError);

    // A second run (the first one's answer lost): Mollie says 404, which is done.
    expect(await mollie.deleteCustomer(customer.id)).toBe('already_gone');
    expect(standIn.requestsTo('DELETE', `/customers/${customer.id}`)).toHaveLength(2);
  });

  it('counts 410 Gone as already gone, and leaves other customers alone', async () => {
    const kept = await mollie.createCustomer({ name: 'Other', email: 'other@klik.test', memberId: 8 });
    const customer = await mollie.createCustomer({ name: 'Tess Tester', email: 'tess@klik.test', memberId: 7 });
    const undo = standIn.failWith('DELETE', `/customers/${customer.id}`, 410);
    try {
      expect(await mollie.deleteCustomer(customer.id)).toBe('already_gone');
    } finally {
      undo();
    }
    expect(standIn.hasCustomer(kept.id)).toBe(true);
  });

  it('answers ProviderError with the status when Mollie fails or refuses, and keeps the customer', async () => {
    const customer = await mollie.createCustomer({ name: 'Tess Tester', email: 'tess@klik.test', memberId: 7 });
    for (const status of [500, 422]) {
      const undo = standIn.failWith('DELETE', `/customers/${customer.id}`, status);
      const error = await mollie.deleteCustomer(customer.id).catch((e: unknown) => e);
      undo();
      expect(error).toBeInstanceOf(ProviderError);
      expect((error as ProviderError).status).toBe(status);
    }
    expect(standIn.hasCustomer(customer.id)).toBe(true);
    // The client itself tried the 500 three times (its own retries), the 422 once.
    expect(standIn.requestsTo('DELETE', `/customers/${customer.id}`)).toHaveLength(4);
  });
});

describe('errors', () => {
  it('turns a wrong API key into ProviderError 401 on every call', async () => {
    const wrong = new MollieProvider({ apiKey: 'test_wrongKey000000000000000000', apiEndpoint: standIn.url });
    const calls = [
      () => wrong.createPayment(paymentInput()),
      () => wrong.getPayment('tr_abcdefghij'),
      () => wrong.listMethods({ amount: 1495, currency: 'EUR', country: 'NL', locale: 'nl' }),
      () => wrong.createCustomer({ name: 'x', email: 'x@klik.test', memberId: 1 }),
      () => wrong.deleteCustomer('cst_abcdefghij'),
    ];
    for (const call of calls) {
      const error = await call().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProviderError);
      expect((error as ProviderError).name).toBe('ProviderError');
      expect((error as ProviderError).status).toBe(401);
      expect((error as ProviderError).message).toContain('authenticate');
    }
    expect(standIn.requests.map((r) => r.authorization)).toEqual(
      Array(calls.length).fill('Bearer test_wrongKey000000000000000000'),
    );
  });

  it('turns an unreachable Mollie into ProviderError without a status', async () => {
    const closed = await startMollieStandIn();
    await closed.close();
    const away = new MollieProvider({ apiKey: closed.apiKey, apiEndpoint: closed.url });
    const error = await away.getPayment('tr_abcdefghij').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).status).toBeNull();
  });
});

describe('cents', () => {
  it.each([
    [1995, '19.95'],
    [5, '0.05'],
    [100000, '1000.00'],
    [1, '0.01'],
    [10, '0.10'],
    [29, '0.29'],
  ])('sends %i cents as "%s" and reads it back as the same cents', async (cents, value) => {
    const created = await mollie.createPayment(paymentInput({ amount: cents }));
    expect((lastBody('POST', '/payments').amount as { value: string }).value).toBe(value);
    expect(created.amount).toBe(cents);
    expect((await mollie.getPayment(created.id)).amount).toBe(cents);
  });

  it('converts without float rounding in either direction', () => {
    // parseFloat(v) * 100 truncates these to one cent less.
    expect(mollieValueToCents('0.29')).toBe(29);
    expect(mollieValueToCents('1.15')).toBe(115);
    expect(mollieValueToCents('4.35')).toBe(435);
    expect(mollieValueToCents('1000.00')).toBe(100000);
    expect(mollieValueToCents('14.9')).toBe(1490);
    expect(mollieValueToCents('7')).toBe(700);
    expect(mollieValueToCents('-2.50')).toBe(-250);
    expect(centsToMollieValue(0)).toBe('0.00');
    expect(centsToMollieValue(123456789)).toBe('1234567.89');
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => mollieValueToCents('1.005')).toThrow(ProviderError);
    expect(() => mollieValueToCents('1,50')).toThrow(ProviderError);
    expect(() => mollieValueToCents('')).toThrow(ProviderError);
    expect(() => centsToMollieValue(14.95)).toThrow(RangeError);
    expect(() => centsToMollieValue(-1)).toThrow(RangeError);
  });
});

describe('locales', () => {
  it('turns a Klik language into a Mollie locale, preferring the member country', () => {
    expect(toMollieLocale('nl')).toBe('nl_NL');
    expect(toMollieLocale('nl', 'BE')).toBe('nl_BE');
    expect(toMollieLocale('fr', 'CA')).toBe('fr_FR');
    expect(toMollieLocale('de', 'CH')).toBe('de_CH');
    expect(toMollieLocale('en')).toBe('en_US');
    expect(toMollieLocale('en', 'GB')).toBe('en_GB');
    expect(toMollieLocale('pl')).toBe('pl_PL');
    expect(toMollieLocale('xx')).toBeUndefined();
  });
});

describe('stand-in webhooks', () => {
  it('posts where Mollie would: on status changes, refunds and chargebacks', async () => {
    const calls: [string, string][] = [];
    const hooked = await startMollieStandIn({ onWebhook: (url, id) => void calls.push([url, id]) });
    try {
      const provider = new MollieProvider({ apiKey: hooked.apiKey, apiEndpoint: hooked.url });
      const created = await provider.createPayment(paymentInput());
      expect(calls).toEqual([]);
      await hooked.setStatus(created.id, 'paid');
      await provider.refund(created.id, { amount: 100, currency: 'EUR', description: 'x' });
      await hooked.chargeback(created.id, 100);
      expect(calls).toEqual(Array(3).fill(['https://klik.test/api/webhooks/mollie', created.id]));
    } finally {
      await hooked.close();
    }
  });
});
