import { HttpClient, HttpHeaders } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import { Observable, catchError, throwError } from 'rxjs';
import { toApiError } from './api-error';

/** Relative, so the same build works behind the dev proxy and when the API serves the app. */
export const API_BASE = '/api/v1';

/** Thin HTTP client for `/api/v1`: bearer token when given, errors always as `ApiError`. */
@Injectable({ providedIn: 'root' })
export class ApiClient {
  private readonly http = inject(HttpClient);

  get<T>(path: string, token?: string | null): Observable<T> {
    return this.http
      .get<T>(API_BASE + path, { headers: this.headers(token) })
      .pipe(catchError((error: unknown) => throwError(() => toApiError(error))));
  }

  post<T>(path: string, body: unknown, token?: string | null): Observable<T> {
    return this.http
      .post<T>(API_BASE + path, body, { headers: this.headers(token) })
      .pipe(catchError((error: unknown) => throwError(() => toApiError(error))));
  }

  put<T>(path: string, body: unknown, token?: string | null): Observable<T> {
    return this.http
      .put<T>(API_BASE + path, body, { headers: this.headers(token) })
      .pipe(catchError((error: unknown) => throwError(() => toApiError(error))));
  }

  patch<T>(path: string, body: unknown, token?: string | null): Observable<T> {
    return this.http
      .patch<T>(API_BASE + path, body, { headers: this.headers(token) })
      .pipe(catchError((error: unknown) => throwError(() => toApiError(error))));
  }

  private headers(token?: string | null): HttpHeaders {
    const headers = new HttpHeaders({ Accept: 'application/json, application/problem+json' });
    return token ? headers.set('Authorization', `Bearer ${token}`) : headers;
  }
}
