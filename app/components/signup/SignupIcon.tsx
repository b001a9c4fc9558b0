import { Icon, type IconName } from '../Icon.tsx';

/** The signup screens use the shared inline icon set (components/Icon.tsx). */
export type SignupIconName = IconName;
export const SignupIcon = Icon;
