import type { Route } from './+types/lander-iconslanding';
import { landerData } from '../lib/lander-loader.ts';
import { landerMeta } from '../lib/lander-meta.ts';
import { useT } from '../lib/i18n.tsx';
import { LanderPage } from '../components/landers/LanderPage.tsx';
import { Icon, type IconName } from '../components/Icon.tsx';

/** /landers/iconslanding/{slug?} (product §2, decision 054): what a member can do, each with its icon. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { title } = await landerData(context.klik, 'iconslanding', params.slug, { limit: 0 });
  return { title };
}

export const meta: Route.MetaFunction = landerMeta;

const FEATURES: { key: 'chat' | 'likes' | 'match' | 'gifts' | 'nearby' | 'private'; icon: IconName }[] = [
  { key: 'chat', icon: 'chat-heart' },
  { key: 'likes', icon: 'heart-fill' },
  { key: 'match', icon: 'hearts' },
  { key: 'gifts', icon: 'gift' },
  { key: 'nearby', icon: 'geo-alt' },
  { key: 'private', icon: 'eye-slash' },
];

export default function IconsLander() {
  const t = useT();
  return (
    <LanderPage name="iconslanding">
      <section className="mb-4" aria-labelledby="klik-icons-heading">
        <h2 id="klik-icons-heading" className="h5">
          {t('landers.icons.heading')}
        </h2>
        <ul className="klik-lander-icons list-unstyled" data-lander-icons>
          {FEATURES.map(({ key, icon }) => (
            <li key={key} className="card card-body text-body">
              <span className="klik-lander-icon" aria-hidden="true">
                <Icon name={icon} size={28} />
              </span>
              <h3 className="h6 mb-1">{t(`landers.icons.${key}.title`)}</h3>
              <p className="small text-body-secondary mb-0">{t(`landers.icons.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </LanderPage>
  );
}
