import { TestBed } from '@angular/core/testing';
import type { Card } from '@cantina/games';
import { DESTINY_CARDS, SWU_EVENT, SWU_UNITS } from '../../../testing/cards';
import { byTestId, text } from '../../../testing/dom';
import { translocoTesting } from '../../../testing/transloco-testing';
import { LanguageService } from '../../core/i18n/language.service';
import { CardStats } from './card-stats';

async function render(card: Card): Promise<HTMLElement> {
  const fixture = TestBed.createComponent(CardStats);
  fixture.componentRef.setInput('card', card);
  await fixture.whenStable();
  return fixture.nativeElement as HTMLElement;
}

const unit: Card = { ...SWU_UNITS[0], power: 3, hp: 5, arenas: ['ground'], traits: ['bounty hunter', 'unheard-of'] };

describe('CardStats', () => {
  beforeEach(() => TestBed.configureTestingModule({ imports: [translocoTesting()] }));

  it('shows an SWU unit’s power and HP as symbols, named for screen readers, with arena and traits', async () => {
    const root = await render(unit);
    const powerHp = root.querySelector('.power-hp');
    expect(text(powerHp)).toBe('⚔3 ♥5');
    expect(powerHp?.getAttribute('aria-label')).toBe('Power 3, HP 5');
    expect(text(root.querySelector('.place'))).toBe('Ground');
    // A trait the language file knows is translated; an unknown one keeps the set's word, capitalised.
    expect(text(root.querySelector('.traits'))).toBe('Bounty hunter · Unheard of');
  });

  it('speaks Spanish and Czech without English words', async () => {
    const language = TestBed.inject(LanguageService);
    await language.use('es');
    let root = await render(unit);
    expect(root.querySelector('.power-hp')?.getAttribute('aria-label')).toBe('Poder 3, salud 5');
    expect(text(root.querySelector('.place'))).toBe('Tierra');
    expect(text(root.querySelector('.traits'))).toContain('Cazarrecompensas');
    await language.use('cs');
    root = await render(unit);
    expect(root.querySelector('.power-hp')?.getAttribute('aria-label')).toBe('Síla 3, zdraví 5');
    expect(text(root.querySelector('.place'))).toBe('Země');
    expect(text(root.querySelector('.traits'))).toContain('Lovec odměn');
  });

  it('shows a Destiny die, and nothing for a card without stats', async () => {
    expect(text(await render(DESTINY_CARDS[0]))).toBe('Die');
    const plain = await render({ ...SWU_EVENT, traits: [] });
    expect(byTestId(plain, 'card-stats')).toBeNull();
  });
});
