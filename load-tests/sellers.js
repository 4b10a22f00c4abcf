// Sellers at work: their publication list, a quick create (a sentence read into the form, then the
// form sent without pictures) and the superlikes one of their publications received.
import { sleep } from 'k6';
import { call, send } from './lib/api.js';
import { listings, sellers } from './lib/fixture.js';
import { multipartForm } from './lib/multipart.js';
import { DURATION, pause, pick, virtualUsers } from './lib/settings.js';
import { SUMMARY_TREND_STATS, thresholds } from './lib/thresholds.js';

const TITLE_FROM_TEXT_MAX = 80;

export const options = {
  scenarios: {
    sellers: { executor: 'constant-vus', vus: virtualUsers(20), duration: DURATION, gracefulStop: '5s' },
  },
  thresholds: thresholds({}, ['list', 'quick_create', 'publish', 'superlikes']),
  summaryTrendStats: SUMMARY_TREND_STATS,
};

const seller = sellers[__VU % sellers.length];

/** The form as the seller leaves it after quick create filled it in. */
function formFrom(listing, fields) {
  return {
    type_id: listing.typeId,
    title: fields.title ?? listing.text.slice(0, TITLE_FROM_TEXT_MAX).trim(),
    text: listing.text,
    categories: fields.categories,
    amount: fields.amount,
    amount_sale: fields.amount_sale,
    currency: fields.currency ?? 'ARS',
    extras: fields.extras,
    address: fields.address,
  };
}

export default function sellerSession() {
  call('GET', '/account/publication?page=1', 'list', seller);
  sleep(pause(2, 4));
  const listing = pick(listings);
  const fields = call('POST', '/account/publication/autocomplete', 'quick_create', seller, {
    type_id: listing.typeId,
    text: listing.text,
  });
  if (fields) {
    sleep(pause(3, 8));
    const form = multipartForm({ data: JSON.stringify(formFrom(listing, fields)) });
    send('POST', '/account/publication', 'publish', seller, form.body, form.contentType);
  }
  sleep(pause(2, 4));
  if (seller.publicationIds.length > 0) {
    call('GET', `/account/stat/publication/${pick(seller.publicationIds)}/superlikes`, 'superlikes', seller);
  }
  sleep(pause(3, 6));
}
