/** Brings the first invalid field into view, so server validation messages are seen. */
export function scrollToFirstError(): void {
  requestAnimationFrame(() => {
    document.querySelector('[aria-invalid="true"]')?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  });
}
