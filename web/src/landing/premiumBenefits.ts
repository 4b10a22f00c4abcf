/** What premium unlocks (SPEC.md section 1). */
export const PREMIUM_BENEFITS = [
  'Publicaciones ilimitadas',
  'Sincronización de inventario desde tu tienda online o sistema de gestión',
  'Tu catálogo online en tu propio enlace personal',
  'Crear grupos de vendedores y sumarte a ellos',
  'Compartir búsquedas ilimitadas',
  'Estadísticas y actividad',
] as const;
