import creditCard from 'bootstrap-icons/icons/credit-card.svg?raw';
import bank from 'bootstrap-icons/icons/bank.svg?raw';
import paypal from 'bootstrap-icons/icons/paypal.svg?raw';
import receipt from 'bootstrap-icons/icons/receipt.svg?raw';
import arrowRepeat from 'bootstrap-icons/icons/arrow-repeat.svg?raw';
import shieldLock from 'bootstrap-icons/icons/shield-lock.svg?raw';
import clockHistory from 'bootstrap-icons/icons/clock-history.svg?raw';
import arrowCounterclockwise from 'bootstrap-icons/icons/arrow-counterclockwise.svg?raw';
import checkLg from 'bootstrap-icons/icons/check-lg.svg?raw';
import lightning from 'bootstrap-icons/icons/lightning-charge-fill.svg?raw';
import tag from 'bootstrap-icons/icons/tag-fill.svg?raw';
import infinity from 'bootstrap-icons/icons/infinity.svg?raw';
import images from 'bootstrap-icons/icons/images.svg?raw';
import unlock from 'bootstrap-icons/icons/unlock-fill.svg?raw';
import bank2 from 'bootstrap-icons/icons/bank2.svg?raw';
import award from 'bootstrap-icons/icons/award-fill.svg?raw';
import exclamationCircle from 'bootstrap-icons/icons/exclamation-circle-fill.svg?raw';
import ticket from 'bootstrap-icons/icons/ticket-perforated.svg?raw';
import cone from 'bootstrap-icons/icons/cone-striped.svg?raw';
import chatDots from 'bootstrap-icons/icons/chat-dots.svg?raw';
import dashCircle from 'bootstrap-icons/icons/dash-circle.svg?raw';
import plusCircle from 'bootstrap-icons/icons/plus-circle.svg?raw';
import type { PaymentMethod } from '../../../common/api/payments.ts';
import { iconSet } from '../Icon.tsx';

/**
 * The payment screens' own icons (Bootstrap Icons inlined as SVG, like app/components/Icon.tsx,
 * which holds the shared ones). Decorative unless `label` is given.
 */
const ICONS = {
  'credit-card': creditCard,
  bank,
  paypal,
  receipt,
  'arrow-repeat': arrowRepeat,
  'shield-lock': shieldLock,
  'clock-history': clockHistory,
  'arrow-counterclockwise': arrowCounterclockwise,
  'check-lg': checkLg,
  lightning,
  tag,
  infinity,
  images,
  unlock,
  bank2,
  award,
  'exclamation-circle': exclamationCircle,
  ticket,
  cone,
  'chat-dots': chatDots,
  'dash-circle': dashCircle,
  'plus-circle': plusCircle,
} as const;
export type PayIconName = keyof typeof ICONS;

export const PayIcon = iconSet<PayIconName>(ICONS);

export const METHOD_ICON: Record<PaymentMethod, PayIconName> = {
  ideal: 'bank',
  creditcard: 'credit-card',
  paypal: 'paypal',
  directdebit: 'bank2',
};
