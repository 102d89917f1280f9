import { Component, input } from '@angular/core';
import { TestBed, type ComponentFixture } from '@angular/core/testing';
import type { Card } from '@cantina/games';
import { SWU_LEADERS, SWU_UNITS } from '../../../testing/cards';
import { allByTestId, byTestId, text } from '../../../testing/dom';
import { translocoTesting } from '../../../testing/transloco-testing';
import { CardArt, type ZoomTrigger } from './card-art';
import { anyImage, cardCaption, frontShape } from './card-image';

@Component({
  imports: [CardArt],
  template: `
    <div
      data-testid="around"
      role="option"
      tabindex="0"
      aria-selected="false"
      (click)="taps = taps + 1"
      (keydown.enter)="taps = taps + 1"
    >
      <app-card-art [card]="card()" [zoomTrigger]="trigger()">
        <p data-testid="text-tile">{{ card().name }}</p>
      </app-card-art>
    </div>
  `,
})
class Host {
  readonly card = input.required<Card>();
  readonly trigger = input<ZoomTrigger>('image');
  taps = 0;
}

const unit: Card = { ...SWU_UNITS[0], imageUrl: 'https://img.example.test/TSW/010.png' };
const leader: Card = {
  ...SWU_LEADERS.kessa,
  imageUrl: 'https://img.example.test/TSW/001.png',
  backImageUrl: 'https://img.example.test/TSW/001-back.png',
};

async function render(card: Card, trigger: ZoomTrigger = 'image'): Promise<ComponentFixture<Host>> {
  const fixture = TestBed.createComponent(Host);
  fixture.componentRef.setInput('card', card);
  fixture.componentRef.setInput('trigger', trigger);
  await fixture.whenStable();
  return fixture;
}

const root = (fixture: ComponentFixture<Host>) => fixture.nativeElement as HTMLElement;

describe('CardArt', () => {
  beforeEach(() => TestBed.configureTestingModule({ imports: [translocoTesting()] }));

  it('shows the picture lazily at a reserved card size, with the name as hidden text', async () => {
    const fixture = await render(unit);
    const image = byTestId<HTMLImageElement>(root(fixture), 'card-image');
    expect(image?.getAttribute('src')).toBe(unit.imageUrl);
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('alt')).toBe('');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['300', '419']);
    expect(text(root(fixture).querySelector('.visually-hidden'))).toBe(unit.name);
    expect(byTestId(root(fixture), 'text-tile')).toBeNull();
  });

  it('shows the text tile for a card without a picture', async () => {
    const fixture = await render(SWU_UNITS[1]);
    expect(byTestId(root(fixture), 'card-image')).toBeNull();
    expect(text(byTestId(root(fixture), 'text-tile'))).toBe(SWU_UNITS[1].name);
  });

  it('falls back to the text tile when the picture fails to load, everywhere the card is shown', async () => {
    const fixture = await render(unit);
    byTestId(root(fixture), 'card-image')?.dispatchEvent(new Event('error'));
    await fixture.whenStable();
    expect(byTestId(root(fixture), 'card-image')).toBeNull();
    expect(text(byTestId(root(fixture), 'text-tile'))).toBe(unit.name);

    const elsewhere = await render(unit);
    expect(byTestId(root(elsewhere), 'card-image')).toBeNull();
    expect(byTestId(root(elsewhere), 'text-tile')).not.toBeNull();
  });

  it('opens the card large on a tap of the picture, with the back of a leader, and closes on a tap', async () => {
    const fixture = await render(leader);
    expect(root(fixture).querySelector('app-card-art')?.getAttribute('data-shape')).toBe('landscape');
    const open = byTestId<HTMLButtonElement>(root(fixture), 'card-zoom-open');
    expect(open?.getAttribute('aria-label')).toBe(`Show ${cardCaption(leader)} large`);
    open?.click();
    await fixture.whenStable();

    const zoom = byTestId<HTMLDialogElement>(root(fixture), 'card-zoom');
    expect(zoom?.hasAttribute('open')).toBe(true);
    expect(byTestId(root(fixture), 'card-zoom-front')?.getAttribute('src')).toBe(leader.imageUrl);
    expect(byTestId(root(fixture), 'card-zoom-back')?.getAttribute('src')).toBe(leader.backImageUrl);
    expect(byTestId(root(fixture), 'card-zoom-back')?.getAttribute('alt')).toBe(`${cardCaption(leader)}, back`);

    zoom?.click();
    zoom?.dispatchEvent(new Event('close'));
    await fixture.whenStable();
    expect(byTestId(root(fixture), 'card-zoom')).toBeNull();
    // Neither tap reached the tile around the card (on the pick screen it would select it).
    expect(fixture.componentInstance.taps).toBe(0);
  });

  it('on the pick screen, a corner button opens the card large and the picture stays a plain image', async () => {
    const fixture = await render(unit, 'corner');
    const buttons = allByTestId(root(fixture), 'card-zoom-open');
    expect(buttons).toHaveLength(1);
    expect(buttons[0].contains(byTestId(root(fixture), 'card-image'))).toBe(false);
    buttons[0].click();
    await fixture.whenStable();
    expect(byTestId(root(fixture), 'card-zoom')).not.toBeNull();
    expect(byTestId(root(fixture), 'card-zoom-back')).toBeNull();
    expect(fixture.componentInstance.taps).toBe(0);
  });
});

describe('card image helpers', () => {
  it('knows sideways cards and whether a list has any picture', () => {
    expect(frontShape(SWU_LEADERS.kessa)).toBe('landscape');
    expect(frontShape(SWU_UNITS[0])).toBe('portrait');
    expect(anyImage([SWU_UNITS[0], undefined])).toBe(false);
    expect(anyImage([SWU_UNITS[0], unit])).toBe(true);
    expect(cardCaption({ name: 'A', subtitle: 'B' })).toBe('A, B');
  });
});
