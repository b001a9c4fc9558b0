/**
 * Spanish (Spain) texts of the static pages (terms, privacy, cookies, ban, FAQ, return policy,
 * customer service, complaints): the same structure as the English ones in static-pages.ts, every
 * site-specific value from the StaticPageContext. The pages address the member informally (tú), as
 * the rest of the site and Spanish dating sites do. Not wired in yet.
 */

import type { StaticPageContent, StaticPageContext } from './static-page-types.ts';
import {
  GRACE_DAYS,
  SESSION_COOKIE_DAYS,
  LANGUAGE_COOKIE_DAYS,
  DEVICE_COOKIE_DAYS,
  CAMPAIGN_COOKIE_DAYS,
  CONSENT_COOKIE_DAYS,
  FREE_MAX_PHOTOS,
  PREMIUM_MAX_PHOTOS,
  COMPLAINT_ACK_WORKING_DAYS,
  COMPLAINT_ANSWER_DAYS,
  fullAddress,
  tradenames,
  vatNumbers,
  hasPhone,
  contactLines,
} from './static-page-shared.ts';

// ---------------------------------------------------------------------------------------------
// Helpers (the Spanish counterparts of the private helpers in static-pages.ts)

function days(n: number): string {
  return n === 1 ? '1 día' : `${n} días`;
}

function joinList(items: string[]): string {
  const xs = items.map((x) => x.trim()).filter((x) => x !== '');
  if (xs.length <= 1) return xs.join('');
  const last = xs[xs.length - 1] ?? '';
  return `${xs.slice(0, -1).join(', ')} y ${last}`;
}

/** "Klik B.V., con domicilio en Herengracht 1, Ámsterdam, Países Bajos" style description of the company. */
function companyDescription(ctx: StaticPageContext): string {
  const addr = fullAddress(ctx);
  const kvk = ctx.company.kvk.trim();
  const parts: string[] = [ctx.company.name];
  if (addr) parts.push(`con domicilio en ${addr}`);
  if (kvk) parts.push(`inscrita en la Cámara de Comercio neerlandesa (KvK) con el número ${kvk}`);
  return parts.join(', ');
}

/** The company's details as list items (name, address, KvK, trade names, VAT, e-mail, phone). */
function companyDetails(ctx: StaticPageContext, withContact: boolean): string[] {
  const items: string[] = [];
  items.push(`Razón social: ${ctx.company.name}`);
  const addr = fullAddress(ctx);
  if (addr) items.push(`Dirección: ${addr}`);
  if (ctx.company.kvk.trim())
    items.push(`Número de inscripción en la Cámara de Comercio (KvK): ${ctx.company.kvk.trim()}`);
  const tn = tradenames(ctx);
  if (tn.length > 0) items.push(`${tn.length === 1 ? 'Nombre comercial' : 'Nombres comerciales'}: ${tn.join(', ')}`);
  const vat = vatNumbers(ctx);
  if (vat.length > 0) items.push(`${vat.length === 1 ? 'Número de IVA' : 'Números de IVA'}: ${vat.join(', ')}`);
  if (withContact) {
    items.push(`Correo electrónico: ${ctx.supportEmail}`);
    if (hasPhone(ctx)) items.push(`Teléfono: ${ctx.supportPhone.trim()}`);
  }
  items.push(`Sitio web: ${ctx.domain}`);
  return items;
}

/** "por correo electrónico a x" or "por correo electrónico a x o por teléfono al y". */
function contactSentence(ctx: StaticPageContext): string {
  return hasPhone(ctx)
    ? `por correo electrónico a ${ctx.supportEmail} o por teléfono al ${ctx.supportPhone.trim()}`
    : `por correo electrónico a ${ctx.supportEmail}`;
}

/** Ends a sentence with a full stop without doubling one (e.g. after 'B.V.'). */
function dot(x: string): string {
  return x.endsWith('.') ? x : `${x}.`;
}

function capitalize(x: string): string {
  return x.length === 0 ? x : x.charAt(0).toUpperCase() + x.slice(1);
}

/** List items ending in ';', the last one in '.'. */
function punctuateList(items: string[]): string[] {
  return items.map((x, i) => (i === items.length - 1 ? dot(x) : `${x};`));
}

// ---------------------------------------------------------------------------------------------
// Condiciones generales

