import { TestBed } from '@angular/core/testing';
import { TranslocoService } from '@jsverse/transloco';
import { translocoTesting } from '../../../testing/transloco-testing';
import { ApiError } from './api-error';
import { problemText } from './problem-text';

describe('problemText', () => {
  let transloco: TranslocoService;

  beforeEach(async () => {
    TestBed.configureTestingModule({ imports: [translocoTesting()] });
    await TestBed.compileComponents();
    transloco = TestBed.inject(TranslocoService);
  });

  it('translates a known code in the requested language', () => {
    const error = new ApiError(403, 'wrong-join-code', 'Join code mismatch');
    expect(problemText(transloco, 'en', error)).toBe("That join code doesn't match this event.");
    expect(problemText(transloco, 'cs', error)).toBe('Tento kód k turnaji nepatří.');
    expect(problemText(transloco, 'es', error)).toBe('Ese código no corresponde a este evento.');
  });

  it("falls back to the server's detail for an unknown code", () => {
    const error = new ApiError(422, 'deck-too-small', '3 cards short of 50');
    expect(problemText(transloco, 'cs', error)).toBe('3 cards short of 50');
  });

  it('says something even without a detail', () => {
    expect(problemText(transloco, 'en', new ApiError(418, 'teapot'))).toBe(
      'Something unexpected happened. Please try again.',
    );
  });
});
