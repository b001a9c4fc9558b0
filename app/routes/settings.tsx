import type { Route } from './+types/settings';
import { redirect, useLoaderData } from 'react-router';
import { DataExportSettings } from '../components/account/DataExportSettings.tsx';
import { SessionsSettings } from '../components/account/SessionsSettings.tsx';
import { useT } from '../lib/i18n.tsx';
import { visibleLocales } from '../../common/rules/locale.ts';
import { AccountPage } from '../components/account/AccountPage.tsx';
import { EmailSettings } from '../components/account/EmailSettings.tsx';
import { LanguageSettings } from '../components/account/LanguageSettings.tsx';
import { PasswordSettings } from '../components/account/PasswordSettings.tsx';
import { pageTitle } from '../lib/loader.ts';
import { InvisibleModeCard } from '../components/profile/InvisibleModeCard.tsx';
import {
  changeEmail,
  changeLanguage,
  changePassword,
  endSessions,
  requestDataExport,
} from '../components/account/actions.ts';
import { setInvisible } from '../components/profile/actions.ts';
import { routeAction } from '../lib/actions.ts';
import { BlockedMembers } from '../components/account/BlockedMembers.tsx';
import { unblockMember } from '../components/members/actions.ts';
import { DeleteAccount } from '../components/account/DeleteAccount.tsx';
import { NotificationsCard } from '../components/notifications/NotificationsCard.tsx';
import { claimRetentionOffer, deleteAccount } from '../components/account/actions.ts';

/** /settings (product §2): the member's account settings, one card per subject. Members only. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { user, member, locale, localeTag, services, company, sessionTokenHash } = context.klik;
  if (!user || !member) throw redirect('/login?redirectTo=%2Fsettings');
  return {
    title: pageTitle(context.klik, 'account.settings.title'),
    email: user.email,
    unconfirmed: user.status === 'not_confirmed',
    locale,
    // Dates as the member's regional variant writes them (decision 050).
    localeTag,
    // Product §9: the languages visible for the member's country.
    locales: visibleLocales(user.profile.country),
    // Whom the member blocked, to unblock (the FAQ promises it).
    blocked: (await services.blocks.listBlocked(member.id)).blocked,
    // The retention offer's percentage (company info `delete_discount`).
    deleteDiscount: company.delete_discount,
    invisible: user.invisible,
    // The member's sessions (this one marked) and their latest data export.
    sessions: await services.accounts.listSessions(member.id, sessionTokenHash ?? ''),
    dataExport: await services.dataExports.current(member.id),
    // The mailed link, expired or not this member's, leads here.
    exportGone: new URL(request.url).searchParams.get('export') === 'gone',
  };
}

export const clientAction = routeAction(
  changeEmail,
  changePassword,
  changeLanguage,
  setInvisible,
  unblockMember,
  claimRetentionOffer,
  deleteAccount,
  requestDataExport,
  endSessions,
);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex' },
];

export default function Settings() {
  const t = useT();
  const data = useLoaderData<typeof loader>();
  return (
    <AccountPage title={t('account.settings.title')} wide>
      <EmailSettings email={data.email} unconfirmed={data.unconfirmed} />
      <PasswordSettings email={data.email} />
      <LanguageSettings locale={data.locale} locales={data.locales} />
      <NotificationsCard />
      <InvisibleModeCard />
      <BlockedMembers blocked={data.blocked} />
      <SessionsSettings sessions={data.sessions} locale={data.locale} />
      <DataExportSettings current={data.dataExport} gone={data.exportGone} />
      <DeleteAccount
        email={data.email}
        deleteDiscount={data.deleteDiscount}
        invisible={data.invisible}
        locale={data.localeTag}
      />
    </AccountPage>
  );
}
