/** The product's name as people read it (a microsite will bring its own). */
export const BRAND_NAME = 'Deslizá';
