import { Fragment, type ReactNode } from 'react';
import type { MessageKey, Params, Translate } from '../../../common/i18n/index.ts';

const MARK = '\u0001';

/**
 * A catalogue text with React elements in its placeholders (links, bold e-mail addresses): the
 * translator formats the sentence with markers, and the markers are swapped for the elements, so
 * word order stays the translator's.
 */
export function richText(t: Translate, key: MessageKey, params: Params, slots: Record<string, ReactNode>): ReactNode {
  const marked: Params = { ...params };
  for (const name of Object.keys(slots)) marked[name] = `${MARK}${name}${MARK}`;
  const parts = t(key, marked).split(MARK);
  return parts.map((part, i) => <Fragment key={i}>{i % 2 === 1 && part in slots ? slots[part] : part}</Fragment>);
}
