import type { DomainEvent } from '../events.ts';
import type { CategoryInput } from './category.ts';
import type { ExtraInput } from './extra.ts';
import type { PublicationTypeInput } from './publicationType.ts';

export type PublicationTypeEvent =
  | DomainEvent<'publication_type.created.v1', PublicationTypeInput & { typeId: string }>
  | DomainEvent<'publication_type.changed.v1', PublicationTypeInput & { typeId: string }>
  | DomainEvent<'publication_type.deleted.v1', { typeId: string }>;

export type CategoryEvent =
  | DomainEvent<'category.created.v1', CategoryInput & { categoryId: string; slug: string }>
  | DomainEvent<'category.changed.v1', CategoryInput & { categoryId: string; slug: string }>
  | DomainEvent<'category.deleted.v1', { categoryId: string }>;

export type ExtraEvent =
  | DomainEvent<'extra.created.v1', ExtraInput & { extraId: string }>
  | DomainEvent<'extra.changed.v1', ExtraInput & { extraId: string }>
  | DomainEvent<'extra.deleted.v1', { extraId: string }>;

export type CatalogueEvent = PublicationTypeEvent | CategoryEvent | ExtraEvent;
