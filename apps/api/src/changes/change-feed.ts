import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Subject, type Observable } from 'rxjs';
import type { LiveChange } from './live-change';

/**
 * The one publisher: committed writes hand their changes here, in commit order per write; the realtime
 * layer subscribes. Publishing is best effort by design: the change is already safe in the database.
 */
@Injectable()
export class ChangeFeed implements OnModuleDestroy {
  private readonly subject = new Subject<readonly LiveChange[]>();

  readonly changes$: Observable<readonly LiveChange[]> = this.subject.asObservable();

  publish(changes: readonly LiveChange[]): void {
    if (changes.length > 0) this.subject.next(changes);
  }

  onModuleDestroy(): void {
    this.subject.complete();
  }
}
