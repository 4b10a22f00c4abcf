// Values the seller already used for a field (POST /account/publication/field), offered while typing.
import { publicationEndpoints as endpoints } from '@app/contracts/publication/endpoints';
import { useEffect, useState } from 'react';
import { call } from '../../api/client.ts';

export function useFieldSuggestions(name: 'code' | 'title' | 'url'): string[] {
  const [values, setValues] = useState<string[]>([]);
  useEffect(() => {
    let current = true;
    call(endpoints.fieldValues, { body: { name } }, { quiet: true })
      .then(({ value }) => {
        if (current) setValues([...new Set(value)]);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [name]);
  return values;
}
