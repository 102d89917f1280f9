import { ChangeDetectionStrategy, Component, inject, signal } from '@angular/core';
import { FormControl, FormGroup, ReactiveFormsModule } from '@angular/forms';
import { Router } from '@angular/router';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, normalizeJoinCode } from '@cantina/games';
import { TranslocoDirective } from '@jsverse/transloco';

const CODE_PATTERN = new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`);

/** "Join an event": type the 6-character code from the organizer's screen. */
@Component({
  selector: 'app-join-code-form',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [ReactiveFormsModule, TranslocoDirective],
  templateUrl: './join-code-form.html',
  styles: `
    input {
      font-size: 1.5rem;
      letter-spacing: 0.2em;
      text-transform: uppercase;
      font-family: var(--mono);
    }
  `,
})
export class JoinCodeForm {
  private readonly router = inject(Router);
  protected readonly code = new FormControl('', { nonNullable: true });
  protected readonly form = new FormGroup({ code: this.code });
  protected readonly invalid = signal(false);

  protected submit(): void {
    const code = normalizeJoinCode(this.code.value);
    if (!CODE_PATTERN.test(code)) {
      this.invalid.set(true);
      return;
    }
    this.invalid.set(false);
    void this.router.navigate(['/join', code]);
  }
}
