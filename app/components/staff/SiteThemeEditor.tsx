import { useState, type CSSProperties, type FormEvent } from 'react';
import { accessibleShade, contrast } from '../../../common/colors.ts';
import { THEME_COLOURS, type SiteTheme, type ThemeColour } from '../../../common/site.ts';
import { THEME_PAIRS } from '../../../common/rules/theme-contrast.ts';
import type { StaffSite } from '../../../common/api/site-admin.ts';
import type { MessageKey } from '../../../common/i18n/index.ts';
import { SiteFormNotice, useSiteForm } from './site-form.tsx';
import { useI18n, useT } from '../../lib/i18n.tsx';
import { updateSiteSettings } from './actions.ts';
import { ThemeImages } from './ThemeImages.tsx';
import { LanderMediaFields } from './LanderMediaFields.tsx';

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * The theme tab of /staff/sites: the six colours with their measured contrast as they are typed,
 * and a live preview of the home page, a member card and the chat at a phone's 390 px, drawn with
 * the same AA shades the site uses (common/colors.ts). The server refuses a colour below its pair's
 * minimum with the measured ratio (common/rules/theme-contrast.ts); the form says so before saving.
 */
export function SiteThemeEditor({ site }: { site: StaffSite }) {
  const t = useT();
  const { locale } = useI18n();
  const [theme, setTheme] = useState<SiteTheme>(site.theme);
  const { save, errors, notice } = useSiteForm(updateSiteSettings);
  const ratio = (c: ThemeColour) =>
    HEX.test(theme[c]) ? Math.floor(contrast(theme[c], THEME_PAIRS[c].against) * 10) / 10 : null;
  const number = (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.submit({ id: site.id, theme: Object.fromEntries(THEME_COLOURS.map((c) => [c, theme[c]])) });
  };

  return (
    <div className="row g-4">
      <div className="col-lg-6">
        <form onSubmit={submit} noValidate aria-busy={save.busy || undefined}>
          <section className="card shadow-sm mb-4" aria-labelledby="theme-colours-heading">
            <div className="card-body">
              <h2 id="theme-colours-heading" className="h5">
                {t('staff.sites.theme.colours')}
              </h2>
              <p className="small text-body-secondary">{t('staff.sites.theme.coloursHelp')}</p>
              <SiteFormNotice notice={notice} />
              {THEME_COLOURS.map((c) => {
                const id = `theme-${c}`;
                const r = ratio(c);
                const pair = THEME_PAIRS[c];
                const low = r !== null && r < pair.minimum;
                const error = errors[`theme.${c}`];
                return (
                  <div className="mb-3" key={c}>
                    <label htmlFor={id} className="form-label">
                      {t(`staff.sites.theme.${c}` as MessageKey)}
                    </label>
                    <div className="input-group">
                      <input
                        type="color"
                        className="form-control form-control-color flex-grow-0"
                        style={{ width: '3.25rem', minWidth: '3.25rem' }}
                        value={HEX.test(theme[c]) ? theme[c] : '#000000'}
                        onChange={(e) => setTheme({ ...theme, [c]: e.target.value })}
                        aria-label={t('staff.sites.theme.pick', { colour: t(`staff.sites.theme.${c}` as MessageKey) })}
                      />
                      <input
                        id={id}
                        name={`theme.${c}`}
                        className={`form-control font-monospace${error || low ? ' is-invalid' : ''}`}
                        value={theme[c]}
                        onChange={(e) => setTheme({ ...theme, [c]: e.target.value.trim() })}
                        spellCheck={false}
                        autoCapitalize="none"
                        aria-invalid={error || low ? true : undefined}
                        aria-describedby={`${id}-ratio${error ? ` ${id}-error` : ''}`}
                      />
                    </div>
                    <div id={`${id}-ratio`} className={`form-text${low ? ' text-danger' : ''}`}>
                      {r === null
                        ? t('staff.sites.theme.notAColour')
                        : t(low ? 'staff.sites.theme.ratioLow' : 'staff.sites.theme.ratio', {
                            ratio: number(r),
                            against: t(
                              pair.against === '#ffffff' ? 'staff.sites.theme.white' : 'staff.sites.theme.black',
                            ),
                            minimum: number(pair.minimum),
                          })}
                    </div>
                    {error && (
                      <div className="invalid-feedback d-block" id={`${id}-error`}>
                        {error}
                      </div>
                    )}
                  </div>
                );
              })}
              <button type="submit" className="btn btn-primary" disabled={save.busy}>
                {save.busy ? t('staff.sites.saving') : t('staff.sites.theme.save')}
              </button>
            </div>
          </section>
        </form>
        {/* Outside the colours' form: the images save themselves, one by one. */}
        <section className="card shadow-sm" aria-labelledby="theme-images-heading">
          <div className="card-body">
            <h2 id="theme-images-heading" className="h5">
              {t('staff.sites.theme.images')}
            </h2>
            <ThemeImages
              siteId={site.id}
              theme={theme}
              onChange={(next) => setTheme({ ...next, ...pickColours(theme) })}
            />
          </div>
        </section>
        <section className="card shadow-sm mt-3" aria-labelledby="lander-media-heading">
          <div className="card-body">
            <h2 id="lander-media-heading" className="h5">
              {t('staff.landerMedia.title')}
            </h2>
            <LanderMediaFields
              siteId={site.id}
              theme={theme}
              onChange={(next) => setTheme({ ...next, ...pickColours(theme) })}
            />
          </div>
        </section>
      </div>
      <section className="col-lg-6" aria-labelledby="theme-preview-heading">
        <h2 id="theme-preview-heading" className="h5">
          {t('staff.sites.theme.preview')}
        </h2>
        <p className="small text-body-secondary">{t('staff.sites.theme.previewHelp')}</p>
        <ThemePreview theme={theme} name={site.config.name} />
      </section>
    </div>
  );
}

