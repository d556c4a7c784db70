/** The scale-out settings: pool size, storage driver and S3 variables, each checked at its bounds. */
import { describe, expect, it } from 'vitest';
import { loadConfig, MAX_DATABASE_POOL_SIZE } from '../../src/config.ts';

describe('DATABASE_POOL_SIZE', () => {
  it('defaults to 20, one connection per client of the 20-connection load test, and accepts 1 and the maximum', () => {
    expect(loadConfig({}).databasePoolSize).toBe(20);
    expect(loadConfig({ DATABASE_POOL_SIZE: '1' }).databasePoolSize).toBe(1);
    expect(
      loadConfig({ DATABASE_POOL_SIZE: String(MAX_DATABASE_POOL_SIZE) }).databasePoolSize,
    ).toBe(1000);
  });
  it('refuses 0, one over the maximum and non-integers, naming the variable', () => {
    for (const value of ['0', String(MAX_DATABASE_POOL_SIZE + 1), '2.5', 'ten', '-3'])
      expect(() => loadConfig({ DATABASE_POOL_SIZE: value })).toThrow(
        /DATABASE_POOL_SIZE must be an integer from 1 to 1000/,
      );
  });
});

describe('MEDIA_STORAGE', () => {
  it('defaults to the database with DATABASE_URL and to the local folder on PGlite', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/db' }).mediaStorage).toBe('database');
    expect(loadConfig({}).mediaStorage).toBe('local');
    expect(
      loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/db', MEDIA_STORAGE: 'local' })
        .mediaStorage,
    ).toBe('local');
  });
  it('refuses an unknown driver, naming the variable', () => {
    expect(() => loadConfig({ MEDIA_STORAGE: 'ftp' })).toThrow(
      /MEDIA_STORAGE must be one of database, local, s3/,
    );
  });
  it('s3 needs S3_BUCKET, and both keys or neither', () => {
    expect(() => loadConfig({ MEDIA_STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() =>
      loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }),
    ).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(() =>
      loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' }),
    ).toThrow(/S3_FORCE_PATH_STYLE/);
  });
  it('reads the S3 settings: path-style by default with a custom endpoint, virtual-hosted on AWS', () => {
    const custom = loadConfig({
      MEDIA_STORAGE: 's3',
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_PREFIX: 'hireloop/',
    }).s3;
    expect(custom).toEqual({
      bucket: 'media',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      prefix: 'hireloop/',
      accessKeyId: 'k',
      secretAccessKey: 's',
    });
    const aws = loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'media', S3_REGION: 'eu-west-1' }).s3;
    expect([aws?.region, aws?.forcePathStyle, aws?.endpoint]).toEqual([
      'eu-west-1',
      false,
      undefined,
    ]);
  });
});
