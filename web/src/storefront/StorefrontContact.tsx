// 'Contactar' on a storefront: opens the contact panel (the seller's enabled contact types) of the
// store's owner, read through one of their publications as the panel reads a seller. The panel's
// code downloads with the first tap, not with the storefront.
import type { Publication } from '@app/contracts/publication/publication';
import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

const ContactPanel = lazy(() =>
  import('../publication/detail/ContactPanel.tsx').then((module) => ({ default: module.ContactPanel })),
);

export function StorefrontContact({ publication }: { publication: Publication }) {
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Button
        flex="none"
        variant="light"
        onClick={() => {
          setRequested(true);
          setOpened(true);
        }}
      >
        Contactar
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <ContactPanel publication={publication} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
