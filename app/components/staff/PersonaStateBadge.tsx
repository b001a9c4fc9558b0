import { useT } from '../../lib/i18n.tsx';
import type { PersonaState } from '../../../common/rules/personas.ts';

const CLASS: Record<PersonaState, string> = {
  active: 'text-bg-success',
  paused: 'text-bg-warning',
  retired: 'text-bg-secondary',
};

/** A persona's state in words, coloured (decision 048). */
export function PersonaStateBadge({ state }: { state: PersonaState }) {
  const t = useT();
  return <span className={`badge ${CLASS[state]}`}>{t(`staff.personas.state.${state}`)}</span>;
}
