/**
 * The staff console's report queue: the queue, one report, the actions. `staff.*` keys:
 * only the console's pages carry them (common/i18n/index.ts); the server's answers use them too.
 */
export const staffReportsNl = {
  'staff.nav.reports': 'Meldingen',
  'staff.nav.reports.description': 'Open meldingen van leden: bekijken, afwijzen, waarschuwen, schorsen of blokkeren.',

  // Server answers
  'staff.reports.daysRequired': 'Kies hoeveel dagen de schorsing duurt (1 tot {max}).',
  'staff.reports.notRestricted': 'Dit lid is niet geschorst of geblokkeerd.',
  'staff.reports.memberNotFound': 'Dit lid bestaat niet.',

  // The queue
  'staff.reports.title': 'Meldingen',
  'staff.reports.intro':
    'Open meldingen, de ernstigste eerst (mogelijk minderjarig, intimidatie, oplichting …), daarbinnen de oudste eerst. Een actie geldt voor alle open meldingen over hetzelfde lid. “Volgende melding” neemt de ernstigste die niemand behandelt.',
  'staff.reports.empty': 'Er zijn geen open meldingen. Goed bezig!',
  'staff.reports.when': 'Gemeld',
  'staff.reports.category': 'Reden',
  'staff.reports.reporter': 'Gemeld door',
  'staff.reports.reported': 'Gemeld lid',
  'staff.reports.reporters': 'Melders',
  'staff.reports.reportersCount': '{count, plural, one {# lid} other {# leden}}',
  'staff.reports.hidden': 'Verborgen in zoeken',
  'staff.reports.open': 'Bekijken',
  'staff.reports.openLabel': 'Melding {id} over {name} bekijken',
  'staff.reports.more': 'Volgende meldingen',
  'staff.reports.first': 'Terug naar de oudste',

  // One report
  'staff.reports.reportTitle': 'Melding {id}',
  'staff.reports.back': 'Terug naar de meldingen',
  'staff.reports.text': 'Toelichting van de melder',
  'staff.reports.noText': 'Geen toelichting.',
  'staff.reports.status.open': 'Open',
  'staff.reports.status.dismissed': 'Afgewezen',
  'staff.reports.status.actioned': 'Afgehandeld',
  'staff.reports.handledBy': '{action} door {name} op {date}',
  'staff.reports.profile': 'Gemeld profiel',
  'staff.reports.age': '{age} jaar',
  'staff.reports.memberStatus': 'Account',
  'staff.reports.memberStatus.not_confirmed': 'Adres niet bevestigd',
  'staff.reports.memberStatus.active': 'Actief',
  'staff.reports.memberStatus.suspended': 'Geschorst',
  'staff.reports.memberStatus.banned': 'Geblokkeerd',
  'staff.reports.memberStatus.deleted': 'Verwijderd',
  'staff.reports.suspendedUntil': 'Geschorst tot {date}',
  'staff.reports.restrictionReason': 'Reden: {reason}',
  'staff.reports.photos': 'Foto’s',
  'staff.reports.noPhotos': 'Geen foto’s.',
  'staff.reports.photoInspection': 'Wacht op keuring',
  'staff.reports.photoAlt': 'Foto {n} van {name}',
  'staff.reports.photoRejected': 'Afgekeurd',
  'staff.reports.takeDown': 'Verwijderen',
  'staff.reports.takeDownLabel': 'Foto {n} van {name} verwijderen',
  'staff.reports.takeDownTitle': 'Foto {n} van {name} verwijderen',
  'staff.reports.takeDownIntro':
    'Niemand behalve {name} ziet de foto daarna nog; {name} krijgt een e-mail met de reden. De foto zelf verdwijnt na 30 dagen.',
  'staff.reports.takeDownReason': 'Reden',
  'staff.reports.takeDownConfirm': 'Foto verwijderen',
  'staff.reports.takeDownCancel': 'Annuleren',
  'staff.reports.takenDown':
    'Foto {n} van {name} is verwijderd ({reason}) en de melding is afgehandeld. {name} krijgt een e-mail met de reden en hoe bezwaar te maken; de melder hoort dat er iets is gedaan.',
  'staff.reports.messages': 'Het gemelde gesprek',
  'staff.reports.messagesIntro':
    'De laatste berichten op het moment van de melding (bewaard, ook als het gesprek later is verwijderd).',
  'staff.reports.noMessages': 'De melding ging over het profiel, niet over een gesprek.',
  'staff.reports.wroteReporter': '{name} (melder)',
  'staff.reports.wroteReported': '{name} (gemeld)',
  'staff.reports.messageType.photo': '[foto]',
  'staff.reports.messageType.gift': '[cadeautje]',
  'staff.reports.earlier': 'Andere meldingen over dit lid',
  'staff.reports.noEarlier': 'Geen andere meldingen.',
  'staff.reports.history': 'Acties van medewerkers op dit lid',
  'staff.reports.noHistory': 'Nog geen acties.',

  // The actions
  'staff.reports.actions': 'Actie',
  'staff.reports.handled': 'Deze melding is afgehandeld.',
  'staff.reports.heldByOther':
    '{name} behandelt deze melding al. Kies een andere, of wacht tot die van {name} vrijkomt.',
  'staff.reports.next': 'Volgende melding',
  'staff.reports.nextNone': 'Er zijn geen open meldingen meer die niemand behandelt.',
  'staff.reports.heldBy': '{name} behandelt deze melding.',
  'staff.reports.heldByYou': 'Jij behandelt deze melding; collega’s zien dat.',
  'staff.reports.filterCategory': 'Reden',
  'staff.reports.filterAll': 'Alle redenen',
  'staff.reports.claimedColumn': 'Behandelt',
  'staff.reports.priority.underage': 'Eerst',
  'staff.reports.byStaff': 'Medewerker (fotokeuring)',
  'staff.reports.tickColumn': 'Selecteren',
  'staff.reports.tick': 'Melding {id} over {name} selecteren',
  'staff.reports.ticked': '{count, plural, one {# melding geselecteerd} other {# meldingen geselecteerd}}',
  'staff.reports.bulkDismiss': 'Geselecteerde afwijzen',
  'staff.reports.bulkDone':
    '{count, plural, one {# melding afgewezen} other {# meldingen afgewezen}}{skipped, plural, =0 {.} one {; # overgeslagen (al afgehandeld of door een collega in behandeling).} other {; # overgeslagen (al afgehandeld of door een collega in behandeling).}}',
  'staff.reports.template': 'Kies een standaardreden…',
  'staff.reports.template.spam.label': 'Spam of oplichting',
  'staff.reports.template.spam':
    'Stuurt leden spam of probeert ze op te lichten (geld, bankgegevens of links naar buiten de site); in strijd met de huisregels.',
  'staff.reports.template.harassment.label': 'Intimidatie',
  'staff.reports.template.harassment':
    'Valt andere leden lastig, bedreigt of beledigt ze; in strijd met de huisregels.',
  'staff.reports.template.fake.label': 'Nepprofiel',
  'staff.reports.template.fake':
    'Doet zich voor als iemand anders of gebruikt foto’s van een ander; in strijd met de huisregels.',
  'staff.reports.template.underage.label': 'Mogelijk minderjarig',
  'staff.reports.template.underage': 'Lijkt jonger dan 18 jaar; de site is alleen voor volwassenen.',
  'staff.reports.template.photo.label': 'Aanstootgevende foto',
  'staff.reports.template.photo': 'Plaatst aanstootgevende of seksueel expliciete foto’s; in strijd met de huisregels.',
  'staff.reports.template.repeat.label': 'Herhaling na waarschuwing',
  'staff.reports.template.repeat': 'Opnieuw gemeld voor hetzelfde gedrag na een eerdere waarschuwing.',
  'staff.reports.action.dismiss': 'Afwijzen',
  'staff.reports.action.warn': 'Waarschuwen',
  'staff.reports.action.suspend': 'Schorsen',
  'staff.reports.action.ban': 'Blokkeren',
  'staff.reports.actionHelp.dismiss': 'Er is niets aan de hand. Het lid merkt er niets van.',
  'staff.reports.actionHelp.warn': 'Het lid krijgt een waarschuwing per e-mail, in zijn of haar taal.',
  'staff.reports.actionHelp.suspend': 'Het lid kan een tijd niet inloggen, wordt uitgelogd en staat niet in zoeken.',
  'staff.reports.actionHelp.ban':
    'Het lid kan niet meer inloggen, wordt uitgelogd en staat niet in zoeken, tot iemand de blokkering opheft.',
  'staff.reports.days': 'Duur van de schorsing',
  'staff.reports.daysOption': '{days, plural, one {# dag} other {# dagen}}',
  'staff.reports.daysOther': 'Anders',
  'staff.reports.daysNumber': 'Aantal dagen',
  'staff.reports.reason': 'Reden',
  'staff.reports.reasonHint': 'Voor medewerkers; verplicht bij schorsen en blokkeren.',
  'staff.reports.note': 'Notitie (niet verplicht)',
  'staff.reports.reasonMissing': 'Geef een reden op.',
  'staff.reports.daysInvalid': 'Kies een aantal dagen van 1 tot {max}.',
  'staff.reports.submit': 'Uitvoeren',
  'staff.reports.busy': 'Bezig…',
  'staff.reports.others':
    '{count, plural, one {Er is nog # andere open melding over dit lid; die wordt ook afgehandeld.} other {Er zijn nog # andere open meldingen over dit lid; die worden ook afgehandeld.}}',
  'staff.reports.done.dismiss': '{count, plural, one {Melding afgewezen.} other {# meldingen afgewezen.}}',
  'staff.reports.done.warn':
    '{count, plural, one {Melding afgehandeld.} other {# meldingen afgehandeld.}} {name} heeft een waarschuwing gekregen.',
  'staff.reports.done.warnNotSent':
    '{count, plural, one {Melding afgehandeld.} other {# meldingen afgehandeld.}} De waarschuwing kon niet worden verstuurd.',
  'staff.reports.done.suspend':
    '{count, plural, one {Melding afgehandeld.} other {# meldingen afgehandeld.}} {name} is geschorst tot {date}.',
  'staff.reports.done.ban':
    '{count, plural, one {Melding afgehandeld.} other {# meldingen afgehandeld.}} {name} is geblokkeerd.',
  'staff.reports.lift': 'Opheffen',
  'staff.reports.liftLabel': 'Schorsing of blokkering van {name} opheffen',
  'staff.reports.lifted': 'De schorsing of blokkering van {name} is opgeheven.',
} as const;
