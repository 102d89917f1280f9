import { networkInterfaces } from 'node:os';
import { lanAddresses } from '../src/app/public-address';
import { call, startTestApp, type TestApp } from './test-app';

describe('GET /api/v1/server/address (real PostgreSQL)', () => {
  describe('without PUBLIC_URL', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(() => t.close());

    it("lists this machine's LAN URLs on the listening port, never localhost", async () => {
      const res = await call(t.baseUrl, 'GET', '/api/v1/server/address');
      expect(res.status).toBe(200);
      const port = new URL(t.baseUrl).port;
      expect(res.body).toEqual({
        publicUrl: null,
        lanUrls: lanAddresses(networkInterfaces()).map((address) => `http://${address}:${port}`),
      });
      for (const url of res.body.lanUrls) expect(url).not.toMatch(/localhost|127\.0\.0\.1/);
    });

    it('is described in the OpenAPI document', async () => {
      const json = await call(t.baseUrl, 'GET', '/api/docs-json');
      expect(Object.keys(json.body.paths)).toContain('/api/v1/server/address');
    });
  });

  describe('with PUBLIC_URL', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ publicUrl: 'https://cantina.example.com' });
    });
    afterAll(() => t.close());

    it('answers the configured PUBLIC_URL', async () => {
      const res = await call(t.baseUrl, 'GET', '/api/v1/server/address');
      expect(res.status).toBe(200);
      expect(res.body.publicUrl).toBe('https://cantina.example.com');
      expect(Array.isArray(res.body.lanUrls)).toBe(true);
    });
  });
});
