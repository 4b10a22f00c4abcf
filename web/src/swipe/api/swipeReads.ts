// What every swipe read in a query shares with the swipe calls: the search client (guest key
// included) and failures told as swipeCalls tells them (a 403 that says why is told as it is).
import { searchHttp } from '../../search/api/searchClient.ts';
import { presentSwipeFailure } from './swipeCalls.ts';

export const SWIPE_READ = { via: searchHttp, meta: { present: presentSwipeFailure } } as const;
