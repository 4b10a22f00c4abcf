// The wizard's checks before going on or saving: the contract's rules for the general fields,
// the type's extras, a quantity on every stock line. Errors are keyed as the form's fields.
import { VALIDATION_MESSAGES } from '@app/contracts/messages';
import { publicationInputSchema } from '@app/contracts/publication/publication';
import { fieldErrors } from '@app/contracts/spanishErrors';
import { type ConfiguredType, typeHasField } from '../catalogue/publicationTypes.ts';
import { extrasErrors } from '../extras/extraValidation.ts';
import { parseLocalNumber } from '../extras/numberRules.ts';
import { type PublicationFormValues, toPublicationInput } from './publicationFormModel.ts';
import { stepOfField, type WizardStep } from './wizardSteps.ts';

const PRIORITY_DESCRIPTION_MAX = 255;

function generalErrors(values: PublicationFormValues, type: ConfiguredType | null): Record<string, string> {
  const parsed = publicationInputSchema.safeParse(toPublicationInput(values, type));
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const [field, [first]] of Object.entries(fieldErrors(parsed.error))) {
      // Extras and stock are checked below against the type; the type itself has its own step.
      if (first && !field.startsWith('extras') && field !== 'type_id') errors[field] = first;
    }
  }
  if (typeHasField(type, 'operation') && values.operation === null) errors.operation = VALIDATION_MESSAGES.required;
  return { ...errors, ...extrasErrors(type?.extras ?? [], values.extras) };
}

function stockErrors(values: PublicationFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  values.stock.forEach((row, index) => {
    if (parseLocalNumber(row.quantity) === null) errors[`stock.${index}.quantity`] = VALIDATION_MESSAGES.required;
  });
  return errors;
}

function finalErrors(values: PublicationFormValues): Record<string, string> {
  return values.priority && values.priority_description.trim().length > PRIORITY_DESCRIPTION_MAX
    ? { priority_description: VALIDATION_MESSAGES.maxLength(PRIORITY_DESCRIPTION_MAX) }
    : {};
}

export function publicationFormErrors(values: PublicationFormValues, type: ConfiguredType | null) {
  return {
    ...(values.type_id ? {} : { type_id: VALIDATION_MESSAGES.required }),
    ...generalErrors(values, type),
    ...stockErrors(values),
    ...finalErrors(values),
  };
}

/** Only the errors of fields the given step shows. */
export function stepErrors(step: WizardStep, values: PublicationFormValues, type: ConfiguredType | null) {
  const errors = publicationFormErrors(values, type);
  return Object.fromEntries(Object.entries(errors).filter(([field]) => stepOfField(field) === step));
}