function pickColours(theme: SiteTheme): Pick<SiteTheme, ThemeColour> {
  return Object.fromEntries(THEME_COLOURS.map((c) => [c, theme[c]])) as Pick<SiteTheme, ThemeColour>;
}

/**
 * Home, a member card and the chat at 390 px, in the colours as the site would draw them: what
 * carries text in its AA shade, as app/lib/theme.ts does for the live site. Decorative: the
 * preview's texts are examples, hidden from screen readers apart from its label.
 */
function ThemePreview({ theme, name }: { theme: SiteTheme; name: string }) {
  const t = useT();
  const ok = THEME_COLOURS.every((c) => HEX.test(theme[c]));
  const primary = ok ? accessibleShade(theme.primary) : '#6c757d';
  const secondary = ok ? accessibleShade(theme.secondary) : '#6c757d';
  const button: CSSProperties = { background: primary, borderColor: primary, color: '#fff' };
  return (
    <div
      className="klik-theme-preview border rounded-3 overflow-hidden bg-body mx-auto"
      style={{ width: 390, maxWidth: '100%' }}
      role="img"
      aria-label={t('staff.sites.theme.previewLabel', { name })}
      data-testid="theme-preview"
    >
      <div aria-hidden="true">
        <div className="d-flex align-items-center justify-content-between px-3 py-2 border-bottom">
          {theme.logo ? (
            <img
              src={`/site-assets/${theme.logo}`}
              alt=""
              height={28}
              style={{ maxWidth: 160, objectFit: 'contain' }}
            />
          ) : (
            <strong style={{ color: primary }}>{name}</strong>
          )}
          <span className="btn btn-sm" style={button}>
            {t('staff.sites.theme.sampleSignup')}
          </span>
        </div>
        <div className="p-3" style={{ background: `linear-gradient(135deg, ${primary}, ${secondary})`, color: '#fff' }}>
          <p className="h5 mb-1">{t('staff.sites.theme.sampleHero')}</p>
          <p className="small mb-2">{t('staff.sites.theme.sampleHeroText')}</p>
          <span className="btn btn-light btn-sm" style={{ color: primary }}>
            {t('staff.sites.theme.sampleStart')}
          </span>
        </div>
        <div className="p-3 d-flex gap-3">
          <div className="card flex-fill">
            <div className="ratio ratio-4x3 bg-body-secondary" />
            <div className="card-body p-2">
              <div className="fw-semibold">Sanne, 29</div>
              <div className="small text-body-secondary">Utrecht</div>
              <span className="badge mt-1" style={{ background: theme.success }}>
                {t('staff.sites.theme.sampleOnline')}
              </span>{' '}
              <span className="badge mt-1 text-dark" style={{ background: theme.warning }}>
                -20%
              </span>
            </div>
          </div>
          <div className="flex-fill d-flex flex-column gap-2 small">
            <div className="rounded-3 px-2 py-1 bg-body-secondary align-self-start">
              {t('staff.sites.theme.sampleTheirs')}
            </div>
            <div className="rounded-3 px-2 py-1 align-self-end" style={{ background: primary, color: '#fff' }}>
              {t('staff.sites.theme.sampleOwn')}
            </div>
            <span className="small" style={{ color: primary }}>
              {t('staff.sites.theme.sampleLink')}
            </span>
            <span className="small" style={{ color: theme.danger }}>
              {t('staff.sites.theme.sampleError')}
            </span>
          </div>
        </div>
      </div>
    </div>
  );
}
