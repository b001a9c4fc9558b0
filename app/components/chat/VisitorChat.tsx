import { useState, type FormEvent } from 'react';
import type { ChatProfile } from '../../../common/api/chat.ts';
import { useT } from '../../lib/i18n.tsx';
import { useSignupModal } from '../signup/SignupModal.tsx';
import { Avatar } from './Avatar.tsx';

/**
 * /members/{id}/chat for a visitor (a campaign or landing link): the member and a message box.
 * Sending opens the free signup with the message carried as the welcome message to this member
 * (product §1: a welcome message to a profile costs some free credits; it is delivered at activation).
 */
export function VisitorChat({ profile }: { profile: ChatProfile }) {
  const t = useT();
  const signup = useSignupModal();
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    signup.open({ toMember: { id: profile.id, name: profile.name } });
  };
  return (
    <div className="klik-chat-visitor container py-4 d-flex flex-column align-items-center text-center gap-3">
      <Avatar profile={profile} size={112} />
      <div>
        <h1 className="h4 mb-1">
          {profile.name}, {profile.age}
        </h1>
        <p className="text-body-secondary mb-0">{t('chat.ui.visitor.lead', { name: profile.name })}</p>
      </div>
      <form className="w-100" style={{ maxWidth: 520 }} onSubmit={submit}>
        <label htmlFor="visitor-message" className="visually-hidden">
          {t('chat.ui.visitor.label', { name: profile.name })}
        </label>
        <textarea
          id="visitor-message"
          className="form-control mb-2"
          rows={3}
          value={text}
          placeholder={t('chat.ui.visitor.placeholder', { name: profile.name })}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="btn btn-primary w-100">
          {t('chat.ui.visitor.send', { name: profile.name })}
        </button>
        <p className="small text-body-secondary mt-2 mb-0">{t('chat.ui.visitor.free')}</p>
      </form>
    </div>
  );
}
