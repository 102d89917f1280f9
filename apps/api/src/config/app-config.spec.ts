import { ConfigError, loadConfig } from './app-config';

const paths = { webDistDir: '/w', demoSetsDir: '/d' };

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({}, { webDistDir: '/srv/web', demoSetsDir: '/srv/demo' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.logLevel).toBe('info');
    expect(config.socketAdapter).toBe('memory');
    expect(config.webDistDir).toBe('/srv/web');
    expect(config.demoSetsDir).toBe('/srv/demo');
  });

  it('allows card images from the swu-db image host by default, or from the IMAGE_HOSTS origins', () => {
    expect(loadConfig({}, paths).imageHosts).toEqual(['https://cdn.swu-db.com']);
    expect(loadConfig({ IMAGE_HOSTS: 'https://img.example.com, http://127.0.0.1:4321' }, paths).imageHosts).toEqual([
      'https://img.example.com',
      'http://127.0.0.1:4321',
    ]);
    for (const bad of [
      'img.example.com',
      'https://img.example.com/cards',
      "https://a.com 'unsafe-inline'",
      'ftp://a.com',
    ]) {
      expect(() => loadConfig({ IMAGE_HOSTS: bad }, paths)).toThrow(/IMAGE_HOSTS/);
    }
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: ' ', PORT: '' }, paths).databaseUrl).toBeUndefined();
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATABASE_URL: 'postgres://u:p@db:5432/cantina',
        DATA_DIR: '/var/cantina',
        CANTINA_ADMIN_TOKEN: 'a-long-enough-admin-token',
        LOG_LEVEL: 'debug',
        RATE_LIMIT_PER_MINUTE: '50',
        SOCKET_ADAPTER: 'postgres',
      },
      paths,
    );
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u:p@db:5432/cantina',
      dataDir: '/var/cantina',
      adminToken: 'a-long-enough-admin-token',
      logLevel: 'debug',
      rateLimitPerMinute: 50,
      socketAdapter: 'postgres',
    });
  });

  it('names every bad variable in one clear message', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', CANTINA_ADMIN_TOKEN: 'short' }, paths),
    ).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' }, paths);
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('LOG_LEVEL');
    }
  });
});
