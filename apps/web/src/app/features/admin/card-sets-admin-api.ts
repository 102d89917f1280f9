import { HttpClient, HttpHeaders } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import type { CardSetSummary, ImportedCardSet } from '@cantina/contract';
import { Observable, catchError, throwError } from 'rxjs';
import { API_BASE, ApiClient } from '../../core/api/api-client';
import { toApiError } from '../../core/api/api-error';

const segment = encodeURIComponent;

export type SetFileFormat = 'cantina' | 'swudb';

/** The admin's card-set calls (contract "Card sets"; removal is a Cantina addition). */
@Injectable({ providedIn: 'root' })
export class CardSetsAdminApi {
  private readonly api = inject(ApiClient);
  private readonly http = inject(HttpClient);

  list(): Observable<CardSetSummary[]> {
    return this.api.get<CardSetSummary[]>('/card-sets');
  }

  import(file: unknown, format: SetFileFormat, adminToken: string): Observable<ImportedCardSet> {
    return this.api.post<ImportedCardSet>(`/card-sets?format=${format}`, file, adminToken);
  }

  remove(game: string, code: string, adminToken: string): Observable<CardSetSummary> {
    const headers = new HttpHeaders({
      Accept: 'application/json, application/problem+json',
      Authorization: `Bearer ${adminToken}`,
    });
    return this.http
      .delete<CardSetSummary>(`${API_BASE}/card-sets/${segment(game)}/${segment(code)}`, { headers })
      .pipe(catchError((error: unknown) => throwError(() => toApiError(error))));
  }
}
