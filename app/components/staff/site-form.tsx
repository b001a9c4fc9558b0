import { useState } from 'react';
import { useAction, type Action, type ActionInput } from '../../lib/actions.ts';
import { useT } from '../../lib/i18n.tsx';

export interface FormNotice {
  text: string;
  variant: 'success' | 'danger';
}

/**
 * A form of the sites screen (settings, theme, prices): its write, the refused fields' texts under
 * their fields, and one notice above the form — "saved" or the server's summary of what is wrong.
 */
export function useSiteForm<I extends ActionInput, O>(action: Action<I, O>) {
  const t = useT();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const save = useAction(action, {
    done: () => {
      setErrors({});
      setNotice({ text: t('staff.sites.saved'), variant: 'success' });
    },
    failed: (f) => {
      setErrors(f.fields);
      setNotice({ text: f.message, variant: 'danger' });
    },
  });
  return { save, errors, notice };
}

/** The notice above a form: a status when saved, an alert when refused. */
export function SiteFormNotice({ notice }: { notice: FormNotice | null }) {
  if (!notice) return null;
  return (
    <p className={`alert alert-${notice.variant}`} role={notice.variant === 'danger' ? 'alert' : 'status'}>
      {notice.text}
    </p>
  );
}
