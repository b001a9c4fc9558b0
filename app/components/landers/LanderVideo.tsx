import { useEffect, useRef } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/root-data.ts';

/** Whether there is a video or at least its poster to show. */
export function hasLanderMedia(media: LanderMedia): boolean {
  return media.video !== null || media.poster !== null;
}

export interface LanderMedia {
  /** The site owner's video (/site-assets/…, mp4 or webm), or null when none is uploaded. */
  video: { src: string; type: string } | null;
  /** Its poster photo (16:9 JPEG), or null. */
  poster: string | null;
  /** Its WebVTT captions, or null. */
  captions: string | null;
}

/**
 * The video of the video landers (decision 054): muted, playing while at least half of it is in
 * view and paused when it leaves (never for a visitor who asked for reduced motion: they start it
 * with the controls), with its poster and captions. The box keeps 16:9 from the first paint, so
 * nothing moves when the video or poster loads. Without a video: the poster (a page without either
 * shows something else: `hasLanderMedia`). An island on the landers (decision 056): plain-data props.
 */
export function LanderVideo({ media, lang }: { media: LanderMedia; lang: string }) {
  const t = useT();
  const settings = useSettings();
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = ref.current;
    if (!video || typeof IntersectionObserver === 'undefined') return;
    // Server rendering leaves the attribute out; a muted video is what browsers allow to play.
    video.muted = true;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) void video.play().catch(() => undefined);
        else video.pause();
      },
      { threshold: 0.5 },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, []);

  if (!media.video) {
    if (!media.poster) return null;
    return (
      <div className="klik-lander-video ratio ratio-16x9 mb-4">
        <img src={media.poster} alt="" width={1280} height={720} className="object-fit-cover" data-lander-poster />
      </div>
    );
  }
  return (
    <div className="klik-lander-video ratio ratio-16x9 mb-4">
      <video
        ref={ref}
        muted
        playsInline
        loop
        controls
        preload="none"
        poster={media.poster ?? undefined}
        width={1280}
        height={720}
        aria-label={t('landers.video.label', { siteName: settings.name })}
        data-lander-video
      >
        <source src={media.video.src} type={media.video.type} />
        {media.captions && (
          <track kind="captions" src={media.captions} srcLang={lang} label={t('landers.video.captions')} default />
        )}
      </video>
    </div>
  );
}
