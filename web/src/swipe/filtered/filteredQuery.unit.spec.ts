import { describe, expect, it } from 'vitest';
import { commentsEditable, filteredRequest, initialParticipant, showsParticipantFilter } from './filteredQuery.ts';

const ANA = '00000000-0000-4000-8000-00000000000a';
const BRUNO = '00000000-0000-4000-8000-00000000000b';
const person = (id: string) => ({ id }) as never;

describe('the filtered publications of a search', () => {
  it('asks for one page of likes or rejections, in the group’s ranking', () => {
    expect(filteredRequest({ like: false, userId: ANA, search: '  casa ', page: 2 })).toEqual({
      like: false,
      user_id: ANA,
      search: 'casa',
      orderBy: 'ranking',
      page: 2,
    });
    expect(filteredRequest({ like: true, userId: null, search: ' ', page: 1 })).not.toHaveProperty('search');
  });

  it('offers the participant filter only with more than one participant', () => {
    expect(showsParticipantFilter({ users: [person(ANA)] })).toBe(false);
    expect(showsParticipantFilter({ users: [person(ANA), person(BRUNO)] })).toBe(true);
  });

  it("starts on the query's participant, else the reader's own decisions", () => {
    const search = { users: [person(ANA), person(BRUNO)] };
    expect(initialParticipant(search, BRUNO, ANA)).toBe(BRUNO);
    expect(initialParticipant(search, 'not-a-participant', ANA)).toBe(ANA);
    expect(initialParticipant(search, null, null)).toBeNull();
    expect(initialParticipant({ users: [person(ANA)] }, null, null)).toBe(ANA);
  });

  it("lets the reader comment only on their own decisions' list", () => {
    expect(commentsEditable(ANA, ANA)).toBe(true);
    expect(commentsEditable(BRUNO, ANA)).toBe(false);
    expect(commentsEditable(null, ANA)).toBe(false);
    expect(commentsEditable(null, null)).toBe(false);
  });
});
