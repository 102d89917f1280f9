import { Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Router, provideRouter } from '@angular/router';
import { byTestId, text, typeInto } from '../../../testing/dom';
import { translocoTesting } from '../../../testing/transloco-testing';
import { JoinCodeForm } from './join-code-form';

@Component({ template: '' })
class Blank {}

describe('JoinCodeForm', () => {
  async function setup() {
    TestBed.configureTestingModule({
      imports: [JoinCodeForm, translocoTesting()],
      providers: [provideRouter([{ path: 'join/:code', component: Blank }])],
    });
    const fixture = TestBed.createComponent(JoinCodeForm);
    await fixture.whenStable();
    return { fixture, root: fixture.nativeElement as HTMLElement, router: TestBed.inject(Router) };
  }

  it('goes to /join/:code with the code normalized', async () => {
    const { fixture, root, router } = await setup();
    typeInto(byTestId(root, 'join-code'), ' abc-23 4');
    byTestId(root, 'join-go')?.click();
    await fixture.whenStable();
    expect(router.url).toBe('/join/ABC234');
  });

  it('asks for a 6-character code', async () => {
    const { fixture, root, router } = await setup();
    typeInto(byTestId(root, 'join-code'), 'abc');
    byTestId(root, 'join-go')?.click();
    await fixture.whenStable();
    expect(router.url).toBe('/');
    expect(text(root.querySelector('#join-code-error'))).toBe(
      "Enter the 6-character code from the organizer's screen.",
    );
    expect(byTestId(root, 'join-code')?.getAttribute('aria-invalid')).toBe('true');
  });

  it('labels the input', async () => {
    const { root } = await setup();
    expect(text(root.querySelector('label[for="join-code"]'))).toBe('Join code');
  });
});
