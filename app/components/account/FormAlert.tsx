// Moved to app/ui (decision 018); kept until credits-pay.tsx (h-front) imports it from there.
export { FormAlert } from '../../ui/FormAlert.tsx';
