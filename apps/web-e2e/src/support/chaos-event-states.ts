// Realistic events in every state an attacker can meet (registration, drafting, deckbuilding,
// playing with a paired round, a pod round, top cut), set up through the public API.

export type EventState = 'registration' | 'drafting' | 'deckbuilding' | 'playing' | 'playing-pod' | 'top-cut';

export interface Player {
  id: string;
  name: string;
  token: string;
}

export interface EventContext {
  state: EventState;
  id: string;
  joinCode: string;
  organizerToken: string;
  players: Player[];
  podId?: string;
  /** A match still open for results (a pair, a pod or a top-cut match), and its players. */
  match?: { id: string; players: string[] };
  pick?: { packId: string; instanceId: string };
}

/** The cards the attacks build decks from, read from the catalog the server loaded. */
export interface Catalog {
  swuSet: string;
  swu: { leaders: string[]; bases: string[]; units: string[] };
  destinyCharacter: string;
}

interface CreatedEvent {
  id: string;
  joinCode: string;
  organizerToken: string;
}
interface MatchView {
  id: string;
  players: string[];
  bye: boolean;
}

/** fetch + JSON for the set-up, which must go as planned: anything unexpected throws with the answer. */
export class SetupClient {
  constructor(private readonly baseUrl: string) {}

  async call<T>(method: string, path: string, body?: unknown, token?: string, expected = [200, 201]): Promise<T> {
    const res = await fetch(`${this.baseUrl}/api/v1${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (!expected.includes(res.status)) throw new Error(`set-up ${method} ${path} got ${res.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }
}

export async function loadCatalog(api: SetupClient): Promise<Catalog> {
  const sets = await api.call<{ code: string }[]>('GET', '/card-sets?game=swu');
  const swuSet = sets[0].code;
  const cards = await api.call<{ id: string; type: string }[]>('GET', `/card-sets/swu/${swuSet}/cards`);
  const ofType = (type: string) => cards.filter((c) => c.type === type).map((c) => c.id);
  const destinySets = await api.call<{ code: string }[]>('GET', '/card-sets?game=destiny');
  const destiny = await api.call<{ id: string; type: string }[]>(
    'GET',
    `/card-sets/destiny/${destinySets[0].code}/cards`,
  );
  const character = destiny.find((c) => c.type === 'character');
  if (!character) throw new Error('the destiny demo set has no character');
  return {
    swuSet,
    swu: { leaders: ofType('leader'), bases: ofType('base'), units: ofType('unit') },
    destinyCharacter: character.id,
  };
}

/** A legal-looking swu premier deck: 1 leader, 1 base, 17 units x 3. */
export function swuDeck(catalog: Catalog, offset = 0): Record<string, unknown> {
  const { leaders, bases, units } = catalog.swu;
  return {
    metadata: { name: 'Chaos deck' },
    leader: { id: leaders[offset % leaders.length], count: 1 },
    base: { id: bases[offset % bases.length], count: 1 },
    deck: Array.from({ length: 17 }, (_, i) => ({ id: units[(offset + i) % units.length], count: 3 })),
    sideboard: [],
  };
}

const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay'];

export class EventStates {
  constructor(
    private readonly api: SetupClient,
    private readonly catalog: Catalog,
  ) {}

  private async event(
    state: EventState,
    format: string,
    players: number,
    settings: Record<string, unknown>,
  ): Promise<EventContext> {
    const created = await this.api.call<CreatedEvent>('POST', '/events', {
      name: `Chaos ${state}`,
      game: 'swu',
      format,
      set: this.catalog.swuSet,
      seed: `chaos-${state}`,
      settings,
    });
    const joined: Player[] = [];
    for (const name of NAMES.slice(0, players)) {
      joined.push(
        await this.api.call<Player>('POST', `/events/${created.id}/players`, { name, joinCode: created.joinCode }),
      );
    }
    return {
      state,
      id: created.id,
      joinCode: created.joinCode,
      organizerToken: created.organizerToken,
      players: joined,
    };
  }

  private async pairRound(ctx: EventContext): Promise<MatchView[]> {
    const round = await this.api.call<{ matches: MatchView[] }>(
      'POST',
      `/events/${ctx.id}/rounds`,
      {},
      ctx.organizerToken,
    );
    return round.matches.filter((m) => !m.bye);
  }

  registration(): Promise<EventContext> {
    return this.event('registration', 'swu-premier', 2, { decklists: 'optional' });
  }

  async drafting(): Promise<EventContext> {
    const ctx = await this.event('drafting', 'swu-draft', 2, { bots: true, pickTimer: 'off', podSize: 4 });
    await this.api.call('POST', `/events/${ctx.id}/start`, undefined, ctx.organizerToken);
    const pods = await this.api.call<{ id: string }[]>('GET', `/events/${ctx.id}/pods`, undefined, ctx.organizerToken);
    const me = await this.api.call<{ pack: { id: string; cards: { instanceId: string }[] } | null }>(
      'GET',
      `/events/${ctx.id}/me`,
      undefined,
      ctx.players[0].token,
    );
    return {
      ...ctx,
      podId: pods[0]?.id,
      pick: me.pack ? { packId: me.pack.id, instanceId: me.pack.cards[0].instanceId } : undefined,
    };
  }

  async deckbuilding(): Promise<EventContext> {
    const ctx = await this.event('deckbuilding', 'swu-sealed', 2, {});
    await this.api.call('POST', `/events/${ctx.id}/start`, undefined, ctx.organizerToken);
    return ctx;
  }

  async playing(): Promise<EventContext> {
    const ctx = await this.event('playing', 'swu-premier', 4, { decklists: 'optional', rounds: 3 });
    const [match] = await this.pairRound(ctx);
    return { ...ctx, match: { id: match.id, players: match.players } };
  }

  async playingPod(): Promise<EventContext> {
    const ctx = await this.event('playing-pod', 'swu-twin-suns', 4, { decklists: 'optional', rounds: 3 });
    const [pod] = await this.pairRound(ctx);
    return { ...ctx, match: { id: pod.id, players: pod.players } };
  }

  async topCut(): Promise<EventContext> {
    const ctx = await this.event('top-cut', 'swu-premier', 4, { decklists: 'optional', rounds: 1, topCut: 4 });
    for (const m of await this.pairRound(ctx)) {
      const [a, b] = m.players;
      await this.api.call('POST', `/matches/${m.id}/result`, { wins: { [a]: 2, [b]: 0 } }, ctx.organizerToken);
    }
    const bracket = await this.api.call<{ matches: MatchView[] }>(
      'POST',
      `/events/${ctx.id}/top-cut`,
      { size: 4 },
      ctx.organizerToken,
    );
    const [match] = bracket.matches;
    return { ...ctx, match: { id: match.id, players: match.players } };
  }

  /** Every state, set up one after another (they share nothing). */
  async all(): Promise<EventContext[]> {
    return [
      await this.registration(),
      await this.drafting(),
      await this.deckbuilding(),
      await this.playing(),
      await this.playingPod(),
      await this.topCut(),
    ];
  }
}
