import type { ReactNode } from 'react';

/** One card of /settings with its heading; sections stack on phones and share one column. */
export function SettingsSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="card shadow-sm mb-4" aria-labelledby={`${id}-title`}>
      <div className="card-body p-3 p-sm-4">
        <h2 id={`${id}-title`} className="h5 mb-3">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
