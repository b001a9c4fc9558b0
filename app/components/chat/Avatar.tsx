import type { ChatProfile } from '../../../common/api/chat.ts';
import { useSettings } from '../../lib/root-data.ts';
import { initialsOf } from '../../../common/rules/initials.ts';

/** A round photo of a member (or their initials), with the online dot when they are online. */
export function Avatar({
  profile,
  size = 48,
  dot = true,
}: {
  profile: Pick<ChatProfile, 'name' | 'main_image' | 'online'>;
  size?: number;
  dot?: boolean;
}) {
  const settings = useSettings();
  const img =
    profile.main_image?.status === 'active' ? `${settings.cdn_prefix}${profile.main_image.thumb_filename}` : null;
  return (
    <span className="klik-chat-avatar" style={{ width: size, height: size }}>
      {img ? (
        <img src={img} alt="" width={size} height={size} loading="lazy" decoding="async" />
      ) : (
        <span className="klik-chat-initials" style={{ fontSize: size * 0.38 }} aria-hidden="true">
          {initialsOf(profile.name)}
        </span>
      )}
      {dot && profile.online && <span className="klik-chat-avatar-dot" aria-hidden="true" />}
    </span>
  );
}
