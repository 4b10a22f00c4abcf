// The create/edit wizard (SPEC.md section 2, "Publications"): Tipo, Categorías when the type has
// categories, General, Stock when the type has stock, and the final step.
import { type ConfiguredType, typeHasField } from '../catalogue/publicationTypes.ts';

export type WizardStep = 'type' | 'categories' | 'general' | 'stock' | 'final';

export const STEP_LABELS: Record<WizardStep, string> = {
  type: 'Tipo',
  categories: 'Categorías',
  general: 'General',
  stock: 'Stock',
  final: 'Publicación',
};

export function wizardSteps(type: ConfiguredType | null): WizardStep[] {
  return [
    'type',
    ...(typeHasField(type, 'categories') ? (['categories'] as const) : []),
    'general',
    ...(typeHasField(type, 'stock') ? (['stock'] as const) : []),
    'final',
  ];
}

/** Going on needs a chosen type. */
export function canContinue(step: WizardStep, typeId: string | null): boolean {
  return step !== 'type' || typeId !== null;
}

/** The step that shows a field, so a server error on it can be brought into view. */
export function stepOfField(field: string): WizardStep {
  const [root] = field.split('.');
  switch (root) {
    case 'type_id':
      return 'type';
    case 'categories':
      return 'categories';
    case 'stock':
      return 'stock';
    case 'images':
    case 'public':
    case 'shareable':
    case 'priority':
    case 'priority_description':
      return 'final';
    default:
      return 'general';
  }
}

/** The first step, in wizard order, holding one of the invalid fields. */
export function firstStepWithErrors(steps: readonly WizardStep[], fields: readonly string[]): WizardStep | null {
  const invalid = new Set(fields.map(stepOfField));
  return steps.find((step) => invalid.has(step)) ?? null;
}
