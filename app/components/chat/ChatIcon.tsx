import { iconSet } from '../Icon.tsx';
import check from 'bootstrap-icons/icons/check2.svg?raw';
import checkAll from 'bootstrap-icons/icons/check2-all.svg?raw';
import lightbulb from 'bootstrap-icons/icons/lightbulb.svg?raw';
import arrowDown from 'bootstrap-icons/icons/arrow-down.svg?raw';
import arrowClockwise from 'bootstrap-icons/icons/arrow-clockwise.svg?raw';
import exclamationCircle from 'bootstrap-icons/icons/exclamation-circle.svg?raw';
import chatDots from 'bootstrap-icons/icons/chat-dots.svg?raw';
import clock from 'bootstrap-icons/icons/clock.svg?raw';

/** Icons only the chat screens use (Bootstrap Icons, inlined like app/components/Icon.tsx). */
const ICONS = {
  check,
  'check-all': checkAll,
  lightbulb,
  'arrow-down': arrowDown,
  'arrow-clockwise': arrowClockwise,
  'exclamation-circle': exclamationCircle,
  'chat-dots': chatDots,
  clock,
} as const;
export type ChatIconName = keyof typeof ICONS;

export const ChatIcon = iconSet<ChatIconName>(ICONS, 16);
