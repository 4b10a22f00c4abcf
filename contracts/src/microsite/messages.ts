// Spanish messages of microsites: SPEC.md's where it words them, voseo otherwise.
export const MICROSITE_MESSAGES = {
  created: 'Micrositio creado correctamente.',
  updated: 'Micrositio actualizado correctamente.',
  deleted: 'Micrositio eliminado correctamente.',
  /** Not worded by SPEC.md: the page an inactive or pending microsite's host shows. */
  unavailableTitle: 'Sitio no disponible',
  /** Not worded by SPEC.md. */
  unavailableText: 'Este sitio no está disponible en este momento. Volvé a intentar más tarde.',
  /** Not worded by SPEC.md. */
  invalidHost: 'Ingresá un dominio, sin http:// ni rutas (por ejemplo inmobiliaria.com.ar).',
  /** Not worded by SPEC.md. */
  hostTaken: 'Ese dominio ya pertenece a otro micrositio.',
  /** Not worded by SPEC.md: SPEC.md section 5 says logos are images only. */
  logoNotAnImage: 'El logo debe ser una imagen (jpg, jpeg, png, webp o bmp).',
  /** Not worded by SPEC.md. */
  premiumOnly: 'Solo se pueden agregar cuentas premium a un micrositio.',
  /** Not worded by SPEC.md. */
  notAUser: 'La cuenta indicada no es usuaria del micrositio.',
  /** Not worded by SPEC.md. */
  defaultRequired: 'Un micrositio con usuarios necesita uno predeterminado: marcá a otro como predeterminado.',
  /** Not worded by SPEC.md. */
  style: 'El estilo no es válido.',
  /** Not worded by SPEC.md: a session started on another site's host. */
  otherSite: 'Tu sesión pertenece a otro sitio: ingresá de nuevo en este.',
  /** Not worded by SPEC.md: a search of another microsite asked for on this host. */
  otherMicrosite: 'La búsqueda pertenece a otro micrositio.',
} as const;
