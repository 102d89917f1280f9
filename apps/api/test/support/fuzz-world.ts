import { call } from '../test-app';
import type { FuzzWorld } from './fuzz-arbitraries';

/** An event the fuzzer sends requests into, with the tokens and ids that reach its code. */
export interface FuzzEvent {
  state: string;
  id: string;
  organizerToken: string;
  players: { id: string; token: string }[];
  podId?: string;
  matchId?: string;
}

interface Created {
  id: string;
  joinCode: string;
  organizerToken: string;
}

/** The set-up must go as planned: an unexpected answer throws with the answer. */
async function ok<T>(baseUrl: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await call<T>(baseUrl, method, `/api/v1${path}`, { body, token });
  if (res.status >= 300) throw new Error(`fuzz set-up ${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Events in every state (registration, drafting, deckbuilding, a paired round, a pod round, top cut) and what they hold. */
export async function buildFuzzWorld(baseUrl: string): Promise<{ world: FuzzWorld; events: FuzzEvent[] }> {
  const games = await ok<{ id: string; formats: { id: string }[] }[]>(baseUrl, 'GET', '/games');
  const world: FuzzWorld = {
    games: games.map((g) => g.id),
    formats: games.flatMap((g) => g.formats.map((f) => f.id)),
    setCodes: [],
    swuSet: '',
    cardIds: [],
    playerIds: [],
    joinCodes: [],
    packIds: [],
    instanceIds: [],
  };
  for (const game of world.games) {
    for (const set of await ok<{ code: string }[]>(baseUrl, 'GET', `/card-sets?game=${game}`)) {
      world.setCodes.push(set.code);
      const cards = await ok<{ id: string }[]>(baseUrl, 'GET', `/card-sets/${game}/${set.code}/cards`);
      world.cardIds.push(...cards.map((c) => c.id));
    }
  }
  const swuSet = (await ok<{ code: string }[]>(baseUrl, 'GET', '/card-sets?game=swu'))[0].code;
  world.swuSet = swuSet;

  async function event(
    state: string,
    format: string,
    n: number,
    settings: Record<string, unknown>,
  ): Promise<FuzzEvent> {
    const body = { name: `Fuzz ${state}`, game: 'swu', format, set: swuSet, seed: state, settings };
    const created = await ok<Created>(baseUrl, 'POST', '/events', body);
    world.joinCodes.push(created.joinCode);
    const players: { id: string; token: string }[] = [];
    for (let i = 0; i < n; i++) {
      const joined = await ok<{ id: string; token: string }>(baseUrl, 'POST', `/events/${created.id}/players`, {
        name: `P${i}`,
        joinCode: created.joinCode,
      });
      players.push(joined);
      world.playerIds.push(joined.id);
    }
    return { state, id: created.id, organizerToken: created.organizerToken, players };
  }
  async function firstMatch(ev: FuzzEvent): Promise<FuzzEvent> {
    const round = await ok<{ matches: { id: string; bye: boolean }[] }>(
      baseUrl,
      'POST',
      `/events/${ev.id}/rounds`,
      {},
      ev.organizerToken,
    );
    return { ...ev, matchId: round.matches.find((m) => !m.bye)?.id };
  }

  const registration = await event('registration', 'swu-premier', 2, { decklists: 'optional' });
  const drafting = await event('drafting', 'swu-draft', 2, { bots: true, pickTimer: 'off', podSize: 4 });
  await ok(baseUrl, 'POST', `/events/${drafting.id}/start`, undefined, drafting.organizerToken);
  drafting.podId = (
    await ok<{ id: string }[]>(baseUrl, 'GET', `/events/${drafting.id}/pods`, undefined, drafting.organizerToken)
  )[0]?.id;
  for (const player of drafting.players) {
    const me = await ok<{ pack: { id: string; cards: { instanceId: string }[] } | null }>(
      baseUrl,
      'GET',
      `/events/${drafting.id}/me`,
      undefined,
      player.token,
    );
    if (me.pack) {
      world.packIds.push(me.pack.id);
      world.instanceIds.push(...me.pack.cards.map((c) => c.instanceId));
    }
  }
  const sealed = await event('deckbuilding', 'swu-sealed', 2, {});
  await ok(baseUrl, 'POST', `/events/${sealed.id}/start`, undefined, sealed.organizerToken);
  const playing = await firstMatch(await event('playing', 'swu-premier', 4, { decklists: 'optional', rounds: 3 }));
  const pod = await firstMatch(await event('playing-pod', 'swu-twin-suns', 4, { decklists: 'optional', rounds: 3 }));
  const cut = await event('top-cut', 'swu-premier', 4, { decklists: 'optional', rounds: 1, topCut: 4 });
  const round = await ok<{ matches: { id: string; players: string[]; bye: boolean }[] }>(
    baseUrl,
    'POST',
    `/events/${cut.id}/rounds`,
    {},
    cut.organizerToken,
  );
  for (const m of round.matches.filter((x) => !x.bye)) {
    await ok(
      baseUrl,
      'POST',
      `/matches/${m.id}/result`,
      { wins: { [m.players[0]]: 2, [m.players[1]]: 0 } },
      cut.organizerToken,
    );
  }
  const bracket = await ok<{ matches: { id: string }[] }>(
    baseUrl,
    'POST',
    `/events/${cut.id}/top-cut`,
    { size: 4 },
    cut.organizerToken,
  );
  const topCut = { ...cut, matchId: bracket.matches[0]?.id };
  return { world, events: [registration, drafting, sealed, playing, pod, topCut] };
}
