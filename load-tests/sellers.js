// Sellers at work: their publication list, a quick create (a sentence read into the form, then the
// form sent with one picture) and the superlikes one of their publications received.
import { sleep } from 'k6';
import http from 'k6/http';
import { call, send } from './lib/api.js';
import { listings, sellers } from './lib/fixture.js';
import { scenarioOptions } from './lib/scenarioOptions.js';
import { LISTING_PHOTO, pause, pick } from './lib/settings.js';

const TITLE_FROM_TEXT_MAX = 80;

export const options = scenarioOptions('sellers', 20, { reported: ['list', 'quick_create', 'publish', 'superlikes'] });

const seller = sellers[__VU % sellers.length];
const photo = open(LISTING_PHOTO, 'b');

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
    // A property asks for the operation: read from the sentence, else the seller's choice.
    operation: fields.operation ?? listing.operation,
    price_period: fields.price_period ?? null,
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
    // A file among the fields makes k6 send multipart/form-data, as the browser's form does.
    const form = {
      data: JSON.stringify(formFrom(listing, fields)),
      'medias[]': http.file(photo, 'foto.jpg', 'image/jpeg'),
    };
    send('POST', '/account/publication', 'publish', seller, form, null);
  }
  sleep(pause(2, 4));
  if (seller.publicationIds.length > 0) {
    call('GET', `/account/stat/publication/${pick(seller.publicationIds)}/superlikes`, 'superlikes', seller);
  }
  sleep(pause(3, 6));
}
