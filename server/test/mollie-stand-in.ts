import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import { generate } from 'selfsigned';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test support only: a local stand-in for the few Mollie API v2 endpoints MollieProvider calls
 * (https://docs.mollie.com/reference), with its state in memory and controls for what Mollie's
 * side would do later (the member pays, the bank charges back, a mandate bounces).
 *
 * It has to be HTTPS: @mollie/api-client sends every request through an https.Agent that trusts
 * only the CA bundle compiled into the client, so neither http:// nor NODE_EXTRA_CA_CERTS reach it.
 * While a stand-in runs, NODE_TLS_REJECT_UNAUTHORIZED=0 is set in this (test) process and put back
 * on close(); Node prints a warning about that once.
 */

export type MollieStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';

export interface RecordedRequest {
  method: string;
  /** Without the /v2 prefix and the query, e.g. '/payments/tr_x/refunds'. */
  path: string;
  /** As sent: nested parameters stay flat ('amount[value]'). */
  query: Record<string, string>;
  body: Record<string, unknown> | null;
  authorization: string | null;
  /** The Idempotency-Key header the client sent. */
  idempotencyKey: string | null;
}

interface Amount {
  value: string;
  currency: string;
}

interface StoredPayment {
  id: string;
  createdAt: string;
  status: MollieStatus;
  amount: number;
  currency: string;
  description: string;
  method: string | null;
  issuer: string | null;
  redirectUrl: string | null;
  webhookUrl: string | null;
  locale: string | null;
  metadata: unknown;
  sequenceType: 'oneoff' | 'first' | 'recurring';
  customerId: string | null;
  mandateId: string | null;
  details: Record<string, unknown> | null;
  paidAt: string | null;
  amountRefunded: number;
  amountChargedBack: number;
}

interface StoredMandate {
  id: string;
  customerId: string;
  method: 'directdebit' | 'creditcard';
  details: Record<string, unknown>;
  mandateReference: string | null;
  signatureDate: string;
  createdAt: string;
}

interface StoredCustomer {
  id: string;
  name: string | null;
  email: string | null;
  locale: string | null;
  metadata: unknown;
  createdAt: string;
}

export interface MollieStandIn {
  /** The apiEndpoint for MollieProvider, e.g. 'https://127.0.0.1:41234/v2/'. */
  url: string;
  /** The only key the stand-in accepts. */
  apiKey: string;
  /** Every request, in order, including refused ones. */
  requests: RecordedRequest[];
  /** The requests with this method whose path matches (a string matches the whole path). */
  requestsTo(method: string, path: string | RegExp): RecordedRequest[];
  /** The payment as GET /v2/payments/{id} answers it. */
  payment(id: string): Record<string, unknown>;
  /**
   * Moves a payment on, as the member or the bank would. Becoming paid without details fills in
   * Mollie-like ones for its method (iDEAL: ING; card: Visa 4242); a paid first payment leaves a
   * mandate on its customer, as Mollie does.
   */
  setStatus(
    id: string,
    status: MollieStatus,
    changes?: { method?: string; details?: Record<string, unknown> },
  ): Promise<void>;
  /** The bank takes the money back (all of it unless told); the payment stays paid, as at Mollie. */
  chargeback(id: string, cents?: number): Promise<void>;
  /** Recurring payments on this mandate fail from now on (insufficient funds, closed account). */
  failRecurring(mandateId: string): void;
  /** Whether Mollie holds this customer (made by POST /customers, not deleted since). */
  hasCustomer(id: string): boolean;
  /**
   * From now on, requests with this method and path (a string matches the whole path) are answered
   * with `status` and Mollie's problem JSON, as an outage or refusal would be, until the returned
   * function is called. A 5xx carries `Retry-After: 0`: the client retries those twice by itself,
   * and without the header it would wait two seconds before each retry.
   */
  failWith(method: string, path: string | RegExp, status: number): () => void;
  close(): Promise<void>;
}

export interface MollieStandInOptions {
  apiKey?: string;
  /** Called where Mollie would post `id=…` to the webhookUrl: on every status change, refund and chargeback. */
  onWebhook?: (webhookUrl: string, paymentId: string) => void | Promise<void>;
}

export const STAND_IN_ISSUERS = [
  { id: 'ideal_ABNANL2A', name: 'ABN AMRO' },
  { id: 'ideal_INGBNL2A', name: 'ING' },
  { id: 'ideal_RABONL2U', name: 'Rabobank' },
  { id: 'ideal_SNSBNL2A', name: 'SNS' },
];

interface StandInMethod {
  id: string;
  description: string;
  currencies: string[];
  minimum: number;
  maximum: number;
}

/** bancontact is on so a test can see that methods Klik does not offer are left out. */
const METHODS: StandInMethod[] = [
  { id: 'ideal', description: 'iDEAL', currencies: ['EUR'], minimum: 1, maximum: 5_000_000 },
  {
    id: 'creditcard',
    description: 'Card',
    currencies: ['EUR', 'USD', 'GBP', 'CHF', 'PLN', 'CAD', 'AUD', 'NZD'],
    minimum: 1,
    maximum: 1_000_000,
  },
  {
    id: 'paypal',
    description: 'PayPal',
    currencies: ['EUR', 'USD', 'GBP', 'CHF', 'PLN', 'CAD', 'AUD', 'NZD'],
    minimum: 1,
    maximum: 800_000,
  },
  { id: 'bancontact', description: 'Bancontact', currencies: ['EUR'], minimum: 2, maximum: 5_000_000 },
];
const RECURRING_ONLY = ['directdebit'];

class MollieError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    detail: string,
    readonly field?: string,
  ) {
    super(detail);
  }
}

