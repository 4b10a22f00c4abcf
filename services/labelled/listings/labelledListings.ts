// Labelled sentences quick create is developed against: realistic Argentine listings of the demo
// types, with the fields a careful person would fill from each sentence and nothing more.
import type { LabelledListing } from '../fieldScore.ts';
import { argentineReadings } from './argentineReadings.ts';
import { products1 } from './products1.ts';
import { properties1 } from './properties1.ts';
import { properties2 } from './properties2.ts';
import { properties3 } from './properties3.ts';
import { properties4 } from './properties4.ts';
import { vehicles1 } from './vehicles1.ts';
import { vehicles2 } from './vehicles2.ts';

export const LABELLED_LISTINGS: readonly LabelledListing[] = [
  ...properties1,
  ...properties2,
  ...properties3,
  ...properties4,
  ...vehicles1,
  ...vehicles2,
  ...products1,
  ...argentineReadings,
];
