import { describe, expect, it } from 'vitest';
import { completePreferences, EMPTY_DRAFT, missingFields } from './rules.ts';

describe('match finder form', () => {
  it('lists the preferences still to choose, in form order', () => {
    expect(missingFields(EMPTY_DRAFT)).toEqual(['age', 'appearance', 'race']);
    expect(missingFields({ age: '35+', appearance: null, race: 'other' })).toEqual(['appearance']);
    expect(missingFields({ age: '18-35', appearance: 'sexy', race: 'white' })).toEqual([]);
  });

  it('sends only a complete choice', () => {
    expect(completePreferences({ age: '35+', appearance: null, race: 'other' })).toBeNull();
    expect(completePreferences({ age: '35+', appearance: 'normal', race: 'other' })).toEqual({
      age: '35+',
      appearance: 'normal',
      race: 'other',
    });
  });
});