const notFound = (detail: string) => new MollieError(404, 'Not Found', detail);
const unprocessable = (detail: string, field?: string) => new MollieError(422, 'Unprocessable Entity', detail, field);

/** Deliberately its own parser, not the adapter's: a shared bug would pass both sides. Mollie wants exactly two decimals for these currencies. */
function parseAmount(input: unknown, field: string): { cents: number; currency: string } {
  const amount = input as Partial<Amount> | undefined;
  if (!amount || typeof amount.value !== 'string' || typeof amount.currency !== 'string')
    throw unprocessable(`The amount is required`, field);
  if (!/^\d+\.\d{2}$/.test(amount.value)) throw unprocessable(`The amount contains an invalid value`, field);
  return { cents: Number.parseInt(amount.value.replace('.', ''), 10), currency: amount.currency };
}

function formatAmount(cents: number, currency: string): Amount {
  const abs = Math.abs(cents);
  return { value: `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`, currency };
}

function ibanIsValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

function mollieId(prefix: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return prefix + [...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('');
}

const matches = (pattern: string | RegExp, path: string) =>
  typeof pattern === 'string' ? pattern === path : pattern.test(path);

const link = (href: string, type = 'application/hal+json') => ({ href, type });
const docs = (path: string) => link(`https://docs.mollie.com/reference/${path}`, 'text/html');

let insecureUsers = 0;
let previousRejectUnauthorized: string | undefined;

export async function startMollieStandIn(options: MollieStandInOptions = {}): Promise<MollieStandIn> {
  const apiKey = options.apiKey ?? 'test_standInKey1234567890abcdef';
  const payments = new Map<string, StoredPayment>();
  const customers = new Map<string, StoredCustomer>();
  const mandates = new Map<string, StoredMandate>();
  const failingMandates = new Set<string>();
  const failures = new Set<{ method: string; path: string | RegExp; status: number }>();
  const replays = new Map<string, [number, unknown]>();
  const requests: RecordedRequest[] = [];
  let base = '';

  function renderPayment(p: StoredPayment): Record<string, unknown> {
    const links: Record<string, unknown> = {
      self: link(`${base}/payments/${p.id}`),
      dashboard: link(`https://my.mollie.com/dashboard/payments/${p.id}`, 'text/html'),
      documentation: docs('get-payment'),
    };
    // Mollie offers the checkout only while the member can still pay, and never for recurring payments.
    if (p.status === 'open' && p.sequenceType !== 'recurring')
      links.checkout = link(`${base.replace(/\/v2$/, '')}/checkout/${p.id}`, 'text/html');
    if (p.customerId) links.customer = link(`${base}/customers/${p.customerId}`);
    if (p.mandateId) links.mandate = link(`${base}/customers/${p.customerId}/mandates/${p.mandateId}`);
    return {
      resource: 'payment',
      id: p.id,
      mode: 'test',
      createdAt: p.createdAt,
      status: p.status,
      isCancelable: p.status === 'open',
      amount: formatAmount(p.amount, p.currency),
      ...(p.status === 'paid'
        ? {
            amountRefunded: formatAmount(p.amountRefunded, p.currency),
            amountRemaining: formatAmount(p.amount - p.amountRefunded - p.amountChargedBack, p.currency),
          }
        : {}),
      ...(p.amountChargedBack > 0 ? { amountChargedBack: formatAmount(p.amountChargedBack, p.currency) } : {}),
      description: p.description,
      method: p.method,
      metadata: p.metadata,
      locale: p.locale ?? 'nl_NL',
      profileId: 'pfl_standIn001',
      sequenceType: p.sequenceType,
      ...(p.redirectUrl ? { redirectUrl: p.redirectUrl } : {}),
      ...(p.webhookUrl ? { webhookUrl: p.webhookUrl } : {}),
      ...(p.customerId ? { customerId: p.customerId } : {}),
      ...(p.mandateId ? { mandateId: p.mandateId } : {}),
      ...(p.details ? { details: p.details } : {}),
      ...(p.paidAt ? { paidAt: p.paidAt } : {}),
      _links: links,
    };
  }

  function renderMandate(m: StoredMandate): Record<string, unknown> {
    return {
      resource: 'mandate',
      id: m.id,
      mode: 'test',
      status: 'valid',
      method: m.method,
      details: m.details,
      mandateReference: m.mandateReference,
      signatureDate: m.signatureDate,
      createdAt: m.createdAt,
      _links: {
        self: link(`${base}/customers/${m.customerId}/mandates/${m.id}`),
        customer: link(`${base}/customers/${m.customerId}`),
        documentation: docs('get-mandate'),
      },
    };
  }

  async function notify(p: StoredPayment): Promise<void> {
    if (p.webhookUrl && options.onWebhook) await options.onWebhook(p.webhookUrl, p.id);
  }

  function stored(id: string): StoredPayment {
    const p = payments.get(id);
    if (!p) throw new Error(`mollie stand-in: no payment ${id}`);
    return p;
  }

  function createPayment(body: Record<string, unknown>): StoredPayment {
    const { cents, currency } = parseAmount(body.amount, 'amount');
    if (cents <= 0) throw unprocessable('The amount is lower than the minimum', 'amount');
    if (typeof body.description !== 'string' || body.description === '')
      throw unprocessable('The description is required', 'description');
    const sequenceType = (body.sequenceType ?? 'oneoff') as StoredPayment['sequenceType'];
    if (!['oneoff', 'first', 'recurring'].includes(sequenceType))
      throw unprocessable('The sequence type is invalid', 'sequenceType');
    const customerId = typeof body.customerId === 'string' ? body.customerId : null;
    if (customerId && !customers.has(customerId)) throw notFound(`No customer exists with token ${customerId}.`);
    if (sequenceType !== 'oneoff' && !customerId)
      throw unprocessable('A customer is required for this sequence type', 'customerId');
    const method = typeof body.method === 'string' ? body.method : null;
    if (method && !METHODS.some((m) => m.id === method) && !RECURRING_ONLY.includes(method))
      throw unprocessable(`The payment method is invalid`, 'method');
    const now = new Date().toISOString();
    const payment: StoredPayment = {
      id: mollieId('tr_'),
      createdAt: now,
      status: 'open',
      amount: cents,
      currency,
      description: body.description,
      method,
      issuer: typeof body.issuer === 'string' ? body.issuer : null,
      redirectUrl: typeof body.redirectUrl === 'string' ? body.redirectUrl : null,
      webhookUrl: typeof body.webhookUrl === 'string' ? body.webhookUrl : null,
      locale: typeof body.locale === 'string' ? body.locale : null,
      metadata: body.metadata ?? null,
      sequenceType,
      customerId,
      mandateId: null,
      details: null,
      paidAt: null,
      amountRefunded: 0,
      amountChargedBack: 0,
    };
    if (sequenceType === 'recurring') {
      const mandate = typeof body.mandateId === 'string' ? mandates.get(body.mandateId) : undefined;
      if (!mandate || mandate.customerId !== customerId)
        throw unprocessable('The mandate is invalid for this customer', 'mandateId');
      payment.mandateId = mandate.id;
      payment.method = mandate.method;
      payment.details = { ...mandate.details };
      payment.status = failingMandates.has(mandate.id) ? 'failed' : 'paid';
      if (payment.status === 'paid') payment.paidAt = now;
    } else if (!payment.redirectUrl) {
      throw unprocessable('The redirect URL is required', 'redirectUrl');
    }
    payments.set(payment.id, payment);
    return payment;
  }

  function refund(paymentId: string, body: Record<string, unknown>): Record<string, unknown> {
    const p = payments.get(paymentId);
    if (!p) throw notFound(`No payment exists with token ${paymentId}.`);
    if (p.status !== 'paid') throw unprocessable('The payment is not refundable');
    const { cents, currency } = parseAmount(body.amount, 'amount');
    if (currency !== p.currency) throw unprocessable('The currency does not match the payment', 'amount');
    if (cents <= 0 || cents > p.amount - p.amountRefunded - p.amountChargedBack)
      throw unprocessable('The amount is higher than the amount that can be refunded', 'amount');
    p.amountRefunded += cents;
    const id = mollieId('re_');
    return {
      resource: 'refund',
      id,
      mode: 'test',
      amount: formatAmount(cents, currency),
      status: 'pending',
      description: typeof body.description === 'string' ? body.description : '',
      metadata: body.metadata ?? null,
      paymentId,
      createdAt: new Date().toISOString(),
      _links: {
        self: link(`${base}/payments/${paymentId}/refunds/${id}`),
        payment: link(`${base}/payments/${paymentId}`),
        documentation: docs('get-refund'),
      },
    };
  }

  function createCustomer(body: Record<string, unknown>): Record<string, unknown> {
    const customer: StoredCustomer = {
      id: mollieId('cst_'),
      name: typeof body.name === 'string' ? body.name : null,
      email: typeof body.email === 'string' ? body.email : null,
      locale: typeof body.locale === 'string' ? body.locale : null,
      metadata: body.metadata ?? null,
      createdAt: new Date().toISOString(),
    };
    customers.set(customer.id, customer);
    return {
      resource: 'customer',
      mode: 'test',
      ...customer,
      _links: {
        self: link(`${base}/customers/${customer.id}`),
        dashboard: link(`https://my.mollie.com/dashboard/customers/${customer.id}`, 'text/html'),
        documentation: docs('get-customer'),
      },
    };
  }

  /** Mollie deletes the customer and revokes its mandates; a customer it does not hold is a 404. */
  function deleteCustomer(customerId: string): void {
    if (!customers.delete(customerId)) throw notFound(`No customer exists with token ${customerId}.`);
    for (const [id, m] of mandates) if (m.customerId === customerId) mandates.delete(id);
  }

  function createMandate(customerId: string, body: Record<string, unknown>): Record<string, unknown> {
    if (!customers.has(customerId)) throw notFound(`No customer exists with token ${customerId}.`);
    // The Mandates API makes SEPA (and PayPal) mandates only; card mandates come from a first payment.
    if (body.method !== 'directdebit') throw unprocessable('The payment method is invalid', 'method');
    if (typeof body.consumerName !== 'string' || body.consumerName.trim() === '')
      throw unprocessable('The consumer name is required', 'consumerName');
    const account = typeof body.consumerAccount === 'string' ? body.consumerAccount : '';
    if (!ibanIsValid(account)) throw unprocessable('The consumer account is invalid', 'consumerAccount');
    const mandate: StoredMandate = {
      id: mollieId('mdt_'),
      customerId,
      method: 'directdebit',
      details: {
        consumerName: body.consumerName,
        consumerAccount: account,
        consumerBic: typeof body.consumerBic === 'string' ? body.consumerBic : 'ABNANL2A',
      },
      mandateReference: typeof body.mandateReference === 'string' ? body.mandateReference : null,
      signatureDate:
        typeof body.signatureDate === 'string' ? body.signatureDate : new Date().toISOString().slice(0, 10),
      createdAt: new Date().toISOString(),
    };
    mandates.set(mandate.id, mandate);
    return renderMandate(mandate);
  }

  function listMethods(query: Record<string, string>): Record<string, unknown> {
    const includeIssuers = (query.include ?? '').split(',').includes('issuers');
    const value = query['amount[value]'];
    const currency = query['amount[currency]'] ?? 'EUR';
    const cents = value === undefined ? null : parseAmount({ value, currency }, 'amount').cents;
    const methods = METHODS.filter(
      (m) => m.currencies.includes(currency) && (cents === null || (cents >= m.minimum && cents <= m.maximum)),
    ).map((m) => ({
      resource: 'method',
      id: m.id,
      description: m.description,
      minimumAmount: formatAmount(m.minimum, 'EUR'),
      maximumAmount: formatAmount(m.maximum, 'EUR'),
      image: {
        size1x: `https://www.mollie.com/external/icons/payment-methods/${m.id}.png`,
        size2x: `https://www.mollie.com/external/icons/payment-methods/${m.id}%402x.png`,
        svg: `https://www.mollie.com/external/icons/payment-methods/${m.id}.svg`,
      },
      status: 'activated',
      ...(includeIssuers && m.id === 'ideal'
        ? {
            issuers: STAND_IN_ISSUERS.map((i) => ({
              resource: 'issuer',
              ...i,
              image: { size1x: '', size2x: '', svg: '' },
            })),
          }
        : {}),
      _links: { self: link(`${base}/methods/${m.id}`) },
    }));
    return {
      count: methods.length,
      _embedded: { methods },
      _links: { self: link(`${base}/methods`), documentation: docs('list-methods') },
    };
  }

  async function route(
    method: string,
    path: string,
    query: Record<string, string>,
    body: Record<string, unknown>,
  ): Promise<[number, unknown]> {
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/payments') return [201, renderPayment(createPayment(body))];
    if (method === 'GET' && (m = /^\/payments\/([^/]+)$/.exec(path))) {
      const p = payments.get(m[1]!);
      if (!p) throw notFound(`No payment exists with token ${m[1]}.`);
      return [200, renderPayment(p)];
    }
    // Cancel payment: an open one ends, as Mollie's isCancelable says; anything else is a 422. A method
    // Mollie may not cancel is played by failWith('DELETE', …, 422).
    if (method === 'DELETE' && (m = /^\/payments\/([^/]+)$/.exec(path))) {
      const p = payments.get(m[1]!);
      if (!p) throw notFound(`No payment exists with token ${m[1]}.`);
      if (p.status !== 'open') throw new MollieError(422, 'Unprocessable Entity', 'The payment cannot be canceled.');
      p.status = 'canceled';
      await notify(p);
      return [200, renderPayment(p)];
    }
    if (method === 'POST' && (m = /^\/payments\/([^/]+)\/refunds$/.exec(path))) {
      const answer = refund(m[1]!, body);
      await notify(stored(m[1]!));
      return [201, answer];
    }
    if (method === 'GET' && path === '/methods') return [200, listMethods(query)];
    if (method === 'POST' && path === '/customers') return [201, createCustomer(body)];
    if (method === 'DELETE' && (m = /^\/customers\/([^/]+)$/.exec(path))) {
      deleteCustomer(m[1]!);
      return [204, null];
    }
    if (method === 'POST' && (m = /^\/customers\/([^/]+)\/mandates$/.exec(path)))
      return [201, createMandate(m[1]!, body)];
    throw notFound('The requested resource does not exist in the stand-in.');
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'https://stand-in');
    const path = url.pathname.replace(/^\/v2(?=\/)/, '');
    let body: Record<string, unknown> | null = null;
    let status: number;
    let answer: unknown;
    try {
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      } catch {
        throw new MollieError(400, 'Bad Request', 'The request body is not valid JSON');
      } finally {
        requests.push({
          method: req.method ?? 'GET',
          path,
          query: Object.fromEntries(url.searchParams),
          body,
          authorization: req.headers.authorization ?? null,
          idempotencyKey: (req.headers['idempotency-key'] as string | undefined) ?? null,
        });
      }
      if (req.headers.authorization !== `Bearer ${apiKey}`)
        throw new MollieError(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');
      if (!url.pathname.startsWith('/v2/')) throw notFound('Only API v2 is available.');
      const failure = [...failures].find((f) => f.method === req.method && matches(f.path, path));
      if (failure)
        throw new MollieError(
          failure.status,
          failure.status >= 500 ? 'Internal Server Error' : 'Error',
          'The stand-in was told to fail this request',
        );
      // As Mollie: a request with a known idempotency key gets the stored answer again, with no effect.
      const key = req.method === 'POST' ? (req.headers['idempotency-key'] as string | undefined) : undefined;
      const replay = key ? replays.get(key) : undefined;
      if (replay) [status, answer] = replay;
      else {
        [status, answer] = await route(req.method ?? 'GET', path, Object.fromEntries(url.searchParams), body ?? {});
        if (key) replays.set(key, [status, answer]);
      }
    } catch (error) {
      if (!(error instanceof MollieError)) throw error;
      status = error.status;
      answer = {
        status: error.status,
        title: error.title,
        detail: error.message,
        ...(error.field ? { field: error.field } : {}),
        _links: { documentation: docs('handling-errors') },
      };
    }
    if (status === 204) {
      res.writeHead(204);
      res.end();
      return;
    }
    res.writeHead(status, {
      'content-type': status < 300 ? 'application/hal+json' : 'application/problem+json',
      ...(status >= 500 ? { 'retry-after': '0' } : {}),
    });
    res.end(JSON.stringify(answer));
  }

  // A throwaway certificate: nobody verifies it (see above), so neither openssl nor a key kept in the repository.
  const { private: key, cert } = await generate([{ name: 'commonName', value: 'mollie-stand-in' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
  });
  const server: Server = createServer({ key, cert }, (req, res) => {
    handle(req, res).catch((error: unknown) => {
      // Anything but a 5xx: the client retries those twice with two-second pauses, which only hides the bug.
      res.writeHead(418, { 'content-type': 'application/problem+json' });
      res.end(JSON.stringify({ status: 418, title: 'Stand-in bug', detail: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}/v2`;

  if (insecureUsers++ === 0) {
    previousRejectUnauthorized = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  }
  let closed = false;

  return {
    url: `${base}/`,
    apiKey,
    requests,
    requestsTo: (method, path) => requests.filter((r) => r.method === method && matches(path, r.path)),
    payment: (id) => renderPayment(stored(id)),
    async setStatus(id, status, changes = {}) {
      const p = stored(id);
      p.status = status;
      if (changes.method) p.method = changes.method;
      if (changes.details) p.details = changes.details;
      if (status === 'paid') {
        p.paidAt = new Date().toISOString();
        if (!p.details && p.method === 'creditcard')
          p.details = {
            cardHolder: 'T. Tester',
            cardNumber: '4242',
            cardLabel: 'Visa',
            cardFingerprint: 'fp_standin',
            cardCountryCode: 'NL',
          };
        if (!p.details && p.method === 'ideal')
          p.details = { consumerName: 'T. Tester', consumerAccount: 'NL91ABNA0417164300', consumerBic: 'INGBNL2A' };
        if (p.sequenceType === 'first' && p.customerId && !p.mandateId) {
          const mandate: StoredMandate = {
            id: mollieId('mdt_'),
            customerId: p.customerId,
            // A first iDEAL payment leaves a SEPA mandate on the account it was paid from.
            method: p.method === 'creditcard' ? 'creditcard' : 'directdebit',
            details: { ...(p.details ?? {}) },
            mandateReference: null,
            signatureDate: p.paidAt.slice(0, 10),
            createdAt: p.paidAt,
          };
          mandates.set(mandate.id, mandate);
          p.mandateId = mandate.id;
        }
      }
      await notify(p);
    },
    async chargeback(id, cents) {
      const p = stored(id);
      if (p.status !== 'paid')
        throw new Error(`mollie stand-in: only a paid payment can be charged back (${id} is ${p.status})`);
      p.amountChargedBack = cents ?? p.amount;
      await notify(p);
    },
    failRecurring(mandateId) {
      if (!mandates.has(mandateId)) throw new Error(`mollie stand-in: no mandate ${mandateId}`);
      failingMandates.add(mandateId);
    },
    hasCustomer: (id) => customers.has(id),
    failWith(method, path, status) {
      const failure = { method, path, status };
      failures.add(failure);
      return () => {
        failures.delete(failure);
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      if (--insecureUsers === 0) {
        if (previousRejectUnauthorized === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
        else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previousRejectUnauthorized;
      }
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
