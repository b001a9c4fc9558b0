import { useSettings } from '../lib/root-data.ts';
import { Icon, type IconName } from './Icon.tsx';

/**
 * Icons a site may choose as `fictional_icon`. The sparkles ('stars', 'star-fill', 'magic') are not
 * among them: next to a profile they read as "featured", the opposite of the notice;
 * they and any unknown name show the information sign (decision 023).
 */
const FICTIONAL_ICONS: readonly IconName[] = ['info-circle-fill', 'robot', 'person-circle', 'mask'];

export function fictionalIconOf(name: string): IconName {
  return FICTIONAL_ICONS.find((i) => i === name) ?? 'info-circle-fill';
}

/**
 * The one mark of a fictional profile (a profile the site runs): the site's `fictional_icon` with
 * its `fictional_singular` text ("fictief profiel") written out, so it is seen without a tap on
 * every surface that shows such a profile: search and likes cards, the swipe card, the 'Nieuwe
 * like!' overlay, the chat header and list, the profile page (decision 023).
 * `variant`: 'badge' a filled pill (on photos and in headers), 'plain' a line of text (in lists),
 * 'light' for dark backgrounds (the overlay).
 */
export function FictionalMark({
  variant = 'badge',
  className = '',
}: {
  variant?: FictionalMarkVariant;
  className?: string;
}) {
  const settings = useSettings();
  return (
    <FictionalMarkView
      text={settings.fictional_singular}
      icon={settings.fictional_icon}
      variant={variant}
      className={className}
    />
  );
}

export type FictionalMarkVariant = 'badge' | 'plain' | 'light';

/** The mark's markup from the site's two settings, without hooks (for views tests call as functions). */
export function FictionalMarkView({
  text,
  icon,
  variant = 'badge',
  className = '',
}: {
  text: string;
  icon: string;
  variant?: FictionalMarkVariant;
  className?: string;
}) {
  return (
    <span className={`klik-fictional klik-fictional-${variant} ${className}`} data-fictional-mark="">
      <Icon name={fictionalIconOf(icon)} size={variant === 'plain' ? 12 : 14} />
      <span className="klik-fictional-text">{text}</span>
    </span>
  );
}
