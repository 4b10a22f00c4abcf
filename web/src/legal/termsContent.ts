import type { LegalSection } from './LegalDocument.tsx';

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    title: 'Aceptación',
    paragraphs: [
      'Estos términos y condiciones regulan el acceso y el uso de la plataforma, de su sitio web y de sus micrositios. Al navegar, crear una cuenta o utilizar cualquiera de sus funciones, aceptás estos términos. Si no estás de acuerdo con ellos, te pedimos que no utilices la plataforma.',
    ],
  },
  {
    title: 'Qué ofrece la plataforma',
    paragraphs: [
      'La plataforma permite que vendedores publiquen productos, propiedades y vehículos, y que cualquier persona los busque y los descubra deslizando, sola o junto a otras personas con búsquedas compartidas.',
      'La plataforma es un medio de exhibición y búsqueda: no vende, no compra, no intermedia en el pago ni participa de las operaciones que se acuerden entre quienes publican y quienes buscan.',
    ],
  },
  {
    title: 'Uso personal y no comercial',
    paragraphs: [
      'El uso de la plataforma por parte de quienes buscan está permitido únicamente con fines personales y no comerciales. No está permitido copiar, extraer de forma automatizada, revender ni redistribuir el contenido publicado, ni utilizar la plataforma para enviar publicidad no solicitada.',
      'Los vendedores pueden utilizar las herramientas que la plataforma pone a su disposición para exhibir su propio inventario, dentro de los límites de su tipo de cuenta.',
    ],
  },
  {
    title: 'Cuentas',
    paragraphs: [
      'Para crear una cuenta ingresás tu nombre y tu correo electrónico; para entrar te enviamos un código de un solo uso a ese correo. Sos responsable de mantener el acceso a tu correo y de la veracidad de los datos que cargás en tu perfil.',
      'Podemos suspender o dar de baja cuentas que infrinjan estos términos, que publiquen contenido falso o engañoso o que afecten el funcionamiento de la plataforma.',
    ],
  },
  {
    title: 'Publicaciones de terceros',
    paragraphs: [
      'Las publicaciones son cargadas por sus vendedores o sincronizadas desde plataformas de terceros, como tiendas online o sistemas de gestión. La plataforma no verifica la exactitud de precios, disponibilidad, fotografías ni descripciones, que son responsabilidad exclusiva de quien publica.',
      'Te recomendamos confirmar directamente con el vendedor toda la información relevante antes de concretar cualquier operación.',
    ],
  },
  {
    title: 'Cuentas premium y códigos promocionales',
    paragraphs: [
      'Las cuentas premium habilitan funciones adicionales, como publicaciones ilimitadas, sincronización de inventario, catálogo online con enlace personal, grupos de vendedores, búsquedas compartidas ilimitadas y estadísticas.',
      'Los códigos promocionales tienen las condiciones de vigencia, cantidad de usos y duración que se informan al momento de otorgarlos, y no son canjeables por dinero.',
    ],
  },
  {
    title: 'Búsquedas compartidas, grupos y contacto',
    paragraphs: [
      'Cuando compartís una búsqueda, las personas invitadas pueden ver sus filtros, las publicaciones y las decisiones de cada participante. Cuando enviás un superlike, tus datos de contacto se envían a quienes administran esa publicación para que puedan comunicarse con vos.',
      'Los grupos de vendedores son administrados por sus miembros administradores, que deciden quién forma parte de ellos.',
    ],
  },
  {
    title: 'Propiedad intelectual',
    paragraphs: [
      'El diseño, el código, las marcas y los contenidos propios de la plataforma están protegidos por la legislación de propiedad intelectual. Quien publica declara tener derecho a utilizar las imágenes y textos que carga y autoriza su exhibición en la plataforma.',
    ],
  },
  {
    title: 'Responsabilidad',
    paragraphs: [
      'La plataforma se ofrece tal como está. Hacemos nuestro mejor esfuerzo para que funcione de forma continua y segura, pero no garantizamos que esté libre de interrupciones o errores, ni respondemos por las operaciones acordadas entre usuarios ni por el contenido publicado por terceros.',
    ],
  },
  {
    title: 'Cambios en estos términos',
    paragraphs: [
      'Podemos actualizar estos términos. Publicaremos la nueva versión en esta página con su fecha de actualización; si los cambios son importantes, te avisaremos por los medios de contacto de tu cuenta.',
    ],
  },
  {
    title: 'Ley aplicable y jurisdicción',
    paragraphs: [
      'Estos términos se rigen por las leyes de la República Argentina. Toda controversia será sometida a los tribunales ordinarios competentes de la República Argentina, sin perjuicio de los derechos que la Ley 24.240 de Defensa del Consumidor reconoce a los consumidores.',
    ],
  },
];
