import type { PublicationEvent } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import type { PublicationActor, PublicationCommand } from './publicationDecider.ts';
import {
  added,
  change,
  create,
  created,
  ID,
  M1,
  M2,
  M3,
  M4,
  now,
  OTHER,
  picture,
  seller,
  spec,
  stranger,
  synchronizer,
} from './testing/publicationDeciderFixture.ts';

describe('publication decider: creation', () => {
  it('records a user publication with its checked fields and its pictures in order', () => {
    spec
      .given()
      .when(create(seller, [picture(M1), picture(M2)]))
      .thenDecides([
        {
          type: 'publication.created.v1',
          data: expect.objectContaining({ publicationId: ID, creatorId: 'seller', createdBy: 'user', amount: 120_000 }),
        },
        added(picture(M1), 0),
        added(picture(M2), 1),
      ]);
  });

  it('records who created it: a synchronizer publication is marked as such', () => {
    expect(created(synchronizer)[0]!.data).toMatchObject({ createdBy: 'synchronizer', creatorId: 'seller' });
  });

  it('refuses invalid fields with every field message and records nothing', () => {
    spec
      .given()
      .when(create(seller, [], { extras: { ambientes: 0, pileta: true } }))
      .thenRefuses('validation', 'Este campo debe tener un valor mínimo de 1', {
        'extras.ambientes': ['Este campo debe tener un valor mínimo de 1'],
        'extras.pileta': ['El valor ingresado no es válido'],
      });
  });

  it('wants a picture for a quick publication (one with a sentence)', () => {
    const text = 'Vendo departamento de 3 ambientes en Palermo';
    spec
      .given()
      .when(create(seller, [], { text }))
      .thenRefusesField('medias', 'Este campo es obligatorio');
    spec
      .given()
      .when(create(seller, [picture(M1)], { text }))
      .thenEvents();
  });

  it('refuses more than 20 pictures and a second creation of the same publication', () => {
    const many = Array.from({ length: 21 }, (_, index) => picture(`${index}`));
    spec.given().when(create(seller, many)).thenRefusesField('medias', 'Este campo debe tener un valor máximo de 20');
    spec
      .given(...created())
      .when(create())
      .thenRefuses('conflict');
  });
});

describe('publication decider: changes', () => {
  it('lets the creator change it, recording only what changed', () => {
    spec
      .given(...created())
      .when(change(seller, { title: 'Departamento reciclado en Palermo' }))
      .thenDecides([
        {
          type: 'publication.changed.v1',
          data: expect.objectContaining({ publicationId: ID, title: 'Departamento reciclado en Palermo' }),
        },
      ]);
    spec
      .given(...created())
      .when(change(seller))
      .thenNothing();
  });

  it('refuses anyone but the creator', () => {
    spec
      .given(...created())
      .when(change(stranger))
      .thenRefuses('forbidden', 'No tienes los permisos suficientes.');
  });

  it('refuses sellers on a synchronized publication, which only its synchronizer changes', () => {
    const synchronized = created(synchronizer);
    spec
      .given(...synchronized)
      .when(change(seller))
      .thenRefuses('forbidden', 'Sincronizada automáticamente');
    const events = spec
      .given(...synchronized)
      .when(change(synchronizer, { title: 'Título del sistema de gestión' }))
      .thenEvents();
    expect(events).toHaveLength(1);
  });

  it('refuses invalid fields on change too', () => {
    spec
      .given(...created())
      .when(change(seller, { amount: 10, amount_sale: 20 }))
      .thenRefusesField('amount_sale', 'Este campo debe tener un valor máximo de 10');
  });

  it('cannot change a publication that does not exist or was deleted', () => {
    spec.given().when(change(seller)).thenRefuses('not_found');
    const deleted: PublicationEvent = { type: 'publication.deleted.v1', data: { publicationId: ID } };
    spec
      .given(...created(), deleted)
      .when(change(seller))
      .thenRefuses('not_found');
  });
});

describe('publication decider: pictures', () => {
  const withPictures = () => created(seller, [picture(M1), picture(M2), picture(M3)]);

  it('removes the pictures not kept and adds uploads after the kept ones', () => {
    spec
      .given(...withPictures())
      .when(change(seller, { medias: [M1, M3] }, [picture(M4)]))
      .thenDecides([
        { type: 'publication.media_removed.v1', data: { publicationId: ID, mediaId: M2 } },
        added(picture(M4), 2),
      ]);
  });

  it('reorders the kept pictures as the seller left them', () => {
    const reordered = spec.given(...withPictures()).when(change(seller, { medias: [M3, M1, M2] }));
    reordered.thenDecides([
      { type: 'publication.media_reordered.v1', data: { publicationId: ID, mediaIds: [M3, M1, M2] } },
    ]);
    const state = reordered.thenState();
    expect(state.status === 'active' && state.publication.mediaIds).toEqual([M3, M1, M2]);
  });

  it('refuses to keep a picture the publication does not have', () => {
    spec
      .given(...withPictures())
      .when(change(seller, { medias: [M1, OTHER] }))
      .thenRefusesField('medias', 'El valor ingresado no es válido');
  });
});

describe('publication decider: priority', () => {
  const setPriority = (actor: PublicationActor, priority: string): PublicationCommand => ({
    type: 'setPriority',
    actor,
    priority,
    description: 'Bajó de precio',
    now,
  });

  it("sets a priority that expires after the priority's days", () => {
    spec
      .given(...created())
      .when(setPriority(seller, 'urgente'))
      .thenDecides([
        {
          type: 'publication.priority_set.v1',
          data: {
            publicationId: ID,
            priority: 'urgente',
            description: 'Bajó de precio',
            expiresAt: '2026-05-08T12:00:00.000Z',
          },
        },
      ]);
  });

  it('refuses an unknown priority and anyone but the creator', () => {
    spec
      .given(...created())
      .when(setPriority(seller, 'eterna'))
      .thenRefusesField('priority', 'El valor ingresado no es válido');
    spec
      .given(...created())
      .when(setPriority(stranger, 'urgente'))
      .thenRefuses('forbidden');
  });

  it('lets the owner promote a synchronized publication (priority is not synchronized data)', () => {
    const events = spec
      .given(...created(synchronizer))
      .when(setPriority(seller, 'destacada'))
      .thenEvents();
    expect(events).toHaveLength(1);
  });

  it("clears it ('Quitar'), and clearing nothing records nothing", () => {
    const prioritised = [
      ...created(),
      ...spec
        .given(...created())
        .when(setPriority(seller, 'urgente'))
        .thenEvents(),
    ];
    spec
      .given(...prioritised)
      .when({ type: 'clearPriority', actor: seller })
      .thenDecides([{ type: 'publication.priority_cleared.v1', data: { publicationId: ID } }]);
    spec
      .given(...created())
      .when({ type: 'clearPriority', actor: seller })
      .thenNothing();
    spec
      .given(...prioritised)
      .when({ type: 'clearPriority', actor: stranger })
      .thenRefuses('forbidden');
  });
});

describe('publication decider: deletion', () => {
  it('lets the creator delete a publication they created', () => {
    spec
      .given(...created())
      .when({ type: 'delete', actor: seller })
      .thenDecides([{ type: 'publication.deleted.v1', data: { publicationId: ID } }]);
  });

  it('refuses other users, and sellers on synchronized publications', () => {
    spec
      .given(...created())
      .when({ type: 'delete', actor: stranger })
      .thenRefuses('forbidden');
    spec
      .given(...created(synchronizer))
      .when({ type: 'delete', actor: seller })
      .thenRefuses('forbidden', 'Sincronizada automáticamente');
  });
});
