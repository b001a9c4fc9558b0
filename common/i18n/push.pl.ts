import type { pushNl } from './push.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Polish texts of the push module (member keys only; the staff console stays nl/en). */
export const pushPl: Record<Extract<keyof typeof pushNl, MemberMessageKey>, string> = {
  'offline.title': 'Brak połączenia',
  'offline.text': 'Jesteś offline. Gdy tylko połączenie wróci, {siteName} otworzy się w tym samym miejscu.',
  'offline.retry': 'Spróbuj ponownie',

  'push.prompt.title': 'Nie przegap żadnej wiadomości',
  'push.prompt.text': 'Dostawaj powiadomienie na tym urządzeniu, gdy ktoś do ciebie napisze lub cię polubi.',
  'push.prompt.enable': 'Włącz',
  'push.prompt.later': 'Nie teraz',
  'push.prompt.failed': 'Nie udało się włączyć powiadomień. Spróbuj ponownie później.',
  'push.serviceUnreachable':
    'Usługa push twojej przeglądarki nie odpowiada, więc nie można teraz włączyć powiadomień. Sprawdź połączenie (niektóre sieci blokują powiadomienia push) i spróbuj ponownie później.',

  'push.fallback': 'Nowe powiadomienie',

  'push.toast.newMessage': 'Nowa wiadomość od {name}',
  'push.toast.open': 'Otwórz rozmowę',
};
