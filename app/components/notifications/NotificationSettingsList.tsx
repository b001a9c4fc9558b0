import { useId } from 'react';
import { useAction, type Failure } from '../../lib/actions.ts';
import { useT } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/root-data.ts';
import { useHydrated } from '../../ui/form.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import {
  CATEGORY_CHANNELS,
  MARKETING_CATEGORIES,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CHANNELS,
  type NotificationCategory,
  type NotificationChannel,
} from '../../../common/rules/notifications.ts';
import type { NotificationSettings } from '../../../common/api/notifications.ts';
import type { MessageKey } from '../../../common/i18n/translate.ts';
import { setNotification } from './actions.ts';
import './notifications.scss';

/**
 * The eight categories of product §3 with a switch per channel the category has (e-mail, push), each
 * saved at once: the switch moves first, shows a spinner while saving and goes back by itself when
 * saving fails (the page data, loaded again, still holds the old value), with a toast.
 * One list row per category; the channel columns keep their place on a 390 px phone.
 */
export function NotificationSettingsList({
  preferences,
  onFailed,
}: {
  preferences: NotificationSettings['preferences'];
  onFailed: (failure: Failure) => void;
}) {
  const t = useT();
  return (
    <div className="card shadow-sm mb-4 klik-notifications">
      <div
        className="klik-notifications-head d-flex align-items-end gap-2 px-3 px-sm-4 pt-3 pb-2 border-bottom small text-body-secondary fw-semibold"
        aria-hidden="true"
      >
        <span className="flex-grow-1" />
        {NOTIFICATION_CHANNELS.map((channel) => (
          <span key={channel} className="klik-notifications-cell text-center">
            {t(`notifications.channel.${channel}`)}
          </span>
        ))}
      </div>
      <ul className="list-unstyled mb-0" aria-label={t('notifications.listLabel')}>
        {NOTIFICATION_CATEGORIES.map((category) => (
          <CategoryRow key={category} category={category} values={preferences[category]} onFailed={onFailed} />
        ))}
      </ul>
    </div>
  );
}

function CategoryRow({
  category,
  values,
  onFailed,
}: {
  category: NotificationCategory;
  values: Partial<Record<NotificationChannel, boolean>>;
  onFailed: (failure: Failure) => void;
}) {
  const t = useT();
  const settings = useSettings();
  const id = useId();
  const title = t(`notifications.category.${category}` as MessageKey);
  const marketing = MARKETING_CATEGORIES.includes(category);
  return (
    <li className="d-flex align-items-start gap-2 px-3 px-sm-4 py-3 border-bottom" data-category={category}>
      <div className="flex-grow-1" style={{ minWidth: 0 }}>
        <h2 id={`${id}-title`} className="h6 mb-1">
          {title}
        </h2>
        <p id={`${id}-text`} className="small text-body-secondary mb-0">
          {t(`notifications.category.${category}.description` as MessageKey, { siteName: settings.name })}
          {marketing && <span className="d-block fst-italic">{t('notifications.marketingOff')}</span>}
        </p>
      </div>
      {NOTIFICATION_CHANNELS.map((channel) =>
        CATEGORY_CHANNELS[category].includes(channel) ? (
          <ChannelSwitch
            key={channel}
            category={category}
            channel={channel}
            title={title}
            value={values[channel] ?? false}
            describedBy={`${id}-text`}
            onFailed={onFailed}
          />
        ) : (
          <span
            key={channel}
            className="klik-notifications-cell text-center text-body-tertiary"
            title={t('notifications.emailOnly')}
          >
            <span aria-hidden="true">–</span>
          </span>
        ),
      )}
    </li>
  );
}

function ChannelSwitch({
  category,
  channel,
  title,
  value,
  describedBy,
  onFailed,
}: {
  category: NotificationCategory;
  channel: NotificationChannel;
  title: string;
  value: boolean;
  describedBy: string;
  onFailed: (failure: Failure) => void;
}) {
  const t = useT();
  const id = useId();
  const hydrated = useHydrated();
  const write = useAction(setNotification, {
    failed: (failure) => onFailed(failure),
    fallback: t('notifications.saveFailed'),
  });
  // Optimistic: the value being saved, then the page data as loaded again after the save.
  const checked = write.pending?.enabled ?? value;
  return (
    <div className="klik-notifications-cell position-relative d-flex justify-content-center">
      {write.busy && <Spinner className="klik-notifications-spinner text-primary" />}
      <div className="form-check form-switch m-0 p-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="form-check-input m-0"
          name={`${category}.${channel}`}
          checked={checked}
          // Not disabled while saving (the keyboard focus would be thrown off); a change waits for the save.
          disabled={!hydrated}
          aria-busy={write.busy || undefined}
          aria-describedby={describedBy}
          data-channel={channel}
          onChange={(e) => {
            if (write.busy) return;
            write.submit({ category, channel, enabled: e.target.checked });
          }}
        />
        <label htmlFor={id} className="klik-notifications-tap">
          <span className="visually-hidden">{t(`notifications.switch.${channel}`, { category: title })}</span>
        </label>
      </div>
    </div>
  );
}
