import { redirect } from 'react-router';
import { routeAction } from '../lib/actions.ts';
import { staffLogOut } from '../components/staff/actions.ts';

/** /staff/logout: the route the header's logout posts to from any console page; opened, it goes to /staff. */
export async function loader() {
  throw redirect('/staff');
}

export const clientAction = routeAction(staffLogOut);

export default function StaffLogout() {
  return null;
}
