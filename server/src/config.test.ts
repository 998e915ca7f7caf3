// The configuration: defaults, validation naming the variable, and immutability.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('keeps uploads on disk unless STORAGE_S3_* names a bucket, and names the variable that is missing', () => {
    expect(loadConfig({}).storageS3).toBeNull();
    const s3 = {
      STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000',
      STORAGE_S3_BUCKET: 'dealloop-uploads',
      STORAGE_S3_ACCESS_KEY_ID: 'key',
      STORAGE_S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3).storageS3).toMatchObject({
      endpoint: 'http://127.0.0.1:9000/',
      bucket: 'dealloop-uploads',
      region: 'us-east-1',
      pathStyle: true,
    });
    expect(loadConfig({ ...s3, STORAGE_S3_PATH_STYLE: 'false' }).storageS3?.pathStyle).toBe(false);
    for (const [name, value, says] of [
      ['STORAGE_S3_ENDPOINT', '', /STORAGE_S3_ENDPOINT.*required/],
      ['STORAGE_S3_ENDPOINT', 'ftp://x', /STORAGE_S3_ENDPOINT.*http/],
      ['STORAGE_S3_BUCKET', 'Bad_Bucket', /STORAGE_S3_BUCKET/],
      ['STORAGE_S3_SECRET_ACCESS_KEY', '', /STORAGE_S3_SECRET_ACCESS_KEY.*required/],
    ] as const) {
      expect(() => loadConfig({ ...s3, [name]: value })).toThrow(says);
    }
  });

  it('defaults to port 3000, ./data and a SQLite file inside it', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe('/srv/app/data');
    expect(config.dialect).toBe('sqlite');
    expect(config.databaseUrl).toBe(`sqlite:${path.join('/srv/app/data', 'dealloop.sqlite')}`);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('selects Postgres for a postgres:// URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db.internal:5432/dealloop' });
    expect(config.dialect).toBe('postgres');
  });

  it('normalises PUBLIC_URL without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://deals.example.com/' }).publicUrl).toBe(
      'https://deals.example.com',
    );
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_URL', 'not a url'],
    ['PUBLIC_URL', 'ftp://files.example.com'],
    ['AUTH_SECRET', 'too-short'],
    ['TRUST_PROXY', 'maybe'],
    ['LOG_LEVEL', 'loud'],
    ['PASSWORD_HASH_COST', '1000'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['MAIL_FROM', 'nobody'],
    ['MAIL_POLL_MS', '5'],
    ['MAIL_POSTAL_ADDRESS', 'Box 1'],
    ['MAIL_POSTAL_ADDRESS', '100 Main St\nSpringfield, IL 62701'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    let caught: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as ConfigError).variable).toBe(name);
    expect((caught as Error).message).toContain(name);
  });

  it('keeps mail local without SMTP_URL and reads the mail settings', () => {
    const local = loadConfig({ PUBLIC_URL: 'https://deals.example.com' });
    expect(local.smtpUrl).toBeNull();
    expect(local.mailFrom).toBe('DealLoop <no-reply@deals.example.com>');
    expect(local.mailPollMs).toBe(5000);
    expect(local.mailPostalAddress).toBeNull();
    const smtp = loadConfig({
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'Deals <deals@example.com>',
      MAIL_POLL_MS: '1000',
      MAIL_POSTAL_ADDRESS: ' 100 Main St,  Suite 4, Springfield, IL 62701 ',
    });
    expect(smtp).toMatchObject({
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      mailFrom: 'Deals <deals@example.com>',
      mailPollMs: 1000,
      mailPostalAddress: '100 Main St, Suite 4, Springfield, IL 62701',
    });
  });

  it('keeps texts in the local outbox without SMS_*, and reads a Twilio-compatible provider', () => {
    expect(loadConfig({}).sms).toBeNull();
    expect(
      loadConfig({
        SMS_ACCOUNT_SID: 'AC123',
        SMS_AUTH_TOKEN: 'secret',
        SMS_FROM: '+15551234567',
        SMS_API_BASE: 'http://127.0.0.1:8080/',
      }).sms,
    ).toEqual({
      apiBase: 'http://127.0.0.1:8080',
      accountSid: 'AC123',
      authToken: 'secret',
      from: '+15551234567',
      messagingServiceSid: null,
    });
    expect(
      loadConfig({ SMS_ACCOUNT_SID: 'AC1', SMS_AUTH_TOKEN: 't', SMS_MESSAGING_SERVICE_SID: 'MG1' }).sms,
    ).toMatchObject({
      apiBase: 'https://api.twilio.com',
      from: null,
      messagingServiceSid: 'MG1',
    });
    for (const [env, variable] of [
      [{ SMS_ACCOUNT_SID: 'AC1', SMS_FROM: '+15551234567' }, 'SMS_AUTH_TOKEN'],
      [{ SMS_AUTH_TOKEN: 't', SMS_FROM: '+15551234567' }, 'SMS_ACCOUNT_SID'],
      [{ SMS_ACCOUNT_SID: 'AC1', SMS_AUTH_TOKEN: 't' }, 'SMS_FROM'],
      [{ SMS_ACCOUNT_SID: 'AC1', SMS_AUTH_TOKEN: 't', SMS_FROM: '555-1234' }, 'SMS_FROM'],
      [
        { SMS_ACCOUNT_SID: 'AC1', SMS_AUTH_TOKEN: 't', SMS_FROM: '+15551234567', SMS_API_BASE: 'ftp://x' },
        'SMS_API_BASE',
      ],
    ] as const) {
      expect(() => loadConfig(env)).toThrow(variable);
    }
  });

  it('refuses to start with SMTP_URL but no MAIL_POSTAL_ADDRESS, naming the variable', () => {
    for (const address of [undefined, '', '   ']) {
      expect(() =>
        loadConfig({ SMTP_URL: 'smtp://smtp.example.com:587', MAIL_POSTAL_ADDRESS: address }),
      ).toThrow(/MAIL_POSTAL_ADDRESS must be set when SMTP_URL is/);
    }
  });

  it('finds the built SDK in packages/embed/dist unless SDK_DIR says otherwise', () => {
    expect(loadConfig({}, '/srv/app').sdkDir).toBe(
      path.resolve(import.meta.dirname, '../../packages/embed/dist'),
    );
    expect(loadConfig({ SDK_DIR: 'build/sdk' }, '/srv/app').sdkDir).toBe('/srv/app/build/sdk');
  });

  it('is frozen', () => {
    const config = loadConfig({});
    expect(Object.isFrozen(config)).toBe(true);
    expect(() => {
      (config as { port: number }).port = 1;
    }).toThrow();
  });
});
