import { TestBed, type ComponentFixture } from '@angular/core/testing';
import type { Card } from '@cantina/games';
import { SWU_LEADERS, SWU_UNITS } from '../../../testing/cards';
import { allByTestId, byTestId, text } from '../../../testing/dom';
import { translocoTesting } from '../../../testing/transloco-testing';
import { PackGrid } from './pack-grid';
import type { PickCard } from './pick-tile';

const withImage = (card: Card): Card => ({ ...card, imageUrl: `https://img.example.test/${card.id}.png` });

async function renderPack(cards: PickCard[]): Promise<ComponentFixture<PackGrid>> {
  const fixture = TestBed.createComponent(PackGrid);
  fixture.componentRef.setInput('cards', cards);
  await fixture.whenStable();
  return fixture;
}

const entry = (card: Card, i: number): PickCard => ({ instanceId: `i${i}`, cardId: card.id, card });

describe('PackGrid with card pictures', () => {
  beforeEach(() => TestBed.configureTestingModule({ imports: [translocoTesting()] }));

  it('lays out pictures (sideways leaders two columns wide), names kept as text', async () => {
    const cards = [SWU_LEADERS.kessa, ...SWU_UNITS.slice(0, 3)].map(withImage).map(entry);
    const fixture = await renderPack(cards);
    const root = fixture.nativeElement as HTMLElement;
    expect(root.querySelector('ul')?.classList).toContain('images');
    expect(allByTestId(root, 'card-image')).toHaveLength(4);
    expect(allByTestId(root, 'pick-card-name').map(text)).toEqual(cards.map(captionOf));
    const options = allByTestId(root, 'pick-card');
    expect(options.map((option) => option.classList.contains('landscape'))).toEqual([true, false, false, false]);
  });

  it('shows the text tile for a card whose picture fails, and selects on a tap but not on the zoom button', async () => {
    const cards = SWU_UNITS.slice(3, 6).map(withImage).map(entry);
    const fixture = await renderPack(cards);
    const root = fixture.nativeElement as HTMLElement;
    const selected: string[] = [];
    fixture.componentInstance.selectCard.subscribe((id) => selected.push(id));

    const [, second] = allByTestId(root, 'pick-card');
    byTestId(second, 'card-image')?.dispatchEvent(new Event('error'));
    await fixture.whenStable();
    expect(byTestId(second, 'card-image')).toBeNull();
    expect(second.querySelector('.tile')).not.toBeNull();
    expect(text(byTestId(second, 'pick-card-name'))).toBe(cards[1].card?.name);
    expect(allByTestId(root, 'card-image')).toHaveLength(2);

    const first = allByTestId(root, 'pick-card')[0];
    byTestId<HTMLButtonElement>(first, 'card-zoom-open')?.click();
    await fixture.whenStable();
    expect(byTestId(first, 'card-zoom')).not.toBeNull();
    expect(selected).toEqual([]);
    second.click();
    expect(selected).toEqual(['i1']);
  });

  it('keeps the text grid for a set without pictures', async () => {
    const fixture = await renderPack(SWU_UNITS.slice(0, 2).map(entry));
    const root = fixture.nativeElement as HTMLElement;
    expect(root.querySelector('ul')?.classList).not.toContain('images');
    expect(allByTestId(root, 'card-image')).toHaveLength(0);
    expect(allByTestId(root, 'pick-card-name').map(text)).toEqual([SWU_UNITS[0].name, SWU_UNITS[1].name]);
  });
});

function captionOf(pick: PickCard): string {
  const card = pick.card;
  if (!card) return pick.cardId;
  return card.subtitle ? `${card.name}, ${card.subtitle}` : card.name;
}
