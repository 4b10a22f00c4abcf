// Spanish (es-AR) messages exactly as SPEC.md words them.

export const VALIDATION_MESSAGES = {
  required: 'Este campo es obligatorio',
  minLength: (min: number) => `Este campo debe tener al menos ${min} caracteres`,
  maxLength: (max: number) => `Este campo debe tener ${max} caracteres como máximo`,
  minValue: (min: number) => `Este campo debe tener un valor mínimo de ${min}`,
  maxValue: (max: number) => `Este campo debe tener un valor máximo de ${max}`,
  email: 'No es una dirección de correo electrónico válida',
  sameAs: (otherName: string) => `Este campo debe ser igual al campo '${otherName}'`,
  url: 'No es una dirección web válida',
  decimal: 'No es un número',
  /** Not worded by SPEC.md: used when a value has the wrong shape (a list where a text goes, an unknown option). */
  invalid: 'El valor ingresado no es válido',
  phone: 'Debe incluir el código de país, incluyendo el signo +',
} as const;

export const ERROR_MESSAGES = {
  noResponse: 'Ocurrió un error con la petición.',
  notFound: 'No se encontró la información que buscaba.',
  payloadTooLarge: 'El archivo que intenta subir es demasiado grande.',
  tooManyRequests: 'Demasiados intentos, aguarde un momento y vuelva a intentar.',
  generic: 'No se pudo procesar su solicitud, por favor intente en unos momentos.',
  notLoggedIn: 'Necesitas estar logueado.',
  notLoggedInAlternative: 'No te encuentras logueado.',
  forbidden: 'No tienes los permisos suficientes.',
  premiumRequired: 'Debes ser un usuario premium.',
  closeGuide: 'Debes cerrar la guía en pantalla.',
  pageNotFound: 'Página no encontrada :(',
  /** Not worded by SPEC.md: a write raced another one on the same record and retrying would be wrong. */
  conflict: 'La información cambió mientras la editaba, vuelva a intentar.',
  /** Not worded by SPEC.md: the body sent is not valid JSON or form data. */
  malformedBody: 'El contenido enviado no tiene un formato válido.',
  /** Not worded by SPEC.md: the address (a path parameter, the whole URL, its headers) is longer than the server reads. */
  addressTooLong: 'La dirección solicitada es demasiado larga.',
  /** Not worded by SPEC.md: the server is overloaded and refuses work before it falls over. */
  unavailable: 'El servicio está ocupado, vuelva a intentar en unos momentos.',
} as const;

export const ADMIN_MESSAGES = {
  typeCreated: 'Tipo creado correctamente.',
  typeUpdated: 'Tipo actualizado correctamente.',
  typeDeleted: 'Tipo eliminado correctamente.',
  categoryCreated: 'Categoría creada correctamente.',
  categoryUpdated: 'Categoría actualizada correctamente.',
  categoryDeleted: 'Categoría eliminada correctamente.',
  extraCreated: 'Extra creado correctamente.',
  extraUpdated: 'Extra actualizado correctamente.',
  extraDeleted: 'Extra eliminado correctamente.',
  extraAlreadySelected: (title: string) => `El extra ${title} ya se encuentra seleccionado.`,
} as const;
