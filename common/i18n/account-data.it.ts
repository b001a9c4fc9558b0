import type { accountDataNl } from './account-data.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Italian texts of the data export and the sessions (member keys only; the staff console stays nl/en). */
export const accountDataIt: Record<Extract<keyof typeof accountDataNl, MemberMessageKey>, string> = {
  'export.title': 'Scarica i miei dati',
  'export.intro':
    'Richiedi un file ZIP con tutto ciò che conserviamo su di te: account, profilo e foto, like, conversazioni, ordini, crediti, sessioni, blocchi e segnalazioni. Lo prepariamo e ti inviamo via e-mail un link valido 24 ore. Una richiesta ogni 24 ore.',
  'export.request': 'Scarica i miei dati',
  'export.requested': 'Abbiamo ricevuto la tua richiesta. Ti invieremo il link via e-mail appena il file sarà pronto.',
  'export.pending':
    'Stiamo preparando il tuo file (richiesto il {date, date, long} alle {date, time, short}). Riceverai un’e-mail.',
  'export.ready':
    'Il tuo file è pronto fino al {date, date, long} alle {date, time, short}. Trovi il link nella tua e-mail.',
  'export.download': 'Scarica',
  'export.tooSoon':
    'Hai già richiesto i tuoi dati nelle ultime 24 ore. Puoi farlo una volta ogni 24 ore: riprova domani.',
  'export.gone': 'Questo link di download è scaduto o non esiste. Richiedi di nuovo i tuoi dati da Impostazioni.',
  'sessions.title': 'Dove hai effettuato l’accesso',
  'sessions.intro':
    'I dispositivi su cui hai effettuato l’accesso in questo momento. Se non ne riconosci uno, disconnettilo e cambia la password.',
  'sessions.label': 'Le tue sessioni',
  'sessions.current': 'Questo dispositivo',
  'sessions.lastActive': 'Ultima attività il {date, date, medium} alle {date, time, short}',
  'sessions.unknownDevice': 'Dispositivo sconosciuto',
  'sessions.unknownPlace': 'luogo sconosciuto',
  'sessions.end': 'Esci',
  'sessions.endLabel': 'Esci: {device}',
  'sessions.endOthers': 'Esci da tutti gli altri dispositivi',
  'sessions.ended': 'La sessione su {device} è stata chiusa.',
  'sessions.endedOthers':
    '{count, plural, =0 {Non avevi effettuato l’accesso da nessun’altra parte.} one {Abbiamo chiuso la sessione su 1 altro dispositivo.} other {Abbiamo chiuso la sessione su # altri dispositivi.}}',
  'sessions.notFound': 'Questa sessione non esiste più.',
  'sessions.onlyThis': 'Hai effettuato l’accesso solo su questo dispositivo.',
  'mail.data_export.subject': 'I tuoi dati di {siteName} sono pronti',
  'mail.data_export.preheader': 'Scaricali entro 24 ore.',
  'mail.data_export.intro':
    'Hai richiesto i tuoi dati. Il file ZIP è pronto: scaricalo entro 24 ore con il pulsante qui sotto. Per farlo devi aver effettuato l’accesso.',
  'mail.data_export.button': 'Scarica i miei dati',
  'mail.data_export.after':
    'Non hai fatto tu questa richiesta? Cambia la password ed esci da tutti gli altri dispositivi in Impostazioni.',
  'mail.new_device.subject': 'Nuovo accesso al tuo account {siteName}',
  'mail.new_device.preheader': 'Accesso da {device} ({place}).',
  'mail.new_device.intro':
    'Qualcuno ha appena effettuato l’accesso al tuo account da un dispositivo o da un luogo che non conoscevamo ancora: {device} ({place}). Se eri tu, non devi fare nulla.',
  'mail.new_device.button': 'Vedi dove hai effettuato l’accesso',
  'mail.new_device.after': 'Non eri tu? Chiudi quella sessione in Impostazioni e cambia subito la password.',
};
