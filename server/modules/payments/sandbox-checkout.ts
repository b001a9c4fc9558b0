import type { SandboxOutcome, SandboxPaymentView } from '../../../common/api/payments.ts';
import { createTranslator } from '../../../common/i18n/index.ts';
import type { LocaleTag } from '../../../common/constants.ts';
import { ApiError } from '../../http/errors.ts';
import type { MemberView } from '../members/index.ts';
import { methodOptions } from './presenter.ts';
import type { SandboxProvider } from './providers/sandbox.ts';

/** The built-in sandbox's hosted checkout page (never in production): what it shows and what the member decides. */
export class SandboxCheckout {
  constructor(private readonly provider: SandboxProvider | null) {}

  /** The built-in sandbox takes the payments. */
  get active(): boolean {
    return this.provider !== null;
  }

  private get sandbox(): SandboxProvider {
    if (!this.provider) throw new ApiError(404, 'not_found', 'payments.server.sandbox.unknown');
    return this.provider;
  }

  async view(id: string, locale: LocaleTag): Promise<SandboxPaymentView> {
    const methods = await this.sandbox.listMethods({ amount: 0, currency: 'EUR', country: 'NL', locale });
    return this.sandbox.view(id, methodOptions(createTranslator(locale), methods));
  }

  /** The member's decision: only by the member whose order it pays, once (the sandbox locks it). */
  async decide(member: MemberView, input: SandboxOutcome): Promise<{ redirect_url: string }> {
    return this.sandbox.decide(input, member.id);
  }
}