export function termsEs(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const c = ctx.company.name;
  const tn = tradenames(ctx);
  return {
    title: 'Condiciones generales',
    intro: `Estas condiciones generales se aplican al uso de ${s} (${ctx.domain}). Léelas con atención antes de registrarte. Al crear una cuenta, aceptas estas condiciones. Versión del ${ctx.termsVersionDate}.`,
    sections: [
      {
        heading: '1. Quiénes somos',
        paragraphs: [
          `${s} es un servicio prestado por ${dot(companyDescription(ctx))}${tn.length > 0 ? ` ${c} opera con ${tn.length === 1 ? 'el nombre comercial' : 'los nombres comerciales'} ${dot(joinList(tn))}` : ''}${vatNumbers(ctx).length > 0 ? ` Número de identificación a efectos del IVA: ${vatNumbers(ctx).join(', ')}.` : ''}`,
          `En estas condiciones, «nosotros» y «${s}» se refieren a la empresa ${dot(c)} «Tú» y «miembro» se refieren a cualquier persona que haya creado una cuenta en ${s}.`,
        ],
      },
      {
        heading: '2. Ámbito de aplicación',
        paragraphs: [
          `Estas condiciones se aplican a todo contrato entre tú y ${c} relativo al uso de ${s}, incluida la compra de créditos. Nuestra política de privacidad, nuestra política de cookies y nuestra política de devoluciones forman parte de estas condiciones.`,
          'Las excepciones a estas condiciones solo se aplican si las hemos acordado contigo de forma expresa y por escrito (también por correo electrónico).',
        ],
      },
      {
        heading: `3. Edad mínima de ${ctx.minAge} años`,
        paragraphs: [
          `${s} está destinado únicamente a personas adultas. Debes tener al menos ${ctx.minAge} años para registrarte y usar el sitio web. Al registrarte, declaras que tienes ${ctx.minAge} años o más y que los datos que facilitas sobre ti son correctos.`,
          `Podemos pedirte en cualquier momento que acredites tu edad. Si resulta que tienes menos de ${ctx.minAge} años, o si no puedes acreditar tu edad, cerraremos tu cuenta de inmediato y de forma definitiva.`,
        ],
      },
      {
        heading: '4. Tu cuenta',
        paragraphs: [
          'Puedes tener una sola cuenta personal. Tu cuenta es intransferible y no puedes dejar que otra persona la use.',
          'Eres responsable de mantener en secreto tu contraseña y de todo lo que ocurra con tu cuenta. Si sospechas que otra persona tiene acceso a tu cuenta, cambia tu contraseña de inmediato y ponte en contacto con nosotros.',
          'Tu cuenta solo se activa cuando has confirmado tu dirección de correo electrónico mediante el enlace de activación que te enviamos. Asegúrate de que tu dirección de correo electrónico sea correcta y esté actualizada, ya que te enviamos por correo electrónico mensajes importantes sobre tu cuenta y tus compras.',
        ],
      },
      {
        heading: '5. Créditos y precios',
        paragraphs: [
          `Registrarse en ${s} es gratis. Algunas funciones se pagan con créditos, como enviar mensajes, ver o enviar fotos y enviar regalos. El número de créditos que cuesta cada acción figura en la lista de precios vigente del sitio web y se muestra siempre antes de que realices la acción.`,
          'Los créditos se compran por adelantado en paquetes. El precio de un paquete incluye el IVA y se indica claramente antes del pago. Los créditos se suman a tu cuenta en cuanto recibimos tu pago.',
          'Los créditos son personales y están vinculados a tu cuenta. No tienen valor monetario, no se pueden canjear por dinero (salvo en los casos descritos en el artículo 8 y en nuestra política de devoluciones) y no se pueden transferir a otros miembros ni a otras cuentas.',
          'Podemos modificar los precios de los paquetes de créditos y el número de créditos por acción. Una modificación no afecta a los paquetes que ya hayas comprado y pagado. Los créditos que ya tengas siguen siendo válidos mientras exista tu cuenta.',
          'Los créditos que hayas recibido gratis o como bonificación, por ejemplo durante una promoción, no son reembolsables y pueden tener una validez limitada. En ese caso, lo indicaremos en la promoción.',
        ],
      },
      {
        heading: '6. Membresía Premium',
        paragraphs: [
          `Con tu primera compra de un paquete de créditos te conviertes automáticamente en miembro Premium. Como miembro Premium, desaparece el límite del número de conversaciones que puedes mantener y puedes subir hasta ${PREMIUM_MAX_PHOTOS} fotos en lugar de ${FREE_MAX_PHOTOS}.`,
          'Premium no es una suscripción. No se cobran importes periódicos: solo pagas los paquetes de créditos que decidas comprar.',
        ],
      },
      {
        heading: '7. Pago',
        paragraphs: [
          'Puedes pagar con los métodos de pago que se muestran al pagar, como iDEAL, tarjeta de crédito, PayPal y adeudo directo SEPA. Los pagos los tramita un proveedor de servicios de pago reconocido.',
          'Si un pago se anula o se retrocede sin un motivo válido, podemos descontar de tu cuenta los créditos correspondientes y, si ocurre repetidamente, suspender tu cuenta. Podemos repercutirte los costes en que incurramos por ello.',
        ],
      },
      {
        heading: '8. Derecho de desistimiento y reembolsos',
        paragraphs: [
          `Los créditos son contenido digital que se suministra inmediatamente después del pago. Te ofrecemos la posibilidad de solicitar el reembolso de los créditos que aún no hayas usado en un plazo de ${days(ctx.refundDays)} desde la compra. Nuestra política de devoluciones explica cómo funciona.`,
          'Los créditos que ya hayas usado no se reembolsan.',
        ],
      },
      {
        heading: '9. Normas de conducta',
        paragraphs: [`Queremos que todo el mundo se sienta seguro y a gusto en ${s}. Por eso no está permitido:`],
        list: [
          'insultar, amenazar, intimidar, discriminar o acosar a otros miembros;',
          'hacerse pasar por otra persona, crear un perfil falso o facilitar datos falsos;',
          'subir fotos de otras personas, de menores o fotos en las que no aparezcas tú;',
          'compartir datos personales de otras personas, como nombres, direcciones, números de teléfono o fotos, sin su consentimiento;',
          'estafar a miembros, pedir dinero o cometer cualquier otra forma de fraude;',
          'hacer publicidad, ofrecer servicios de pago o atraer a miembros a otros sitios web;',
          'publicar contenido ilícito o contrario al orden público o a las buenas costumbres;',
          'perturbar o piratear el sitio web, o recopilar datos por medios automatizados.',
        ],
      },
      {
        heading: '10. Perfiles, fotos y mensajes',
        paragraphs: [
          'Eres responsable del contenido de tu perfil, tus fotos y tus mensajes. Revisamos cada foto antes de que sea visible para otros miembros. Podemos rechazar o eliminar fotos y textos que incumplan estas condiciones.',
          `Al publicar contenido en ${s}, nos das permiso para mostrarlo en el sitio web mientras exista tu cuenta. Sigues siendo titular de tus propias fotos y textos.`,
        ],
      },
      {
        heading: `11. ${capitalize(ctx.fictionalPlural)}`,
        paragraphs: [
          `${s} también contiene ${ctx.fictionalPlural}. Se trata de perfiles gestionados por ${c} o en su nombre, con fines de entretenimiento. Los mensajes a estos perfiles los responde personal de ${s}. Con ${ctx.fictionalPlural} no es posible el contacto físico ni quedar en persona.`,
          `Enviar mensajes a ${ctx.fictionalPlural} cuesta el mismo número de créditos que enviar mensajes a otros perfiles. Al usar ${s}, confirmas que eres consciente de ello.`,
        ],
      },
      {
        heading: '12. Responsabilidad',
        paragraphs: [
          `Hacemos todo lo posible para que ${s} funcione correctamente y de forma segura, pero no podemos garantizar que el sitio web esté siempre disponible sin interrupciones ni errores. No somos responsables de lo que otros miembros publiquen o hagan en el sitio web, ni de los acuerdos a los que llegues con otros miembros.`,
          `Nuestra responsabilidad se limita a los daños directos y, como máximo, al importe que hayas pagado a ${c} en los doce meses anteriores al hecho que causó el daño. Esta limitación no se aplica en caso de dolo o imprudencia consciente por parte de ${c}, ni en la medida en que la ley no permita tal limitación.`,
        ],
      },
      {
        heading: '13. Baja, eliminación y suspensión',
        paragraphs: [
          `Puedes eliminar tu cuenta en cualquier momento desde tus ajustes («Eliminar cuenta»), con tu contraseña. Tras tu solicitud, tu cuenta queda oculta de inmediato para los demás miembros y se cierra tu sesión en todos tus dispositivos. Durante ${days(GRACE_DAYS)} aún puedes reactivar tu cuenta con el enlace del correo electrónico que te enviamos; si inicias sesión durante ese plazo, te volvemos a enviar el enlace si lo pides. Después, tu cuenta y tus datos se eliminan definitivamente, tal como se describe en nuestra política de privacidad.`,
          `Cuando la eliminación de tu cuenta es definitiva, los créditos que te queden caducan. Los créditos no usados que compraste hace menos de ${days(ctx.refundDays)} se pueden reembolsar mediante nuestra política de devoluciones antes de eliminar tu cuenta.`,
          'Podemos suspender o bloquear definitivamente tu cuenta si incumples estas condiciones, si no tienes la edad mínima o si sospechamos razonablemente que hay abuso o fraude. Nuestra página sobre cuentas bloqueadas explica cómo recurrir.',
        ],
      },
      {
        heading: '14. Modificaciones',
        paragraphs: [
          'Podemos modificar estas condiciones. Anunciaremos con antelación suficiente los cambios importantes en el sitio web o por correo electrónico. Si no estás de acuerdo con un cambio, puedes eliminar tu cuenta. Si sigues usando el sitio web después de que un cambio haya entrado en vigor, se aplicará la versión modificada.',
        ],
      },
      {
        heading: '15. Reclamaciones',
        paragraphs: [
          `¿Tienes una reclamación sobre ${s}? Ponte en contacto con nuestro servicio de atención al cliente ${contactSentence(ctx)}. Describe tu reclamación lo más claramente posible e indica la dirección de correo electrónico con la que te registraste. Te confirmaremos la recepción y responderemos al fondo de tu reclamación en un plazo de 14 días.`,
        ],
      },
      {
        heading: '16. Legislación aplicable y litigios',
        paragraphs: [
          `Estas condiciones y todo contrato con ${c} se rigen por el Derecho neerlandés. Los litigios se someterán al tribunal competente de los Países Bajos, salvo que una norma imperativa designe otro tribunal. Conservas en todo caso la protección que la ley de tu país de residencia otorga a los consumidores.`,
        ],
      },
      {
        heading: '17. Versión',
        paragraphs: [`Esta es la versión del ${ctx.termsVersionDate}.`],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Política de privacidad

export function privacyEs(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const c = ctx.company.name;
  return {
    title: 'Política de privacidad',
    intro: `En ${s} tratamos tus datos personales con cuidado. Esta política de privacidad explica qué datos tratamos, por qué lo hacemos, cuánto tiempo los conservamos y qué derechos tienes. Cumplimos el Reglamento General de Protección de Datos (RGPD).`,
    sections: [
      {
        heading: 'Responsable del tratamiento',
        paragraphs: [
          `${c} es la responsable del tratamiento de los datos personales a través de ${s} (${ctx.domain}). Nuestros datos:`,
        ],
        list: companyDetails(ctx, true),
      },
      {
        heading: 'Qué datos tratamos',
        paragraphs: ['Según cómo uses el sitio web, tratamos los siguientes datos:'],
        list: [
          'datos de la cuenta: nombre de usuario, dirección de correo electrónico, contraseña (almacenada cifrada), fecha de nacimiento y sexo;',
          'datos del perfil: localidad o región, el texto de tu perfil, tus preferencias y tus respuestas a las preguntas del perfil;',
          'las fotos que subes a tu perfil o envías en conversaciones;',
          'los mensajes, regalos y likes que envías y recibes;',
          'datos de compra: paquetes de créditos comprados, importes, método de pago y datos de la transacción del proveedor de servicios de pago (no recibimos ni almacenamos los datos completos de tarjetas de crédito);',
          'datos técnicos: dirección IP, el país desde el que visitas el sitio web, información del navegador y del dispositivo, horas de inicio de sesión y de uso;',
          'el contenido de tu contacto con nuestro servicio de atención al cliente.',
        ],
      },
      {
        heading: 'Categorías especiales de datos personales y tu consentimiento explícito',
        paragraphs: [
          'Un sitio web de citas casi siempre trata datos que revelan algo sobre tu vida sexual u orientación sexual, como a quién buscas, tus fotos y el contenido de tus mensajes. Se trata de categorías especiales de datos personales. Solo tratamos estos datos con tu consentimiento explícito, que das al registrarte y completar tu perfil.',
          'Puedes retirar tu consentimiento en cualquier momento eliminando los datos correspondientes de tu perfil o eliminando tu cuenta. La retirada del consentimiento no afecta a la licitud del tratamiento anterior a la retirada. Sin estos datos no podemos prestar el servicio de citas, o solo de forma limitada.',
          'No compartas en tu perfil y en tus mensajes más de lo que quieras. No incluyas en tu perfil datos que te identifiquen directamente, como tus apellidos, tu dirección o tu número de teléfono.',
        ],
      },
      {
        heading: 'Para qué usamos tus datos',
        paragraphs: ['Usamos tus datos para los siguientes fines:'],
        list: [
          'crear y gestionar tu cuenta y mostrar tu perfil a otros miembros;',
          'hacer posible el contacto con otros miembros, incluido el envío de mensajes, fotos y regalos;',
          'tramitar tus compras, llevar el control de tu saldo de créditos y gestionar los reembolsos;',
          'enviar correos electrónicos de servicio, como tu correo de activación, el restablecimiento de la contraseña y las confirmaciones de compra;',
          'enviar avisos de nuevos mensajes y, si has dado tu consentimiento, notificaciones push y boletines;',
          'revisar fotos y textos de perfil y hacer cumplir nuestras condiciones, incluida la edad mínima. Las fotos nuevas pasan primero un control automático de desnudos que se ejecuta en nuestros propios servidores; nunca decide por sí solo: una persona de nuestro equipo aprueba o rechaza cada foto y, si el control influyó en un rechazo, la explicación que recibes lo indica;',
          'prevenir y detectar fraudes, abusos e incidentes de seguridad;',
          'responder a tus preguntas y reclamaciones;',
          'cumplir obligaciones legales, como la obligación legal de conservación a efectos fiscales.',
        ],
      },
      {
        heading: 'Bases jurídicas',
        paragraphs: ['Tratamos tus datos con arreglo a las siguientes bases jurídicas del RGPD:'],
        list: [
          'ejecución del contrato (artículo 6, apartado 1, letra b), del RGPD): para tu cuenta, tu perfil, el contacto con miembros y tus compras;',
          'consentimiento explícito (artículo 6, apartado 1, letra a), y artículo 9, apartado 2, letra a), del RGPD): para las categorías especiales de datos personales, las notificaciones push y los boletines;',
          'obligación legal (artículo 6, apartado 1, letra c), del RGPD): para nuestra contabilidad y nuestras obligaciones fiscales de conservación;',
          'interés legítimo (artículo 6, apartado 1, letra f), del RGPD): para la seguridad del sitio web y la prevención del fraude y los abusos.',
        ],
      },
      {
        heading: `Mensajes a ${ctx.fictionalPlural}`,
        paragraphs: [
          `${s} contiene ${ctx.fictionalPlural}: perfiles gestionados por ${c} o en su nombre. Los mensajes y fotos que envías a estos perfiles los lee y responde personal de ${s}. Este personal está sujeto a confidencialidad y solo usa tus datos para este fin.`,
        ],
      },
      {
        heading: 'Cuánto tiempo conservamos tus datos',
        paragraphs: [
          `Conservamos tus datos mientras exista tu cuenta. Si eliminas tu cuenta, tienes ${days(GRACE_DAYS)} para reactivarla con el enlace que te enviamos por correo electrónico. Pasado ese plazo, borramos definitivamente tu perfil, tus fotos (también de nuestro almacenamiento), el contenido de tus mensajes, tus likes, tus bloqueos, los textos de tus denuncias, tus sesiones, tus ajustes de notificaciones y tus datos de pago, como las tarjetas guardadas y el IBAN; pedimos al proveedor de pagos que elimine el registro de cliente (nombre y dirección de correo electrónico) que creamos allí para ti, y sustituimos tu dirección de correo electrónico, de modo que puedas volver a registrarte más adelante. Si no quieres esperar, pídeselo a nuestro servicio de atención al cliente: entonces hacemos definitiva la eliminación al momento.`,
          'Los datos que estamos legalmente obligados a conservar, como tus pedidos, tus facturas y los asientos de tus créditos, se conservan sin tu nombre, tu dirección de correo electrónico ni otros datos personales durante el plazo legal de conservación de siete años. Los datos sobre un bloqueo por infracciones graves pueden conservarse más tiempo para evitar que alguien vuelva a registrarse, pero no más del necesario. Los archivos de registro técnicos se conservan poco tiempo y solo con fines de seguridad.',
        ],
      },
      {
        heading: 'Comunicación a terceros',
        paragraphs: [
          'Nunca vendemos tus datos a terceros ni los usamos para publicidad de terceros.',
          'Sí recurrimos a proveedores de servicios que tratan datos por encargo nuestro (encargados del tratamiento), como nuestro proveedor de alojamiento, los proveedores de servicios de pago y un servicio de envío de correo electrónico. Celebramos con ellos contratos de encargo del tratamiento y solo pueden usar tus datos siguiendo nuestras instrucciones. Si se tratan datos fuera del Espacio Económico Europeo, garantizamos las salvaguardias adecuadas, como las cláusulas contractuales tipo de la Comisión Europea.',
          'Comunicamos datos a las autoridades cuando estamos legalmente obligados a ello, por ejemplo ante un requerimiento legítimo de la policía o de las autoridades judiciales.',
        ],
      },
      {
        heading: 'Seguridad',
        paragraphs: [
          'Adoptamos medidas técnicas y organizativas adecuadas para proteger tus datos contra la pérdida y el uso ilícito. Por ejemplo, la conexión con el sitio web está cifrada (HTTPS), las contraseñas solo se almacenan cifradas y solo el personal autorizado tiene acceso a tus datos.',
          'En Ajustes → «Dónde tienes la sesión iniciada» ves los dispositivos en los que tienes la sesión iniciada (navegador, sistema, país y última actividad) y puedes cerrar la sesión en un dispositivo o en todos los demás. Si inicias sesión desde un dispositivo o un país que no conocíamos, te enviamos un correo electrónico.',
        ],
      },
      {
        heading: 'Tus derechos',
        paragraphs: ['Según el RGPD tienes los siguientes derechos:'],
        list: [
          'derecho de acceso: puedes descargar directamente todo lo que guardamos sobre ti en Ajustes → «Descargar mis datos» (un archivo ZIP con tus datos y tus fotos; te enviamos por correo electrónico un enlace válido durante 24 horas, una solicitud cada 24 horas);',
          'derecho de rectificación: puedes hacer que se corrijan los datos incorrectos o cambiarlos directamente en tu perfil;',
          'derecho de supresión: puedes hacer que se eliminen tu cuenta y tus datos;',
          'derecho a la limitación del tratamiento;',
          'derecho a la portabilidad de los datos: el mismo archivo ZIP contiene tus datos en un formato digital de uso común (JSON) y tus fotos;',
          'derecho de oposición: puedes oponerte al tratamiento basado en nuestro interés legítimo;',
          'derecho a retirar tu consentimiento.',
        ],
      },
      {
        heading: 'Cómo ejercer tus derechos',
        paragraphs: [
          `Envía tu solicitud por correo electrónico a ${ctx.supportEmail}, desde la dirección de correo electrónico con la que te registraste. Podemos pedirte que verifiques tu identidad. Responderemos a tu solicitud en el plazo de un mes.`,
          '¿No estás conforme con la forma en que tratamos tus datos? Dínoslo y buscaremos juntos una solución. También tienes derecho a presentar una reclamación ante la autoridad neerlandesa de protección de datos (Autoriteit Persoonsgegevens, autoriteitpersoonsgegevens.nl) o ante la autoridad de control de tu país.',
        ],
      },
      {
        heading: 'Modificaciones',
        paragraphs: [
          `Podemos actualizar esta política de privacidad. La versión vigente está siempre disponible en ${ctx.domain}. Te informaremos de los cambios importantes a través del sitio web o por correo electrónico.`,
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Política de cookies

export function cookiesEs(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  return {
    title: 'Política de cookies',
    intro: `${s} usa cookies funcionales, necesarias para que el sitio web funcione, que no requieren consentimiento. Solo la cookie de campaña se instala después de que des tu consentimiento. No instalamos cookies de seguimiento ni de publicidad de terceros. A continuación puedes leer exactamente qué cookies usamos.`,
    sections: [
      {
        heading: '¿Qué son las cookies?',
        paragraphs: [
          'Las cookies son pequeños archivos de texto que un sitio web guarda en tu ordenador, tableta o teléfono. Así el sitio web puede reconocer tu navegador en tu próxima visita. Además de cookies, un sitio web también puede guardar datos en el almacenamiento local de tu navegador.',
        ],
      },
      {
        heading: 'Cookies funcionales (sin consentimiento)',
        paragraphs: [
          'Estas cookies y datos son necesarios para que el sitio web funcione o para recordar una elección que has hecho tú. No requieren consentimiento.',
        ],
        list: [
          `Cookie de sesión: recuerda que has iniciado sesión, para que no tengas que volver a hacerlo en cada página. Plazo de conservación: ${days(SESSION_COOKIE_DAYS)}, o hasta que cierres la sesión.`,
          `Cookie de idioma: recuerda el idioma en el que quieres ver el sitio web. Plazo de conservación: ${days(LANGUAGE_COOKIE_DAYS)}.`,
          `Cookie de dispositivo: un código aleatorio que colocamos en tu navegador cuando inicias sesión. Permite a nuestros moderadores ver si alguien usa varias cuentas desde el mismo navegador, por ejemplo para volver tras un bloqueo o para estafar a miembros. El código no dice nada sobre ti ni sobre tu dispositivo; solo guardamos una forma cifrada (hash) de él junto con tu cuenta. Plazo de conservación: ${days(DEVICE_COOKIE_DAYS)} desde la última vez que iniciaste sesión.`,
          `Cookie de elección: recuerda si has aceptado o rechazado la cookie de campaña, para no volver a preguntártelo en cada visita. Solo contiene tu respuesta. Plazo de conservación: ${days(CONSENT_COOKIE_DAYS)}.`,
          'Campaña de esta visita: si llegas a través de un enlace de campaña, la página recuerda los códigos de campaña del enlace solo en su memoria de trabajo mientras navegas por el sitio, para que un registro durante esta visita pueda enviarlos. No se guarda nada en tu dispositivo: desaparecen en cuanto recargas la página o cierras la pestaña, y no se usan para nada más.',
          'Avisos cerrados: cuando cierras un aviso o una advertencia, lo recordamos en el almacenamiento local de tu navegador para que no veas el mismo aviso una y otra vez. Estos datos se quedan solo en tu propio navegador y no se nos envían.',
        ],
      },
      {
        heading: 'Cookie de campaña (solo con tu consentimiento)',
        paragraphs: [
          `Si llegas a ${s} a través del enlace de un socio o de una campaña, recordamos de qué campaña se trata (el nombre del socio, los códigos de campaña del enlace y la página por la que entraste), para poder comunicar al socio que un registro o una compra llegó a través de él. La cookie no contiene datos personales ni nada que permita identificarte; se conserva la primera campaña. Plazo de conservación: ${days(CAMPAIGN_COOKIE_DAYS)}.`,
          'Esta cookie no es necesaria para que el sitio web funcione. Por eso solo la instalamos si haces clic en «Aceptar» en el aviso que ves al llegar a través de un enlace así. Si haces clic en «Rechazar» o no eliges nada, no la instalamos; puedes usar el sitio web exactamente igual.',
        ],
      },
      {
        heading: 'Cambiar tu elección',
        paragraphs: [
          `Puedes cambiar tu elección o retirar tu consentimiento en cualquier momento con los botones «Aceptar» y «Rechazar» al final de esta página. Si retiras tu consentimiento, borramos la cookie de campaña de inmediato. Tu elección vale durante ${days(CONSENT_COOKIE_DAYS)}; después volvemos a preguntarte cuando llegues a través de un enlace de campaña.`,
        ],
      },
      {
        heading: 'Sin seguimiento de terceros',
        paragraphs: [
          `${s} no usa cookies de redes publicitarias, redes sociales ni otros terceros que sigan tu comportamiento de navegación. No vendemos a nadie datos sobre tu visita.`,
          'Cuando realizas un pago, puede que se te redirija a la página de un proveedor de servicios de pago. En esa página se aplican las políticas de cookies y de privacidad de dicho proveedor.',
        ],
      },
      {
        heading: 'Eliminar o bloquear cookies',
        paragraphs: [
          'Puedes eliminar las cookies y el almacenamiento local en cualquier momento desde los ajustes de tu navegador. Esta opción suele encontrarse en Privacidad o Historial, por ejemplo como «Borrar datos de navegación» o «Cookies y datos de sitios». También puedes configurar tu navegador para que rechace todas las cookies.',
          'Ten en cuenta que, si eliminas o bloqueas las cookies funcionales, se cerrará tu sesión y no podrás iniciarla mientras las cookies estén bloqueadas. También se olvidará tu elección de idioma y volverás a ver los avisos que ya habías cerrado.',
        ],
      },
      {
        heading: 'Preguntas',
        paragraphs: [
          `¿Tienes preguntas sobre nuestra política de cookies? Escríbenos a ${ctx.supportEmail}. Puedes leer más sobre cómo tratamos tus datos en nuestra política de privacidad.`,
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Cuenta suspendida o bloqueada

export function banEs(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  return {
    title: 'Tu cuenta ha sido suspendida o bloqueada',
    intro: `Tu cuenta en ${s} ha sido suspendida o bloqueada porque hemos detectado un incumplimiento de nuestras condiciones generales, a menudo después de que otros miembros te denunciaran. En esta página puedes leer por qué lo hacemos, qué significa y cómo puedes recurrir.`,
    sections: [
      {
        heading: 'Por qué suspendemos o bloqueamos cuentas',
        paragraphs: [
          `Para que ${s} siga siendo un lugar seguro y agradable para todos, suspendemos o bloqueamos cuentas, entre otras, en las siguientes situaciones:`,
        ],
        list: [
          `el miembro tiene menos de ${ctx.minAge} años, o lo sospechamos seriamente;`,
          'intimidación, amenazas, discriminación o acoso reiterado a otros miembros;',
          'estafas o intentos de estafa, como pedir dinero, tarjetas regalo o datos de pago;',
          'actividades comerciales, como hacer publicidad, ofrecer servicios de pago o remitir a miembros a otros sitios web;',
          'una identidad falsa, como un perfil falso, fotos de otra persona o varias cuentas;',
          'compartir datos personales o fotos de otras personas sin su consentimiento;',
          'abuso en los pagos, como retrocesiones injustificadas;',
          'otros incumplimientos graves o reiterados de nuestras condiciones generales.',
        ],
      },
      {
        heading: 'Suspensión o bloqueo',
        paragraphs: [
          'Una suspensión dura hasta una fecha y hora determinadas, que se indican en el mensaje que ves al intentar iniciar sesión. Después termina sola: puedes volver a iniciar sesión y tu perfil vuelve a ser visible.',
          'Un bloqueo dura hasta que lo levantemos, por ejemplo tras un recurso.',
        ],
      },
      {
        heading: 'Qué significa una suspensión o un bloqueo',
        paragraphs: [
          'Mientras tu cuenta está suspendida o bloqueada, no puedes iniciar sesión y tu sesión se cierra en todos tus dispositivos. Tu perfil no aparece en los resultados de búsqueda, los likes ni las listas de otros miembros. Los miembros con los que tenías una conversación ven que tu cuenta ya no está activa; ya no pueden enviarte mensajes ni tú a ellos. No puedes comprar ni usar créditos.',
          'Tu perfil, tus conversaciones, tus likes y tus créditos se conservan. Cuando levantamos la suspensión o el bloqueo, o cuando termina una suspensión, todo vuelve a estar como antes.',
          'No puedes crear una cuenta nueva mientras tu cuenta esté bloqueada. Si lo haces, esa cuenta también se bloqueará. Si una cuenta se bloquea porque su usuario es menor de edad, eliminamos definitivamente la cuenta y sus datos.',
        ],
      },
      {
        heading: 'Cómo recurrir',
        paragraphs: [
          `¿Crees que tu cuenta se ha suspendido o bloqueado por error? Envía un correo electrónico a ${ctx.supportEmail}. Indica tu nombre de usuario y la dirección de correo electrónico con la que te registraste, y explica por qué no estás de acuerdo.`,
          'Revisamos cada recurso con atención y te comunicaremos nuestra decisión por correo electrónico en un plazo de 14 días. Si la suspensión o el bloqueo resulta injustificado, lo levantaremos de inmediato y podrás volver a iniciar sesión con normalidad.',
        ],
      },
      {
        heading: 'Créditos y reembolsos',
        paragraphs: [
          `¿Tienes preguntas sobre los créditos que aún tenías en el momento de la suspensión o el bloqueo, o crees que tienes derecho a un reembolso? Escríbenos a ${ctx.supportEmail}. Valoraremos tu solicitud conforme a nuestra política de devoluciones y a la ley.`,
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Preguntas frecuentes

export function faqEs(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const phone = hasPhone(ctx)
    ? ` También puedes llamarnos al ${ctx.supportPhone.trim()} (de lunes a viernes, de 9:00 a 17:00, hora de los Países Bajos).`
    : '';
  return {
    title: 'Preguntas frecuentes',
    intro: `Aquí encontrarás las respuestas a las preguntas que más nos hacen sobre ${s}. ¿No encuentras tu pregunta? Ponte en contacto con nuestro servicio de atención al cliente.`,
    sections: [
      {
        heading: '¿Qué son los créditos?',
        paragraphs: [
          `Los créditos son la moneda de ${s}. Los compras por adelantado en un paquete y los usas, por ejemplo, para enviar mensajes, ver o enviar fotos y enviar regalos. Los créditos no tienen valor monetario y no se pueden transferir a otros miembros. Siempre puedes ver tu saldo actual de créditos en tu cuenta.`,
        ],
      },
      {
        heading: '¿Cuánto cuesta un mensaje?',
        paragraphs: [
          `El número de créditos que cuesta un mensaje, una foto o un regalo depende de la lista de precios vigente de ${s}. El número de créditos se muestra siempre antes de que envíes nada, así que nunca te llevarás sorpresas. Nunca se descuentan créditos sin que hayas realizado tú una acción.`,
        ],
      },
      {
        heading: '¿Qué es Premium?',
        paragraphs: [
          `En cuanto compras créditos por primera vez, te conviertes automáticamente en miembro Premium. Como miembro Premium puedes tener conversaciones ilimitadas y subir hasta ${PREMIUM_MAX_PHOTOS} fotos a tu perfil (los miembros gratuitos, hasta ${FREE_MAX_PHOTOS}). Premium no es una suscripción: nunca se cobra ningún importe de forma automática.`,
        ],
      },
      {
        heading: '¿Cómo compro créditos?',
        paragraphs: [
          'Ve a la página «Comprar créditos». Elige un paquete, elige un método de pago y completa el pago. Los créditos se suman a tu cuenta inmediatamente después del pago y recibirás una confirmación por correo electrónico.',
        ],
      },
      {
        heading: '¿Qué métodos de pago puedo usar?',
        paragraphs: [
          'Puedes pagar con iDEAL, tarjeta de crédito, PayPal y adeudo directo SEPA. Los métodos disponibles para ti se muestran al pagar. Los pagos se realizan a través de una conexión segura de un proveedor de servicios de pago reconocido.',
        ],
      },
      {
        heading: '¿Puedo recuperar mi dinero?',
        paragraphs: [
          `Sí. En un plazo de ${days(ctx.refundDays)} desde tu compra puedes solicitar el reembolso de los créditos que aún no hayas usado. Para ello, envía un correo electrónico a ${ctx.supportEmail}. El importe de los créditos no usados se reembolsa por el mismo método de pago. Los créditos ya usados y los créditos de bonificación no se reembolsan. Más información en nuestra política de devoluciones.`,
        ],
      },
      {
        heading: '¿Cómo elimino mi cuenta?',
        paragraphs: [
          `Ve a tus ajustes y elige «Eliminar cuenta». ¿Prefieres tomarte un descanso? Allí también puedes ponerte en modo invisible. Confirma con tu contraseña; tu perfil queda oculto al momento. ¿Has cambiado de idea? El enlace del correo electrónico que te enviamos reactiva tu cuenta en un plazo de ${days(GRACE_DAYS)}, con tu perfil, tus fotos, tus conversaciones y tus créditos. ¿Lo has perdido? Inicia sesión y te ofreceremos volver a enviarte el enlace. Pasado ese plazo, tu cuenta y todos tus datos se eliminan definitivamente; los créditos no usados caducan entonces.`,
        ],
      },
      {
        heading: '¿Qué es el modo invisible?',
        paragraphs: [
          'Con el modo invisible puedes usar el sitio web sin que tu perfil aparezca en los resultados de búsqueda ni en los listados de otros miembros. Puedes activar y desactivar el modo invisible en tus ajustes. Los miembros con los que ya estás chateando pueden seguir leyendo tus mensajes y respondiéndote.',
        ],
      },
      {
        heading: '¿Cómo bloqueo a otro miembro?',
        paragraphs: [
          'Abre el perfil o la conversación del miembro y elige «Bloquear». A partir de entonces, el miembro bloqueado ya no puede ponerse en contacto contigo. Puedes desbloquearlo más adelante en tus ajustes. Si alguien se comporta de forma inapropiada, denúncialo también para que podamos tomar medidas.',
        ],
      },
      {
        heading: '¿Cómo descargo mis datos y dónde veo los dispositivos en los que tengo la sesión iniciada?',
        paragraphs: [
          'Ve a Ajustes y elige «Descargar mis datos». Preparamos un archivo ZIP con todo lo que guardamos sobre ti (tu cuenta, tu perfil, tus fotos, likes, conversaciones, pedidos, créditos, sesiones, bloqueos y denuncias) y te enviamos un enlace por correo electrónico. El enlace es válido durante 24 horas y solo funciona mientras tengas la sesión iniciada. Puedes pedir tus datos una vez cada 24 horas.',
          'En Ajustes, en «Dónde tienes la sesión iniciada», ves los dispositivos en los que tienes la sesión iniciada, con el navegador, el país y la última actividad. «Cerrar sesión» cierra la sesión en un dispositivo y «Cerrar sesión en todos los demás sitios», en todos los demás. Si inicias sesión desde un dispositivo nuevo, recibes un correo electrónico.',
        ],
      },
      {
        heading: '¿Por qué todavía no se ve mi foto?',
        paragraphs: [
          'Nuestro equipo revisa cada foto antes de que otros miembros puedan verla. Lo hacemos lo más rápido posible; hasta entonces, solo tú puedes ver la foto. Rechazamos las fotos en las que no se te vea claramente, en las que aparezcan menores u otras personas reconocibles sin su consentimiento, que contengan datos de contacto o publicidad, o que incumplan de otro modo nuestras condiciones.',
        ],
      },
      {
        heading: 'He olvidado mi contraseña. ¿Qué hago?',
        paragraphs: [
          'Haz clic en «¿Has olvidado tu contraseña?» en la pantalla de inicio de sesión e introduce tu dirección de correo electrónico. Recibirás un correo electrónico con un enlace para crear una nueva contraseña. El enlace es válido durante un tiempo limitado. ¿No te ha llegado? Mira también en tu carpeta de correo no deseado (spam).',
        ],
      },
      {
        heading: 'No he recibido el correo de activación. ¿Qué hago?',
        paragraphs: [
          `Mira primero en tu carpeta de correo no deseado (spam) o en las pestañas Promociones o Notificaciones de tu buzón. Añade ${ctx.supportEmail} a tus contactos para que a partir de ahora nuestros correos te lleguen bien. Comprueba también que tu dirección de correo electrónico esté bien escrita. ¿Sigue sin funcionar? Ponte en contacto con nosotros y te volveremos a enviar el correo de activación o corregiremos tu dirección de correo electrónico.`,
        ],
      },
      {
        heading: `${capitalize(ctx.fictionalPlural)}: ¿qué son?`,
        paragraphs: [
          `${s} también contiene ${ctx.fictionalPlural}. Estos perfiles los gestiona ${ctx.company.name} o se gestionan en su nombre, y tienen fines de entretenimiento. Los mensajes a estos perfiles los responde personal de ${s}. No es posible quedar en persona con estos perfiles. Puedes leer más sobre ello en nuestras condiciones generales.`,
        ],
      },
      {
        heading: '¿Cómo me pongo en contacto con el servicio de atención al cliente?',
        paragraphs: [
          `Envía un correo electrónico a ${ctx.supportEmail}. Normalmente respondemos a tu correo en un día laborable.${phone} Indica siempre la dirección de correo electrónico con la que te registraste para que podamos ayudarte más rápido.`,
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Política de devoluciones

export function returnEs(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const d = days(ctx.refundDays);
  return {
    title: 'Política de devoluciones',
    intro: `Los créditos de ${s} son contenido digital. Esta política de devoluciones explica cómo recuperar tu dinero, en un plazo de ${d} desde la compra, por los créditos que aún no hayas usado.`,
    sections: [
      {
        heading: 'Derecho de desistimiento en contenidos digitales',
        paragraphs: [
          'Cuando compras contenido digital que no se suministra en un soporte material, el derecho legal de desistimiento se pierde una vez que la ejecución ha comenzado con tu consentimiento expreso y has reconocido que, con ello, pierdes tu derecho de desistimiento. Los créditos se suman a tu cuenta inmediatamente después del pago.',
          `Aun así, queremos que puedas comprar créditos sin riesgo. Por eso puedes solicitar el reembolso de los créditos que aún no hayas usado en un plazo de ${d} desde la fecha de compra. No tienes que indicar ningún motivo.`,
        ],
      },
      {
        heading: 'Cómo solicitar un reembolso',
        paragraphs: [
          `En un plazo de ${d} desde tu compra, envía un correo electrónico a ${ctx.supportEmail} indicando:`,
        ],
        list: [
          'tu nombre de usuario y la dirección de correo electrónico con la que te registraste;',
          'la fecha de compra y el paquete de créditos comprado;',
          'que deseas desistir del contrato y solicitas el reembolso de los créditos no usados.',
        ],
      },
      {
        heading: 'Cómo te reembolsamos',
        paragraphs: [
          'Te confirmaremos la recepción de tu solicitud por correo electrónico. Descontamos de tu cuenta los créditos no usados del paquete en cuestión y te reembolsamos el importe correspondiente. Si ya has usado parte de los créditos del paquete, te reembolsamos la parte correspondiente a los créditos no usados, en proporción al precio que pagaste por el paquete.',
          'Te reembolsamos a más tardar 14 días después de recibir tu solicitud, mediante el mismo método de pago que usaste para la compra, salvo que acordemos otra cosa contigo. El reembolso no te supone ningún coste.',
        ],
      },
      {
        heading: 'Excepciones',
        paragraphs: ['No es posible el reembolso en los siguientes casos:'],
        list: [
          'créditos que ya hayas usado en mensajes, fotos, regalos u otras funciones;',
          'créditos que hayas recibido gratis, como bonificación o como parte de una promoción;',
          `compras realizadas hace más de ${d};`,
          'compras cuyo pago se haya anulado o retrocedido;',
          'casos de fraude o abuso.',
        ],
      },
      {
        heading: 'Preguntas',
        paragraphs: [
          `¿Tienes preguntas sobre un reembolso? Ponte en contacto con nuestro servicio de atención al cliente ${contactSentence(ctx)}. Estaremos encantados de ayudarte.`,
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Atención al cliente

export function serviceEs(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const contact = contactLines(ctx, { email: 'Correo electrónico: ', phone: 'Teléfono: ', post: 'Dirección postal: ' });
  return {
    title: 'Atención al cliente',
    intro: `¿Tienes una pregunta sobre ${s}, tu cuenta o un pago? Nuestro servicio de atención al cliente te ayudará con mucho gusto. También encontrarás muchas respuestas en nuestras preguntas frecuentes.`,
    sections: [
      {
        heading: 'Datos de contacto',
        paragraphs: [`Puedes ponerte en contacto con nosotros ${contactSentence(ctx)}.`],
        list: contact,
      },
      {
        heading: 'Horario de atención',
        paragraphs: [
          hasPhone(ctx)
            ? 'Nuestro servicio de atención al cliente está disponible de lunes a viernes, de 9:00 a 17:00 (hora de los Países Bajos), salvo los días festivos. Solo se nos puede llamar por teléfono en este horario. Puedes enviar correos electrónicos en cualquier momento.'
            : 'Nuestro servicio de atención al cliente está disponible de lunes a viernes, de 9:00 a 17:00 (hora de los Países Bajos), salvo los días festivos. Puedes enviar correos electrónicos en cualquier momento.',
        ],
      },
      {
        heading: 'Tiempo de respuesta',
        paragraphs: [
          'Normalmente respondemos a los correos electrónicos en un día laborable. Los correos enviados el fin de semana o en un día festivo se atienden el siguiente día laborable.',
          'Indica siempre tu nombre de usuario y la dirección de correo electrónico con la que te registraste. Si tu pregunta se refiere a un pago, indica también la fecha y el importe. Así podremos ayudarte más rápido. Nunca te pediremos tu contraseña.',
        ],
      },
      {
        heading: 'Reclamaciones',
        paragraphs: [
          `¿Hay algo que no te convence? Envía tu reclamación por correo electrónico a ${ctx.supportEmail} y describe lo más claramente posible lo que ha pasado. Te confirmaremos la recepción de tu reclamación y responderemos al fondo en un plazo de 14 días. Si necesitamos más tiempo, te lo comunicaremos dentro de ese plazo.`,
          'Si no conseguimos resolver el asunto juntos, puedes someter el litigio al tribunal competente, tal como se describe en nuestras condiciones generales. Las reclamaciones sobre el tratamiento de tus datos personales también pueden presentarse ante la autoridad neerlandesa de protección de datos (Autoriteit Persoonsgegevens).',
        ],
      },
      {
        heading: 'Datos de la empresa',
        paragraphs: [`${s} es un servicio de ${dot(ctx.company.name)}`],
        list: companyDetails(ctx, false),
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Reclamaciones

export function complaintsEs(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const addr = fullAddress(ctx);
  const ways: string[] = [`por correo electrónico a ${ctx.supportEmail}`];
  if (hasPhone(ctx))
    ways.push(
      `por teléfono al ${ctx.supportPhone.trim()}, de lunes a viernes, de 9:00 a 17:00 (hora de los Países Bajos)`,
    );
  if (addr) ways.push(`por carta a ${ctx.company.name}, ${addr}`);
  return {
    title: 'Reclamaciones',
    intro: `¿Hay algo de ${s} que no te convence? Queremos saberlo para poder resolverlo juntos. Esta página explica cómo presentar una reclamación, cómo la tramitamos y qué puedes hacer si nuestra solución no te convence.`,
    sections: [
      {
        heading: 'Cómo presentar una reclamación',
        paragraphs: [
          `Puedes presentarnos tu reclamación ${ways.length === 1 ? 'de la siguiente manera' : 'de las siguientes maneras'}. Presenta tu reclamación lo antes posible después de detectar el problema, para que podamos investigarlo bien.`,
        ],
        list: punctuateList(ways),
      },
      {
        heading: 'Qué debe incluir tu reclamación',
        paragraphs: ['Indica siempre:'],
        list: [
          'la dirección de correo electrónico con la que te registraste;',
          'la fecha en que se produjo el problema;',
          'una descripción clara de lo que ha pasado y, si es posible, una captura de pantalla;',
          'el número de pedido o de transacción, si tu reclamación se refiere a un pago o a una compra de créditos.',
        ],
      },
      {
        heading: 'Cómo tramitamos tu reclamación',
        paragraphs: [
          `Te confirmaremos la recepción de tu reclamación en un plazo de ${COMPLAINT_ACK_WORKING_DAYS} días laborables. Si falta alguna información que necesitamos, te la pediremos.`,
          `Recibirás una respuesta sobre el fondo en un plazo de ${days(COMPLAINT_ANSWER_DAYS)} desde la recepción. Si necesitamos más tiempo, por ejemplo porque tenemos que comprobar algo con nuestro proveedor de servicios de pago, te lo comunicaremos dentro de ese plazo, indicando el motivo y cuándo puedes esperar nuestra respuesta.`,
          'Tratamos tu reclamación de forma confidencial y solo usamos tus datos para tramitarla, tal como se describe en nuestra política de privacidad. Nunca te pediremos tu contraseña.',
        ],
      },
      {
        heading: '¿Nuestra solución no te convence?',
        paragraphs: [
          'Si no conseguimos resolver el asunto juntos, puedes someter el litigio a un organismo independiente de resolución de litigios, como la Comisión de Litigios neerlandesa (De Geschillencommissie), o al tribunal competente, tal como se describe en nuestras condiciones generales.',
          'Las reclamaciones sobre el tratamiento de tus datos personales también pueden presentarse ante la autoridad neerlandesa de protección de datos (Autoriteit Persoonsgegevens).',
        ],
      },
      {
        heading: 'Reclamaciones sobre otros miembros',
        paragraphs: [
          '¿Otro miembro te está molestando, por ejemplo acosándote, insultándote o pidiéndote dinero? Usa entonces la función «Denunciar» en el perfil de ese miembro o en vuestra conversación. Así tu denuncia nos llega directamente, con la información que necesitamos para actuar. Con la función «Bloquear» te aseguras de que ese miembro ya no pueda ponerse en contacto contigo.',
          'Nos tomamos en serio cada denuncia y actuamos cuando es necesario, por ejemplo eliminando contenido o bloqueando una cuenta. Para proteger la privacidad de otros miembros, no siempre podemos decirte qué medidas hemos tomado.',
        ],
      },
      {
        heading: 'Datos de la empresa',
        paragraphs: [`${s} es un servicio de ${dot(ctx.company.name)}`],
        list: companyDetails(ctx, false),
      },
    ],
  };
}
