import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon.tsx';

/**
 * The card a list shows when it has nothing (no likes, no results, no repeat orders): an icon, a
 * title, a line of help and the ways on (links or buttons as children).
 */
export function EmptyState({
  icon,
  title,
  text,
  heading: Heading = 'h2',
  children,
}: {
  icon: IconName | ReactNode;
  title: string;
  text: string;
  heading?: 'h2' | 'h3';
  children?: ReactNode;
}) {
  return (
    <div className="text-center py-5 px-3 border rounded-3 bg-body-tertiary">
      <span className="klik-empty-icon mb-3">
        {typeof icon === 'string' ? <Icon name={icon as IconName} size={28} /> : icon}
      </span>
      <Heading className="h5">{title}</Heading>
      <p className="text-body-secondary mx-auto" style={{ maxWidth: '32rem' }}>
        {text}
      </p>
      {children && (
        <div className="d-flex flex-column flex-sm-row flex-wrap gap-2 justify-content-center">{children}</div>
      )}
    </div>
  );
}
