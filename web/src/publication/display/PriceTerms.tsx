// Beside a price: what a rent pays for and its expensas ('por mes + $ 80.000 expensas'). Small and
// stateless, so a server-rendered card or publication page can show it too.
import type { Publication } from '@app/contracts/publication/publication';
import { Text } from '@mantine/core';
import { rentTerms } from './price.ts';

type TermsOf = Pick<Publication, 'operation' | 'price_period' | 'extras'>;

export function PriceTerms({
  publication,
  color,
  pesosSymbol,
}: {
  publication: TermsOf;
  color?: string;
  pesosSymbol?: string;
}) {
  const terms = rentTerms(publication, pesosSymbol);
  if (!terms.period && !terms.expensas) return null;
  return (
    <Text size="sm" c={color} data-testid="price-terms">
      {[terms.period, terms.expensas].filter(Boolean).join(' ')}
    </Text>
  );
}
