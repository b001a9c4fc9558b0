import { useEffect, useMemo, useState } from 'react';
import { INTERESTS_MAX } from '../../../common/api/limits.ts';
import type { OwnProfile, ProfileUpdate } from '../../../common/api/profiles.ts';
import { INTERESTS } from '../../../common/data/interests.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/root-data.ts';
import { InterestPicker } from './InterestPicker.tsx';
import { SectionForm, useSectionSave } from './SectionForm.tsx';
import { sameSet } from './rules.ts';

const ORDER = ['interests'] as const;

/** 'Interesses': the site's interests (settings.interests) as chips, at most INTERESTS_MAX. */
export function InterestsSection({ profile, onDirty }: { profile: OwnProfile; onDirty: (dirty: boolean) => void }) {
  const { t, locale } = useI18n();
  const settings = useSettings();
  const options = useMemo(() => {
    const enabled = new Set(settings.interests);
    return INTERESTS.filter((i) => enabled.has(i.id));
  }, [settings.interests]);
  // An interest the site no longer offers cannot be saved again: it is left out from the start.
  const savedSelection = useMemo(
    () => profile.interests.filter((i) => options.some((o) => o.id === i)),
    [profile.interests, options],
  );
  const [selected, setSelected] = useState<string[]>(savedSelection);
  const form = useSectionSave('interests', ORDER, (saved) => setSelected(saved.interests));

  const dirty = !sameSet(selected, savedSelection);
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  if (options.length === 0) return null;

  const submit = () => form.save({ interests: selected } as ProfileUpdate);

  return (
    <SectionForm
      id="interests"
      title={t('myprofile.section.interests')}
      onSubmit={submit}
      busy={form.busy}
      dirty={dirty}
      formError={form.formError}
      alertId={form.alertId}
    >
      <InterestPicker
        id={form.fieldId('interests')}
        labelledBy="interests-title"
        options={options}
        selected={selected}
        onChange={(next) => {
          setSelected(next);
          form.edited('interests');
        }}
        max={INTERESTS_MAX}
        lang={locale}
        error={form.errors.interests}
      />
    </SectionForm>
  );
}
