/** The contract, browsable at /docs from the server's own files under the app's CSP. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { loadContract } from '../src/contract/openapi.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('/docs', () => {
  it('serves Swagger UI whose every script and stylesheet is a file of the same origin', async () => {
    let page = await get('/docs');
    for (let i = 0; i < 3 && page.statusCode >= 300 && page.statusCode < 400; i++)
      page = await get(new URL(String(page.headers.location), 'http://x/docs/').pathname);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const assets = [...page.body.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    expect(assets.some((a) => a.includes('swagger-ui-bundle.js'))).toBe(true);
    for (const asset of assets) {
      expect(asset).not.toMatch(/^(https?:)?\/\//);
      const res = await get(new URL(asset, 'http://x/docs/static/index.html').pathname);
      expect(res.statusCode, asset).toBe(200);
    }
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
  });

  it("keeps the app's Content-Security-Policy: scripts from the same origin only", async () => {
    const page = await get('/docs/static/index.html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
  });

  it('serves the contract itself with every operation', async () => {
    const res = await get('/docs/json');
    expect(res.statusCode).toBe(200);
    const document = res.json<{
      paths: Record<string, Record<string, { operationId?: string }>>;
    }>();
    const ids = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((op) => op.operationId),
    );
    for (const operation of loadContract().operations) expect(ids).toContain(operation.operationId);
  });
});
