import { Injectable, inject } from '@angular/core';
import { Title } from '@angular/platform-browser';
import { RouterStateSnapshot, TitleStrategy } from '@angular/router';
import { TranslocoService } from '@jsverse/transloco';

/** Route `title`s are translation keys under `titles.`; the page title follows the language. */
@Injectable()
export class TranslatedTitleStrategy extends TitleStrategy {
  private readonly title = inject(Title);
  private readonly transloco = inject(TranslocoService);
  private key: string | undefined;

  constructor() {
    super();
    this.transloco.langChanges$.subscribe(() => this.render());
  }

  override updateTitle(snapshot: RouterStateSnapshot): void {
    this.key = this.buildTitle(snapshot);
    this.render();
  }

  private render(): void {
    const app = this.transloco.translate('app.name');
    if (!this.key) {
      this.title.setTitle(app);
      return;
    }
    this.title.setTitle(`${this.transloco.translate(`titles.${this.key}`)} · ${app}`);
  }
}
