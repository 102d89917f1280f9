import { io, type Socket } from 'socket.io-client';
import type {
  EventsClientToServer,
  EventsServerToClient,
  MatchPush,
  RoundView,
  StandingsSignal,
} from '@cantina/contract';
import { call, startTestApp, type TestApp } from './test-app';

type Client = Socket<EventsServerToClient, EventsClientToServer>;

interface Joined {
  id: string;
  name: string;
  token: string;
}

/** A connected client that records every `match` and `standings` frame it gets. */
interface Listener {
  socket: Client;
  matches: MatchPush[];
  standings: StandingsSignal[];
}

function listen(baseUrl: string, token: string): Promise<Listener> {
  const socket: Client = io(`${baseUrl}/events`, {
    auth: { token },
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  const listener: Listener = { socket, matches: [], standings: [] };
  socket.on('match', (push) => listener.matches.push(push));
  socket.on('standings', (signal) => listener.standings.push(signal));
  // `identity` is the last frame sent after the socket joined its rooms.
  return new Promise((resolve, reject) => {
    socket.once('identity', () => resolve(listener));
    socket.once('connect_error', reject);
  });
}

/** Resolves once the listener holds a frame matching the predicate (5 s at most). */
async function until<T>(frames: () => T[], predicate: (frame: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = frames().find(predicate);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('no matching frame within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('live results: `match` and `standings` socket pushes (real clients, real PostgreSQL)', () => {
  let t: TestApp;
  const sockets: Client[] = [];
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await t.close();
  });

  async function event(names: string[]) {
    const ev = (
      await call(t.baseUrl, 'POST', '/api/v1/events', {
        body: { name: 'Live results', game: 'swu', format: 'swu-premier', seed: 'live' },
      })
    ).body;
    const players: Joined[] = [];
    for (const name of names) {
      const res = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/players`, {
        body: { name, joinCode: ev.joinCode },
      });
      players.push(res.body);
    }
    return { ev, players };
  }
  const report = (matchId: string, body: unknown, token: string) =>
    call(t.baseUrl, 'POST', `/api/v1/matches/${matchId}/result`, { body, token });
  async function connect(token: string): Promise<Listener> {
    const listener = await listen(t.baseUrl, token);
    sockets.push(listener.socket);
    return listener;
  }

  it('pushes a report, a dispute with both claims and the organizer’s entry to the whole event and to nobody else; standings once the round is complete', async () => {
    const { ev, players } = await event(['Ana', 'Ben', 'Cy', 'Dee']);
    const other = await event(['Zed', 'Yul']);
    const round = (
      await call<RoundView>(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/rounds`, { token: ev.organizerToken })
    ).body;
    const [first, second] = round.matches;
    const [a, b] = first.players;
    const tokenOf = new Map(players.map((p) => [p.id, p.token]));
    const bystander = players.find((p) => p.id === second.players[0]) as Joined;

    const organizer = await connect(ev.organizerToken);
    const playerA = await connect(tokenOf.get(a) as string);
    const playerB = await connect(tokenOf.get(b) as string);
    const watcher = await connect(bystander.token);
    const stranger = await connect(other.ev.organizerToken);
    const members = [organizer, playerA, playerB, watcher];

    // 1. A's report: everyone of the event sees it as provisional.
    expect((await report(first.id, { wins: { [a]: 2, [b]: 0 } }, tokenOf.get(a) as string)).body).toEqual({
      status: 'reported',
    });
    for (const member of members) {
      const push = await until(
        () => member.matches,
        (p) => p.match.id === first.id && !!p.match.report,
      );
      expect(push).toMatchObject({ round: 1, match: { id: first.id, report: { by: a }, disputed: false } });
      expect(push.match.counterReport).toBeUndefined();
    }

    // 2. B claims the opposite: 409 for B, and both claims side by side for everyone.
    const mismatch = await report(first.id, { wins: { [a]: 0, [b]: 2 } }, tokenOf.get(b) as string);
    expect(mismatch.status).toBe(409);
    for (const member of members) {
      const push = await until(
        () => member.matches,
        (p) => p.match.id === first.id && p.match.disputed === true,
      );
      expect(push.match.report).toEqual({ by: a, result: { wins: { [a]: 2, [b]: 0 } }, confirmedBy: [] });
      expect(push.match.counterReport).toEqual({ by: b, result: { wins: { [a]: 0, [b]: 2 } }, confirmedBy: [] });
    }
    // The same view as the public round read.
    const roundRead = (await call<RoundView>(t.baseUrl, 'GET', `/api/v1/events/${ev.id}/rounds/1`)).body;
    expect(roundRead.matches.find((m) => m.id === first.id)).toEqual(
      organizer.matches.find((p) => p.match.disputed === true)?.match,
    );

    // 3. The organizer accepts B's claim: final, the dispute is gone.
    expect((await report(first.id, { wins: { [a]: 0, [b]: 2 } }, ev.organizerToken)).body).toEqual({
      status: 'final',
    });
    const settled = await until(
      () => playerA.matches,
      (p) => p.match.id === first.id && !!p.match.result,
    );
    expect(settled.match).toMatchObject({ result: { wins: { [a]: 0, [b]: 2 } }, disputed: false });
    expect(settled.match.report).toBeUndefined();
    expect(settled.match.counterReport).toBeUndefined();
    // One match is still open: no standings signal yet (the coalescing window is 250 ms).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(members.flatMap((m) => m.standings)).toEqual([]);

    // 4. The last result of the round completes it: one standings signal for everyone.
    const [c, d] = second.players;
    await report(second.id, { wins: { [c]: 2, [d]: 1 } }, ev.organizerToken);
    for (const member of members) {
      await until(
        () => member.standings,
        (s) => s.round === 1,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The standings come with it, as the route answers them (computed once, not re-read by every screen).
    const read = await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}/standings`);
    for (const member of members) expect(member.standings).toEqual([{ round: 1, standings: read.body }]);
    expect(read.body[0].matchPoints).toBe(3);

    // Nothing of this event reached another event's socket.
    expect(stranger.matches).toEqual([]);
    expect(stranger.standings).toEqual([]);
  });

  it('a correction of a completed round signals the standings again; a top-cut result always does', async () => {
    const { ev } = await event(['P1', 'P2', 'P3', 'P4']);
    const round = (
      await call<RoundView>(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/rounds`, { token: ev.organizerToken })
    ).body;
    const organizer = await connect(ev.organizerToken);
    for (const m of round.matches) await report(m.id, { wins: { [m.players[0]]: 2 } }, ev.organizerToken);
    await until(
      () => organizer.standings,
      (s) => s.round === 1,
    );
    const before = organizer.standings.length;
    const [m1] = round.matches;
    await report(m1.id, { wins: { [m1.players[1]]: 2 }, reason: 'slip misread' }, ev.organizerToken);
    await until(
      () => organizer.standings.slice(before),
      (s) => s.round === 1,
    );

    const cut = (
      await call<{ matches: { id: string; players: string[] }[] }>(
        t.baseUrl,
        'POST',
        `/api/v1/events/${ev.id}/top-cut`,
        {
          body: { size: 4 },
          token: ev.organizerToken,
        },
      )
    ).body;
    const semi = cut.matches[0];
    const signals = organizer.standings.length;
    await report(semi.id, { wins: { [semi.players[0]]: 2 } }, ev.organizerToken);
    const push = await until(
      () => organizer.matches,
      (p) => p.match.id === semi.id && !!p.match.result,
    );
    expect(push).toMatchObject({ round: 2, stage: 1 });
    await until(
      () => organizer.standings.slice(signals),
      (s) => s.round === 2,
    );
  });
});
