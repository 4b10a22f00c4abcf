import type { CallOptions } from '../api/client.ts';
import { scrollToFirstError } from './scrollToFirstError.ts';

/** Call options that put the server's validation messages under the form's fields. */
export function showErrorsOn(form: { setErrors: (errors: Record<string, string>) => void }): CallOptions {
  return {
    onFieldErrors: (errors) => {
      form.setErrors(errors);
      scrollToFirstError();
    },
  };
}
