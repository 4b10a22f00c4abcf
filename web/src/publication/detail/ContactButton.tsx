// 'Contactar' on a page (a storefront, a publication's page): opens the contact panel (the
// seller's enabled contact types) of the publication's seller; a storefront passes one of its
// publications. The panel's code downloads with the first tap, not with the page.
import type { Publication } from '@app/contracts/publication/publication';
import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

const ContactPanel = lazy(() => import('./ContactPanel.tsx').then((module) => ({ default: module.ContactPanel })));

export function ContactButton({ publication }: { publication: Publication }) {
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
