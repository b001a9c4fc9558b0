/**
 * The Spanish (Spain) catalogue (member keys only; the staff console stays nl/en). Informal address
 * (tú), as Spanish dating sites do. ICU message syntax: {name}, {count, plural, one {…} other {…}}.
 */
import type { MemberCatalogue } from './translate.ts';
import { mailEs } from './mail.es.ts';
import { signupEs } from './signup.es.ts';
import { accountEs } from './account.es.ts';
import { profileEs } from './profile.es.ts';
import { membersEs } from './members.es.ts';
import { myprofileEs } from './myprofile.es.ts';
import { swipeEs } from './swipe.es.ts';
import { landersEs } from './landers.es.ts';
import { likesEs } from './likes.es.ts';
import { likesServerEs } from './likes-server.es.ts';
import { notifyServerEs } from './notify-server.es.ts';
import { chatServerEs } from './chat-server.es.ts';
import { chatEs } from './chat.es.ts';
import { discountEs } from './discount.es.ts';
import { paymentsServerEs } from './payments-server.es.ts';
import { moderationEs } from './moderation.es.ts';
import { paymentsEs } from './payments.es.ts';
import { appealsEs } from './appeals.es.ts';
import { deletionEs } from './deletion.es.ts';
import { photoInspectionEs } from './photo-inspection.es.ts';
import { accountDataEs } from './account-data.es.ts';
import { pushServerEs } from './push-server.es.ts';
import { mailEventsEs } from './mail-events.es.ts';
import { pushEs } from './push.es.ts';
import { consentEs } from './consent.es.ts';
import { notificationsEs } from './notifications.es.ts';

