import type { KlikLoadContext } from '../../load-context.ts';
import { createTranslator, type MessageKey } from '../../../common/i18n/index.ts';

/** The document title of an account screen, in the member's language; for loaders (server side). */
export function pageTitle(klik: Pick<KlikLoadContext, 'locale' | 'settings'>, key: MessageKey): string {
  return `${createTranslator(klik.locale)(key)} - ${klik.settings.name}`;
}
