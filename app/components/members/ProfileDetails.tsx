import type { PublicProfile } from '../../../common/api/profiles.ts';
import { interestById } from '../../../common/data/interests.ts';
import type { MessageKey } from '../../../common/i18n/index.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/root-data.ts';
import { INTEREST_SPRITE, interestIconName } from '../profile/interest-icons.ts';
import { SpriteIcon } from '../Icon.tsx';

function InterestIcon({ id }: { id: string }) {
  const name = interestIconName(id);
  return name ? <SpriteIcon sprite={INTEREST_SPRITE} name={name} /> : null;
}

/**
 * "Over mij", the visible profile fields and the interests of a member (product §3 Profile): labels
 * 'profile.field.*', values 'profile.<field>.<value>'. Empty fields are left out; never a birth date.
 */
export function ProfileDetails({ profile }: { profile: PublicProfile }) {
  const { t, locale } = useI18n();
  const settings = useSettings();
  const visible = new Set(settings.visible_profile_fields);
  const notes = settings.visible_profile_notes;
  // A value without a label (a newer value than this catalogue) is shown as stored.
  const label = (key: string, fallback: string) => {
    const text = t(key as MessageKey);
    return text === key ? fallback : text;
  };

  const rows: { field: string; value: string }[] = [];
  if (visible.has('gender'))
    rows.push({ field: 'gender', value: label(`profile.gender.${profile.gender}`, profile.gender) });
  for (const [field, value] of Object.entries(profile.fields)) {
    if (value === null || value === '') continue;
    rows.push({ field, value: label(`profile.${field}.${value}`, value) });
  }
  const interests = profile.interests.flatMap((id) => {
    const interest = interestById(id);
    return interest ? [{ id, label: interest.label[locale] }] : [];
  });

  return (
    <>
      {visible.has('description') && (
        <section className="mb-4" aria-labelledby="about-title">
          <h2 id="about-title" className="h5">
            {t('members.profile.about')}
          </h2>
          {profile.description ? (
            <p className="klik-description mb-0">{profile.description}</p>
          ) : (
            <p className="text-body-secondary fst-italic mb-0">
              {t('members.profile.noDescription', { name: profile.name })}
            </p>
          )}
        </section>
      )}

      {rows.length > 0 && (
        <section className="mb-4" aria-labelledby="details-title">
          <h2 id="details-title" className="h5">
            {t('members.profile.details')}
          </h2>
          <dl className="klik-profile-facts mb-0">
            {rows.map((r) => (
              <div key={r.field} className="d-flex justify-content-between gap-3 border-bottom py-2">
                <dt>{label(`profile.field.${r.field}`, r.field)}</dt>
                <dd className="mb-0 text-end">
                  {r.value}
                  {notes[r.field] && <span className="d-block small text-body-secondary">{notes[r.field]}</span>}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      {interests.length > 0 && (
        <section className="mb-4" aria-labelledby="interests-title">
          <h2 id="interests-title" className="h5">
            {t('members.profile.interests')}
          </h2>
          <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
            {interests.map(({ id, label: text }) => (
              <li key={id} className="klik-chip">
                <InterestIcon id={id} />
                {text}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
