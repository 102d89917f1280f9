import { ChangeDetectionStrategy, Component, DOCUMENT, inject, input, output, signal } from '@angular/core';
import type { CardCatalog, DeckList, GameId } from '@cantina/games';
import { TranslocoDirective, TranslocoService } from '@jsverse/transloco';
import { LanguageService } from '../../core/i18n/language.service';
import { exportJson, exportText, fileBaseName, importDeck } from './deck-io';

type Notice = { tone: 'ok' | 'problem'; lines: string[] } | null;
type ExportKind = 'json' | 'text';

/** Import (paste text or swudb JSON, or a file) and export (copy, download, plain text). */
@Component({
  selector: 'app-deck-io-panel',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective],
  template: `
    <ng-container *transloco="let t">
      <section class="io" aria-labelledby="deck-import-title">
        <h3 id="deck-import-title">{{ t('decks.io.importTitle') }}</h3>
        <div class="field">
          <label for="deck-import-text">{{ t('decks.io.paste') }}</label>
          <textarea
            id="deck-import-text"
            data-testid="deck-import-text"
            rows="5"
            spellcheck="false"
            aria-describedby="deck-import-hint"
            [value]="text()"
            (input)="text.set(value($event))"
          ></textarea>
          <p class="hint" id="deck-import-hint">{{ t('decks.io.hint') }}</p>
        </div>
        <div class="buttons">
          <button type="button" class="primary" data-testid="deck-import-submit" (click)="importText()">
            {{ t('decks.io.submit') }}
          </button>
          <label class="button secondary file">
            {{ t('decks.io.file') }}
            <input
              type="file"
              accept=".json,.txt,application/json,text/plain"
              data-testid="deck-import-file"
              (change)="importFile($event)"
            />
          </label>
        </div>
        @if (notice(); as n) {
          <div [class]="n.tone === 'ok' ? 'notice' : 'problem'" role="status" data-testid="deck-import-result">
            @for (line of n.lines; track $index) {
              <p>{{ line }}</p>
            }
          </div>
        }
      </section>

      <section class="io" aria-labelledby="deck-export-title">
        <h3 id="deck-export-title">{{ t('decks.io.exportTitle') }}</h3>
        <div class="buttons">
          <button type="button" class="secondary" data-testid="deck-export-json" (click)="show('json')">
            {{ t('decks.io.copyJson') }}
          </button>
          <button type="button" class="secondary" data-testid="deck-export-text" (click)="show('text')">
            {{ t('decks.io.copyText') }}
          </button>
          <button type="button" class="secondary" data-testid="deck-export-download" (click)="download()">
            {{ t('decks.io.download') }}
          </button>
        </div>
        @if (exported(); as out) {
          <p class="hint" role="status">{{ t(copied() ? 'decks.io.copied' : 'decks.io.copyByHand') }}</p>
          <label class="visually-hidden" for="deck-export-output">{{ t('decks.io.output') }}</label>
          <textarea
            id="deck-export-output"
            data-testid="deck-export-output"
            readonly
            rows="8"
            spellcheck="false"
            [value]="out.value"
          ></textarea>
        }
      </section>
    </ng-container>
  `,
  styles: `
    .io {
      margin-top: 1rem;
    }
    h3 {
      margin: 0 0 0.5rem;
      font-size: 1.05rem;
    }
    textarea {
      width: 100%;
      padding: 0.5rem 0.75rem;
      border: 1px solid var(--muted);
      border-radius: 8px;
      background: var(--surface);
      color: var(--text);
      font: 0.9rem/1.4 var(--mono);
    }
    .buttons {
      display: flex;
      flex-wrap: wrap;
      gap: 0.5rem;
      margin-bottom: 0.5rem;
    }
    .file {
      position: relative;
      font-weight: 700;
    }
    .file input {
      position: absolute;
      inset: 0;
      min-height: 0;
      opacity: 0;
      cursor: pointer;
    }
    .file:focus-within {
      outline: 3px solid var(--focus);
      outline-offset: 2px;
    }
    .notice p,
    .problem p {
      margin: 0.15rem 0;
    }
  `,
})
export class DeckIoPanel {
  readonly decks = input.required<readonly DeckList[]>();
  readonly game = input.required<GameId>();
  readonly format = input.required<string>();
  readonly catalog = input.required<CardCatalog>();
  /** The decks read from a list; one deck for a text list. */
  readonly imported = output<DeckList[]>();

  private readonly transloco = inject(TranslocoService);
  private readonly lang = inject(LanguageService).current;
  private readonly document = inject(DOCUMENT);

  protected readonly text = signal('');
  protected readonly notice = signal<Notice>(null);
  protected readonly exported = signal<{ kind: ExportKind; value: string } | null>(null);
  protected readonly copied = signal(false);

  protected value(event: Event): string {
    return (event.target as HTMLTextAreaElement).value;
  }

  protected importText(): void {
    this.read(this.text());
  }

  protected async importFile(event: Event): Promise<void> {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    const content = await file.text();
    input.value = '';
    this.text.set(content);
    this.read(content);
  }

  private read(content: string): void {
    const lang = this.lang();
    const tr = (key: string, params: Record<string, unknown> = {}) => this.transloco.translate(key, params, lang);
    const result = importDeck(content, this.catalog());
    if (result.kind === 'empty') {
      this.notice.set({ tone: 'problem', lines: [tr('decks.io.empty')] });
      return;
    }
    if (result.kind === 'invalid-json') {
      this.notice.set({ tone: 'problem', lines: [tr('decks.io.invalidJson', { path: result.path || '/' })] });
      return;
    }
    this.imported.emit(result.decks);
    const problems = result.problems.map((problem) =>
      tr(`decks.io.problem.${problem.code}`, {
        line: problem.line,
        text: problem.text,
        candidates: (problem.candidates ?? []).join(', '),
      }),
    );
    this.notice.set(
      problems.length === 0
        ? { tone: 'ok', lines: [tr('decks.io.imported')] }
        : { tone: 'problem', lines: [tr('decks.io.importedWithProblems'), ...problems] },
    );
  }

  protected show(kind: ExportKind): void {
    const value = this.render(kind);
    this.exported.set({ kind, value });
    this.copied.set(false);
    const clipboard = this.document.defaultView?.navigator.clipboard;
    if (!clipboard) return;
    clipboard.writeText(value).then(
      () => this.copied.set(true),
      () => this.copied.set(false),
    );
  }

  protected download(): void {
    const value = this.render('json');
    this.exported.set({ kind: 'json', value });
    const view = this.document.defaultView;
    if (!view?.URL.createObjectURL) return;
    const url = view.URL.createObjectURL(new Blob([value], { type: 'application/json' }));
    const link = this.document.createElement('a');
    link.href = url;
    link.download = `${fileBaseName(this.decks()[0]?.metadata?.name, 'deck')}.json`;
    this.document.body.appendChild(link);
    link.click();
    link.remove();
    view.setTimeout(() => view.URL.revokeObjectURL(url), 1000);
  }

  private render(kind: ExportKind): string {
    return kind === 'json'
      ? exportJson(this.decks(), this.format())
      : exportText(this.decks(), this.game(), this.format());
  }
}
