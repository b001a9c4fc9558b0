// Moved to app/ui/form.ts and app/lib/actions.ts (decision 018); kept until credits-pay.tsx
// (h-front) imports them from there.
export { useHydrated } from '../../ui/form.ts';
export { readFailure } from '../../lib/actions.ts';