export const es: MemberCatalogue = {
  ...mailEs,
  ...signupEs,
  ...accountEs,
  ...profileEs,
  ...membersEs,
  ...myprofileEs,
  ...swipeEs,
  ...landersEs,
  ...likesEs,
  ...likesServerEs,
  ...notifyServerEs,
  ...chatServerEs,
  ...chatEs,
  ...discountEs,
  ...paymentsServerEs,
  ...moderationEs,
  ...paymentsEs,
  ...appealsEs,
  ...deletionEs,
  ...photoInspectionEs,
  ...accountDataEs,
  ...pushServerEs,
  ...mailEventsEs,
  ...pushEs,
  ...consentEs,
  ...notificationsEs,
  // Site-wide
  'site.adultsOnly': 'Solo para adultos (18+)',
  'site.warningsHeader':
    'Este sitio contiene contenido erótico y está destinado únicamente a personas adultas de {minAge} años o más.',
  'site.fictionalPlural': 'perfiles ficticios',
  'site.disclaimer':
    '{siteName} es un sitio de citas para adultos. En este sitio puede haber {fictionalPlural}: perfiles gestionados por el propio sitio con fines de entretenimiento. Con estos perfiles no es posible quedar en persona.',
  'site.usOnlyFooter':
    'Declaración de cumplimiento de los requisitos de registro de 18 U.S.C. 2257: todas las personas que aparecen tenían al menos 18 años.',
  'site.skipToContent': 'Ir al contenido',
  'site.loading': 'Cargando…',

  // Navigation and top bar
  'nav.home': 'Inicio',
  'nav.login': 'Iniciar sesión',
  'nav.signup': 'Regístrate gratis',
  'nav.searchMembers': 'Buscar miembros',
  'nav.messages': 'Mensajes',
  'nav.likes': 'Likes',
  'nav.credits': 'Créditos',
  'nav.getPremium': 'Hazte Premium',
  'nav.myProfile': 'Mi perfil',
  'nav.settings': 'Ajustes',
  'nav.discover': 'Descubrir',
  'nav.swipeGame': 'Juego de swipe',
  'nav.matchFinder': 'Match finder',
  'nav.logout': 'Cerrar sesión',
  'nav.back': 'Atrás',
  'nav.menu': 'Menú',
  'nav.account': 'Cuenta',
  'nav.language': 'Idioma',
  'nav.unreadMessages': '{count, plural, one {# mensaje sin leer} other {# mensajes sin leer}}',
  'nav.newLikes': '{count, plural, one {# like nuevo} other {# likes nuevos}}',
  'nav.creditsLeft': '{count, plural, one {te queda # crédito} other {te quedan # créditos}}',
  'nav.mainNavigation': 'Navegación principal',

  // Footer
  'footer.terms': 'Condiciones generales',
  'footer.privacy': 'Privacidad',
  'footer.cookies': 'Cookies',
  'footer.ban': 'Política de bloqueo',
  'footer.pricing': 'Precios',
  'footer.complaints': 'Reclamaciones',
  'footer.returnPolicy': 'Política de devoluciones',
  'footer.faq': 'Preguntas frecuentes',
  'footer.support': 'Atención al cliente',
  'footer.company': '{companyName}, {address}, {city} · Cámara de Comercio neerlandesa (KvK) {kvk}',
  'footer.copyright': '© {year} {siteName}. Todos los derechos reservados.',
  'footer.links': 'Enlaces del pie de página',

  // Site-entry warning (product §2)
  'entry.title': 'Solo para adultos',
  'entry.body':
    'Este sitio web contiene contenido para adultos. Solo puedes visitarlo si tienes {minAge} años o más y si ver este tipo de contenido está permitido en tu país.',
  'entry.confirm': 'Tengo {minAge} años o más',
  'entry.leave': 'Salir',

  'entry.memberHeading': '{name}, {age}',
  'entry.memberPhotoAlt': 'Foto de {name}',
  'entry.signupIntro': 'Regístrate gratis y envíale ya un primer mensaje a {name}.',
  'entry.landingText':
    '{name} está en {siteName}. Regístrate gratis para ver el perfil completo y enviarle un mensaje.',
  'entry.chatTeaser': '{name} tiene ganas de charlar. ¡Sé la primera persona en escribirle!',
  'entry.cta': 'Enviar un mensaje a {name}',
  'entry.free': 'Registrarse es gratis y solo lleva un minuto.',

  // Home
  'home.heroTitle': 'Conoce a solteros y solteras cerca de ti',
  'home.heroText': 'Crea un perfil gratis, busca miembros, da likes y chatea. ¿Hoy mismo surge la chispa?',
  'home.cta': 'Regístrate gratis',
  'home.loginCta': 'Ya tengo una cuenta',
  'home.newMembers': 'Nuevos miembros',
  'home.onlineNow': 'En línea ahora',
  'home.stepsTitle': 'Así funciona',
  'home.step1Title': 'Regístrate gratis',
  'home.step1Text': 'Crea en un minuto un perfil con foto, intereses y localidad.',
  'home.step2Title': 'Busca y da likes',
  'home.step2Text': 'Encuentra miembros cerca de ti. Si os gustáis mutuamente, es un match.',
  'home.step3Title': 'Chatea',
  'home.step3Text': 'Envía mensajes privados, fotos y regalos con créditos.',
  'home.memberCount': '{count, plural, one {# miembro} other {# miembros}}',
  'home.viewProfile': 'Ver el perfil de {name}',
  'home.ageAndPlace': '{age} años · {place}',
  'home.online': 'En línea',

  // Errors (product §8)
  'error.notFound': 'Página no encontrada',
  'error.notFoundHint': 'La página que buscas no existe (o ya no existe).',
  'error.backHome': 'Volver a la página de inicio',
  // A short link (product §2 `{token}`) past its date (decision 051).
  'error.linkExpired': 'Este enlace ha caducado',
  'error.linkExpiredHint': 'El enlace que has seguido ya no es válido. En la página de inicio lo encontrarás todo.',
  'error.general': 'Se ha producido un error. Vuelve a intentarlo más tarde.',
  'error.status': 'Error {status}',
  'error.fallback': 'Se ha producido un error al mostrar la página de error.',
  'error.invalidInput': 'Revisa los datos introducidos: {details}',
  'error.invalidCharacter': 'Lo que has introducido contiene un carácter no válido.',
  'error.bodyTooLarge': 'Revisa los datos introducidos: lo que envías es demasiado grande.',
  'error.tooManyRequests': 'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.',
  'error.unavailable': 'Ahora mismo hay mucho movimiento. Vuelve a intentarlo dentro de unos segundos.',
  'error.authenticationRequired': 'Inicia sesión para continuar.',
  'error.forbidden': 'No tienes permiso para hacer esto.',
  'error.unknownSite': 'Este sitio web no se conoce aquí.',
  'error.noSite': 'Aquí todavía no hay ningún sitio web configurado.',
  'error.siteUnavailable': 'Este sitio web no está disponible en este momento.',
  'error.noSiteOwner':
    'Para la persona que administra el sitio: crea el sitio con {command} (docs/deploy.md, «First start»).',
  'error.unknownEndpoint': 'Esta llamada a la API no existe.',
  'error.offlineTitle': 'Sin conexión',
  'error.offlineText':
    'Esta página no se ha podido cargar porque se ha perdido la conexión. En cuanto vuelvas a estar en línea, la cargaremos de nuevo.',
  'error.retry': 'Volver a intentarlo',
  'error.reload': 'Volver a cargar la página',

  // Language choice
  'lang.title': 'Idioma y país',
  'lang.intro': 'Elige el idioma en el que quieres usar {siteName}.',
  'lang.country': 'País',
  'lang.language': 'Idioma',
  'lang.save': 'Guardar',
  'lang.saved': 'Hemos guardado tu elección de idioma.',
  'lang.name.nl': 'Nederlands',
  'lang.name.en': 'English',
  'lang.name.es': 'Español',
  'lang.name.fr': 'Français',
  'lang.name.it': 'Italiano',
  'lang.name.pl': 'Polski',
  'lang.name.de': 'Deutsch',

  // Static pages
  'pages.lastUpdated': 'Última actualización: {date}',
  'pages.contactUs': '¿Tienes preguntas? Escríbenos a {email}.',

  // Product §5 validation texts
  'validation.nameIsEmail': 'Tu nombre de perfil tiene que ser distinto de tu dirección de correo.',
  'validation.nameAt': 'Tu nombre de perfil no puede empezar por @.',
  'validation.dobRequired': 'Introduce tu fecha de nacimiento ({min_age}+ años)',
  'validation.dobInvalid': 'Fecha de nacimiento no válida.',
  'validation.emailInvalid': 'Correo electrónico no válido',
  'validation.newEmailInvalid': 'La nueva dirección de correo no es válida.',
  'validation.emailTaken': 'Ya existe una cuenta con esta dirección de correo en este sitio.',
  'validation.emailNotFound': 'Dirección de correo no encontrada',
  'validation.passwordsDiffer': 'Las contraseñas introducidas no coinciden.',
  'validation.oldPasswordWrong': 'Revisa tu contraseña anterior.',
  'validation.codeNotFound': 'Código no encontrado',
  'validation.codeUsed': 'Código ya utilizado',

  'validation.nameRequired': 'Introduce un nombre de perfil.',
  'validation.nameLength': 'Tu nombre de perfil debe tener entre {min} y {max} caracteres.',
  'validation.passwordLength': 'Tu contraseña debe tener entre {min} y {max} caracteres.',
  'signup.closed': 'Ahora mismo no es posible registrarse.',
  'signup.inviteInvalid': 'Solo puedes registrarte con un código de invitación válido.',
  'signup.existingAccount': 'Ya existe una cuenta con esta dirección de correo. Inicia sesión con tu contraseña.',
  'activation.tooManyResends':
    'Ya has pedido varias veces que te reenviemos el correo de activación. Vuelve a intentarlo dentro de una hora.',
  'activation.notConfirmed': 'Confirma primero tu dirección de correo.',
  'mail.tooManyChanges':
    'Ya has intentado cambiar tu dirección de correo varias veces. Vuelve a intentarlo dentro de una hora.',
  'mail.tooManyToAddress': 'Hoy ya se han enviado suficientes correos a esta dirección. Vuelve a intentarlo mañana.',
  'error.clientHeaderMissing': 'Esta solicitud se ha rechazado.',

  // Product §8 error catalogue
  'auth.loginFailed': 'No se ha podido iniciar sesión, vuelve a intentarlo',
  'auth.lockedOut': 'Demasiados intentos fallidos: cuenta bloqueada durante {minutes} min.',
  'auth.tooManyResetMails':
    'Se han enviado demasiados correos para restablecer la contraseña. Vuelve a intentarlo mañana.',
  'auth.resetLinkInvalid': 'Enlace caducado o no válido. Pide un nuevo correo',
  'auth.activationFailed': 'No se ha podido activar la cuenta',
  'payment.failed': 'El pago ha fallado o se ha cancelado.',
  'chat.insufficientCredits': 'No tienes créditos suficientes para enviar este mensaje a {name}',
  'chat.fictionalDisclosure':
    'Este es un perfil ficticio gestionado por el sitio. Confirma primero que lo sabes y que conoces lo que cuesta un mensaje.',

  // Landing pages (product §2 /landers/*)
  'lander.adultonly.title': 'Solo para adultos: contactos excitantes cerca de ti',
  'lander.adultonly.text': 'Regístrate de forma discreta, anónima y gratis. Descubre quién está en línea en tu zona.',
  'lander.tinderswipe.title': 'Desliza, da like y haz match',
  'lander.tinderswipe.text':
    'Dale like a quien te guste. ¿Os gustáis mutuamente? Entonces es un match y podéis chatear enseguida.',
  'lander.whoneedsstrings.title': '¿Quién necesita compromisos?',
  'lander.whoneedsstrings.text': 'Citas sin complicaciones, con gente que busca lo mismo que tú.',
  'lander.alonetonight.title': '¿No quieres estar sin compañía esta noche?',
  'lander.alonetonight.text': 'Ahora mismo hay miembros en línea que también tienen ganas de charlar.',
  'lander.collagelanding.title': 'Miles de solteros y solteras te esperan',
  'lander.collagelanding.text': 'Crea un perfil gratis y descubre quién vive cerca de ti.',
  'lander.gallery.title': 'Mira los perfiles más nuevos',
  'lander.gallery.text': 'Cada día se unen nuevos miembros. Quizá tu match esté entre ellos.',
  'lander.iconslanding.title': 'Encuentra a alguien a quien le guste lo mismo que a ti',
  'lander.iconslanding.text': 'Elige tus intereses y conoce a miembros con tus mismas pasiones.',
  'lander.maplanding.title': 'Solteros y solteras en tu región',
  'lander.maplanding.text': 'Busca por distancia y descubre quién vive cerca.',
  'lander.socialnetwork.title': 'La red social para ligar',
  'lander.socialnetwork.text': 'Chatea, da likes y envía regalos a los miembros que te gusten.',
  'lander.transitionsvideolanding.title': 'Un clic y ya estás dentro',
  'lander.transitionsvideolanding.text':
    'Registrarse lleva menos de un minuto. Después puedes buscar y dar likes enseguida.',
  'lander.video.title': 'Mira quién está en línea',
  'lander.video.text': 'Regístrate gratis y descubre a los miembros cerca de ti.',
  'lander.cta': 'Regístrate gratis',
  'lander.benefit1': 'Registro gratuito',
  'lander.benefit2': 'Discreto y seguro',
  'lander.benefit3': 'Miembros cerca de ti',

  // PWA
  'pwa.shortName': '{siteName}',
};
