import { data } from 'react-router';

/** /staff/* that no section claims: the console's own 404, in its chrome (the layout's error boundary). */
export async function loader() {
  throw data(null, { status: 404 });
}

export const meta = () => [{ name: 'robots', content: 'noindex, nofollow' }];

export default function StaffNotFound() {
  return null;
}
