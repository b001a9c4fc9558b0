/**
 * Photo inspection, Dutch source: the reasons, how the owner sees a rejected photo and
 * the mail about it, and the staff console's photo section (`staff.photos.*`).
 */
export const photoInspectionNl = {
  // The reasons, as the owner and the moderator read them
  'photos.reason.not_a_person': 'Er staat geen persoon herkenbaar op',
  'photos.reason.nudity': 'Naakt of seksueel getinte foto',
  'photos.reason.minor_suspected': 'De persoon op de foto lijkt minderjarig',
  'photos.reason.copyright': 'De foto is niet van jou (auteursrecht)',
  'photos.reason.other': 'De foto voldoet niet aan onze regels',

  // The owner's photo manager (/profile)
  'myprofile.photos.rejected': 'Afgekeurd',
  'myprofile.photos.rejectedReason': 'Afgekeurd: {reason}',
  'myprofile.photos.rejectedHint':
    'Een afgekeurde foto ziet niemand anders. Verwijder hem en plaats een andere; na {days} dagen verwijderen we hem zelf.',

  'photos.rejectedNotMain': 'Een afgekeurde foto kan geen profielfoto zijn.',

  // The mail to the owner
  'mail.photo_rejected.subject': 'Je foto op {siteName} is afgekeurd',
  'mail.photo_rejected.preheader': 'Reden: {reason}',
  'mail.photo_rejected.intro':
    "We hebben een van je foto's bekeken en afgekeurd. Reden: {reason}. Andere leden zien deze foto niet.",
  'mail.photo_rejected.button': "Naar mijn foto's",
  'mail.photo_rejected.after':
    'Plaats gerust een andere foto: een duidelijke foto van jezelf wordt meestal snel goedgekeurd. De afgekeurde foto verwijderen we na 30 dagen.',

  // Server answers of the console
  'staff.photos.alreadyApproved':
    'Deze foto is al beoordeeld (goedgekeurd), misschien door een collega. De lijst is bijgewerkt.',
  'staff.photos.alreadyRejected': 'Deze foto is al afgekeurd, misschien door een collega. De lijst is bijgewerkt.',
  'staff.photos.notPublic': 'Deze foto is niet (meer) openbaar: hij wacht op keuring of is al afgekeurd.',

  // The console's section
  'staff.nav.photos': "Foto's",
  'staff.nav.photos.description': "Nieuwe foto's keuren: goedkeuren of afkeuren met een reden.",
  'staff.photos.title': "Foto's keuren",
  'staff.photos.tabs': 'Lijsten',
  'staff.photos.tab.queue': 'Te keuren',
  'staff.photos.tab.score': 'Hoogste score eerst',
  'staff.photos.scoreIntro':
    "Dezelfde wachtrij, de foto's met de hoogste score van de automatische controle eerst. De score is een hulpmiddel: jij beslist; niets wordt automatisch afgekeurd.",
  'staff.photos.screen': 'Automatische controle',
  'staff.photos.screenPending': 'Nog niet gecontroleerd',
  'staff.photos.screenScore': 'Kans op naakt: {percent}',
  'staff.photos.screenFlagged': 'Mogelijk naakt: {percent}',
  'staff.photos.flagShort': 'Naakt?',
  'staff.photos.tab.auto': 'Automatisch goedgekeurd',
  'staff.photos.autoIntro':
    'Foto\'s die de instelling "foto\'s automatisch goedkeuren" de afgelopen {days} dagen heeft doorgelaten, nieuwste eerst. Keur ze alsnog af, of bevestig ze zodat ze van deze lijst gaan.',
  'staff.photos.empty': 'Niets te keuren',
  'staff.photos.emptyText': "Alle foto's zijn beoordeeld. Nieuwe foto's verschijnen hier vanzelf.",
  'staff.photos.emptyAuto': "Geen automatisch goedgekeurde foto's om na te kijken.",
  'staff.photos.loading': "Foto's laden…",
  'staff.photos.list': "Foto's op deze pagina",
  'staff.photos.thumbLabel': 'Foto {n} van {name}',
  'staff.photos.photoOf': 'Foto van {name} ({id}), {width} × {height}',
  'staff.photos.uploaded': 'Geplaatst {date}',
  'staff.photos.member': 'Lid',
  'staff.photos.memberLine': '{name}, {age} jaar',
  'staff.photos.memberId': 'Lid-ID {id}',
  'staff.photos.others': "Andere foto's van dit lid",
  'staff.photos.noOthers': "Geen andere foto's.",
  'staff.photos.status.inspection': 'In beoordeling',
  'staff.photos.status.active': 'Goedgekeurd',
  'staff.photos.status.rejected': 'Afgekeurd',
  'staff.photos.approve': 'Goedkeuren',
  'staff.photos.confirm': 'Bevestigen',
  'staff.photos.reject': 'Afkeuren',
  'staff.photos.rejectTitle': 'Waarom keur je deze foto af?',
  'staff.photos.note': "Notitie voor collega's (optioneel)",
  'staff.photos.rejectSubmit': 'Afkeuren',
  'staff.photos.cancel': 'Annuleren',
  'staff.photos.approved': 'Foto {id} goedgekeurd.',
  'staff.photos.rejected': 'Foto {id} afgekeurd: {reason}.',
  'staff.photos.next': 'Volgende pagina',
  'staff.photos.prev': 'Vorige pagina',
  'staff.photos.keys': 'Sneltoetsen',
  'staff.photos.key.approve': 'goedkeuren',
  'staff.photos.key.reject': 'afkeuren',
  'staff.photos.key.pick': 'reden kiezen',
  'staff.photos.key.next': 'volgende',
  'staff.photos.key.prev': 'vorige',
  'staff.photos.key.cancel': 'annuleren',
  'staff.photos.position': 'Foto {n} van {count} op deze pagina',
} as const;
