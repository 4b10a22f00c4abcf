import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../testing/deciderSpecification.ts';
import { leadWebhookDecider } from './leadWebhookDecider.ts';

const spec = DeciderSpecification.for(leadWebhookDecider);
const set = (url: string, salt = 'fresh') => ({ type: 'set', userId: 'ana', url, newSecretSalt: salt }) as const;
const wasSet = (url: string, secretSalt: string) =>
  ({ type: 'lead_webhook.set.v1', data: { userId: 'ana', url, secretSalt } }) as const;

describe('a lead webhook', () => {
  it('is set with a new salt the first time', () => {
    spec
      .given()
      .when(set('https://crm.example.com/leads'))
      .thenDecides([wasSet('https://crm.example.com/leads', 'fresh')]);
  });

  it('keeps its secret when only the URL changes', () => {
    spec
      .given(wasSet('https://crm.example.com/a', 'old'))
      .when(set('https://crm.example.com/b', 'other'))
      .thenDecides([wasSet('https://crm.example.com/b', 'old')]);
  });

  it('records nothing when saved unchanged, or removed when not set', () => {
    spec.given(wasSet('https://crm.example.com/a', 'old')).when(set('https://crm.example.com/a')).thenNothing();
    spec.given().when({ type: 'remove', userId: 'ana' }).thenNothing();
  });

  it('takes a new secret after it was removed', () => {
    spec
      .given(wasSet('https://crm.example.com/a', 'old'), { type: 'lead_webhook.removed.v1', data: { userId: 'ana' } })
      .when(set('https://crm.example.com/a', 'new'))
      .thenDecides([wasSet('https://crm.example.com/a', 'new')]);
  });
});
