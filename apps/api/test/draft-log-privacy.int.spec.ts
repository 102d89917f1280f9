import { randomUUID } from 'node:crypto';
import type { PlayerView } from '@cantina/contract';
import type { DraftLog } from '@cantina/draft';
import { call, startTestApp, type TestApp } from './test-app';

interface Joined {
  id: string;
  token: string;
}
interface Seated {
  id: string;
  seats: { seat: number; playerId: string | null }[];
}

/**
 * Contract rev 2 "draft-log" (issue 9 item 9): the organizer reads the whole log; a player gets 403
 * during the draft, then only their own seat's packs and picks until the event is finished.
 */
describe('draft log privacy (real PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 60_000);
  afterAll(() => t.close(), 30_000);

  async function draftEvent(names: string[]) {
    const ev = (
      await call(t.baseUrl, 'POST', '/api/v1/events', {
        body: {
          name: 'Private draft',
          game: 'swu',
          format: 'swu-draft',
          seed: 'privacy',
          settings: { pickTimer: 'off', podSize: 4, bots: false, decklists: 'optional' },
        },
      })
    ).body as { id: string; organizerToken: string; joinCode: string };
    const players: Joined[] = [];
    for (const name of names) {
      players.push(
        (await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/players`, { body: { name, joinCode: ev.joinCode } }))
          .body,
      );
    }
    return { ev, players };
  }

  const logOf = (eventId: string, token: string) =>
    call<DraftLog>(t.baseUrl, 'GET', `/api/v1/events/${eventId}/draft-log`, { token });
  const poolOf = async (eventId: string, token: string) =>
    (await call<PlayerView>(t.baseUrl, 'GET', `/api/v1/events/${eventId}/me`, { token })).body.pool;

  /** A player's log holds their own seat's packs and picks and nothing of anyone else's pool. */
  async function expectOwnSeatOnly(eventId: string, pod: Seated, players: Joined[], i: number): Promise<void> {
    const seat = pod.seats.findIndex((s) => s.playerId === players[i].id);
    const log = await logOf(eventId, players[i].token);
    expect(log.status).toBe(200);
    expect(log.body.packs).toHaveLength(4); // the leader pack and three draft packs this seat opened
    expect(log.body.packs.every((p) => p.podId === pod.id && p.seat === seat)).toBe(true);
    const mine = await poolOf(eventId, players[i].token);
    expect(log.body.picks.map((p) => p.instanceId)).toEqual(mine.map((c) => c.instanceId));
    expect(log.body.picks.every((p) => p.podId === pod.id && p.seat === seat)).toBe(true);
    for (const [j, other] of players.entries()) {
      if (j === i) continue;
      const theirs = new Set((await poolOf(eventId, other.token)).map((c) => c.instanceId));
      expect(log.body.picks.filter((p) => theirs.has(p.instanceId))).toEqual([]);
    }
  }

  it('is 403 for players during the draft, own seat only in deckbuilding and Swiss, whole once finished', async () => {
    const { ev, players } = await draftEvent(['Ana', 'Ben', 'Cy', 'Dee']);
    expect((await logOf(ev.id, players[0].token)).status).toBe(403); // registration: no draft yet
    const started = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/start`, { token: ev.organizerToken });
    expect(started.status).toBe(200);

    // During the draft: nothing for a player, everything for the organizer.
    const during = await logOf(ev.id, players[0].token);
    expect(during.status).toBe(403);
    expect(during.contentType).toContain('application/problem+json');
    const organizerLog = await logOf(ev.id, ev.organizerToken);
    expect(organizerLog.status).toBe(200);
    expect(organizerLog.body.packs).toHaveLength(4 * 4);
    const pods = (await call<Seated[]>(t.baseUrl, 'GET', `/api/v1/events/${ev.id}/pods`, { token: ev.organizerToken }))
      .body;
    expect(pods).toHaveLength(1);
    const pod = pods[0];
    expect((await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}/pods`, { token: players[0].token })).status).toBe(
      403,
    );

    // Every seat to a bot: the draft runs to its end, the event goes on to deckbuilding.
    for (const { seat } of pod.seats) {
      const handed = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/pods/${pod.id}/seats/${seat}/bot`, {
        token: ev.organizerToken,
      });
      expect(handed.status).toBe(200);
    }
    expect((await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}`)).body.status).toBe('deckbuilding');
    const whole = (await logOf(ev.id, ev.organizerToken)).body;
    expect(whole.picks.length).toBeGreaterThan(4 * 13);
    expect(new Set(whole.picks.map((p) => p.seat))).toEqual(new Set([0, 1, 2, 3]));

    // Deckbuilding: each player sees their own seat only; another player's pool stays 403.
    for (const i of players.keys()) await expectOwnSeatOnly(ev.id, pod, players, i);
    const benPool = `/api/v1/events/${ev.id}/players/${players[1].id}/pool`;
    expect((await call(t.baseUrl, 'GET', benPool, { token: players[0].token })).status).toBe(403);
    expect((await call(t.baseUrl, 'GET', benPool, { token: ev.organizerToken })).status).toBe(200);
    expect((await logOf(ev.id, ev.organizerToken)).body).toEqual(whole);

    // Swiss: still own seat only.
    const round = await call<{ matches: { id: string; players: string[]; bye: boolean }[] }>(
      t.baseUrl,
      'POST',
      `/api/v1/events/${ev.id}/rounds`,
      { token: ev.organizerToken },
    );
    expect(round.status).toBe(201);
    await expectOwnSeatOnly(ev.id, pod, players, 2);
    const win = async (match: { id: string; players: string[] }) => {
      const [a, b] = match.players;
      const res = await call(t.baseUrl, 'POST', `/api/v1/matches/${match.id}/result`, {
        body: { wins: { [a]: 2, [b]: 0 } },
        token: ev.organizerToken,
      });
      expect(res.status).toBe(200);
    };
    for (const match of round.body.matches.filter((m) => !m.bye)) await win(match);

    // Top cut: still own seat only; once the final is in, the event is finished and the log is public to players.
    const cut = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/top-cut`, {
      body: { size: 4 },
      token: ev.organizerToken,
    });
    expect(cut.status).toBe(201);
    await expectOwnSeatOnly(ev.id, pod, players, 3);
    for (const match of cut.body.matches) await win(match);
    const bracket = (await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}/top-cut`)).body;
    await win(bracket.matches.find((m: { stage: number }) => m.stage === 2));
    expect((await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}`)).body.status).toBe('finished');
    const after = await logOf(ev.id, players[0].token);
    expect(after.status).toBe(200);
    expect(after.body).toEqual(whole);
  }, 60_000);

  it('gives a player of another event 403, and anyone without a valid token 401', async () => {
    const { ev } = await draftEvent(['Ana', 'Ben']);
    const other = await draftEvent(['Eve']);
    expect((await logOf(ev.id, other.players[0].token)).status).toBe(403);
    expect((await logOf(ev.id, other.ev.organizerToken)).status).toBe(403);
    expect((await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}/draft-log`)).status).toBe(401);
  }, 30_000);

  it('answers 404 for picks on an unknown event, even with a valid token of another event', async () => {
    const { ev, players } = await draftEvent(['Ana', 'Ben']);
    await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/start`, { token: ev.organizerToken });
    const body = { packId: 'p', instanceId: 'i' };
    const unknown = randomUUID();
    const pick = await call(t.baseUrl, 'POST', `/api/v1/events/${unknown}/picks`, { body, token: players[0].token });
    expect(pick.status).toBe(404);
    expect(pick.contentType).toContain('application/problem+json');
    const takeBack = await call(t.baseUrl, 'POST', `/api/v1/events/${unknown}/take-back`, { token: players[0].token });
    expect(takeBack.status).toBe(404);
    expect((await logOf(unknown, players[0].token)).status).toBe(404);
    // The event exists but is not the token's: 403.
    const other = await draftEvent(['Eve']);
    expect(
      (await call(t.baseUrl, 'POST', `/api/v1/events/${other.ev.id}/picks`, { body, token: players[0].token })).status,
    ).toBe(403);
  }, 30_000);
});
