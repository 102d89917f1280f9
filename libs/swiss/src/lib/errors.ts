/** A state conflict the caller must resolve first (the API maps these to 409 or 422). */
export interface SwissErrorDetails {
  code: 'results-missing' | 'unknown-player' | 'bad-state' | 'not-enough-players' | 'bad-bracket';
  message: string;
  /** Matches or players concerned. */
  refs?: string[];
}

/** Thrown by the engine; `details` is plain data. */
export class SwissError extends Error {
  readonly details: SwissErrorDetails;

  constructor(details: SwissErrorDetails) {
    super(details.message);
    this.name = 'SwissError';
    this.details = details;
  }
}
