import { data } from 'react-router';

/** Any path no screen claims: the layout's error page with status 404 (product §2). */
export async function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
