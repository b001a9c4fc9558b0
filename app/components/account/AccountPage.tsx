import type { ReactNode } from 'react';

/** The frame of the small account screens: one narrow column, centred, phones first. */
export function AccountPage({
  title,
  children,
  icon,
  wide = false,
}: {
  title: ReactNode;
  children: ReactNode;
  icon?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="container-lg py-4 py-md-5">
      <div className="mx-auto" style={{ maxWidth: wide ? 720 : 460 }}>
        {icon}
        <h1 className="h3 mb-3">{title}</h1>
        {children}
      </div>
    </div>
  );
}
