import type { LegalSection } from './LegalDocument.tsx';

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    title: 'Alcance',
    paragraphs: [
      'Esta política explica qué datos personales tratamos cuando usás la plataforma, para qué los usamos, con quién los compartimos y cómo podés ejercer tus derechos, de acuerdo con la Ley 25.326 de Protección de los Datos Personales de la República Argentina.',
    ],
  },
  {
    title: 'Datos que recopilamos',
    paragraphs: [
      'Datos de tu cuenta: nombre, correo electrónico y, si decidís cargarlos, teléfono, foto de perfil y nombre de usuario de tu catálogo.',
      'Datos de uso: las búsquedas que creas, los filtros que aplicas y tus decisiones sobre cada publicación (me gusta, superlike, descartes, comentarios y selecciones finalizadas).',
      'Datos técnicos: el identificador de notificaciones de tu navegador si aceptás recibirlas, y la información que guardamos en el almacenamiento de tu navegador para mantener tu sesión y tus preferencias.',
    ],
  },
  {
    title: 'Para qué los usamos',
    paragraphs: [
      'Usamos tus datos para identificarte, mostrarte resultados de búsqueda, permitir las búsquedas compartidas y los grupos, enviarte los códigos de acceso y las notificaciones que elijas, y elaborar estadísticas agregadas para los vendedores y para mejorar la plataforma.',
      'No usamos tus datos para fines distintos de los informados sin pedirte antes tu consentimiento.',
    ],
  },
  {
    title: 'Con quién los compartimos',
    paragraphs: [
      'Con las personas con quienes compartís una búsqueda, que ven tu nombre, tu foto y tus decisiones dentro de esa búsqueda.',
      'Con quienes administran una publicación cuando les enviás un superlike, que reciben los datos de contacto que habilitaste en tu perfil.',
      'Con proveedores que nos prestan servicios de alojamiento, envío de correo y notificaciones, que solo pueden tratarlos para prestarnos esos servicios. No vendemos tus datos personales.',
    ],
  },
  {
    title: 'Publicaciones de terceros',
    paragraphs: [
      'Las publicaciones provienen de sus vendedores y de plataformas de terceros sincronizadas por ellos. Cuando te comunicas con un vendedor fuera de la plataforma, el tratamiento de tus datos queda sujeto a las políticas de ese vendedor.',
    ],
  },
  {
    title: 'Conservación y seguridad',
    paragraphs: [
      'Conservamos tus datos mientras tu cuenta esté activa y, luego, durante el tiempo que exijan las obligaciones legales. Aplicamos medidas técnicas y organizativas razonables para protegerlos contra el acceso no autorizado, la pérdida o la alteración.',
    ],
  },
  {
    title: 'Tus derechos',
    paragraphs: [
      'Podés acceder a tus datos, rectificarlos, actualizarlos o pedir su supresión escribiéndonos al correo de contacto. El derecho de acceso puede ejercerse en forma gratuita a intervalos no inferiores a seis meses, salvo que acredites un interés legítimo para hacerlo antes.',
      'La Agencia de Acceso a la Información Pública, en su carácter de Órgano de Control de la Ley 25.326, tiene la atribución de atender las denuncias y reclamos que interpongan quienes resulten afectados en sus derechos por incumplimiento de las normas vigentes en materia de protección de datos personales.',
    ],
  },
  {
    title: 'Menores de edad',
    paragraphs: [
      'La plataforma no está dirigida a menores de 18 años. Si detectamos que una cuenta pertenece a un menor sin la autorización de sus representantes, la daremos de baja.',
    ],
  },
  {
    title: 'Cambios en esta política',
    paragraphs: [
      'Podemos actualizar esta política. Publicaremos la nueva versión en esta página con su fecha de actualización y te avisaremos si los cambios afectan de manera importante el uso de tus datos.',
    ],
  },
  {
    title: 'Ley aplicable y jurisdicción',
    paragraphs: [
      'Esta política se rige por las leyes de la República Argentina, y cualquier controversia será sometida a los tribunales ordinarios competentes de la República Argentina.',
    ],
  },
];
