import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandler, HttpError, waitInWords } from './errors';

describe('error answers', () => {
  it('never carry stack traces, SQL or driver text', async () => {
    const app = Fastify({ logger: false });
    app.setErrorHandler(errorHandler);
    app.get('/sql', async () => {
      throw Object.assign(new Error('SQLITE_ERROR: no such column: select password_hash from users'), {
        code: 'SQLITE_ERROR',
      });
    });
    app.get('/pg', async () => {
      throw Object.assign(new Error('relation "users" does not exist'), { code: '42P01', statusCode: 400 });
    });
    app.get('/teapot', async () => {
      throw new HttpError(418, 'I am a teapot.');
    });
    for (const url of ['/sql', '/pg']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
      expect(response.body).not.toMatch(/select|relation|users|at /);
    }
    expect((await app.inject({ method: 'GET', url: '/teapot' })).json()).toEqual({
      message: 'I am a teapot.',
    });
    await app.close();
  });
});

describe('a wait in words', () => {
  it('says seconds for short waits and whole minutes, rounded up, from 46 s on', () => {
    expect([800, 1_000, 45_000, 45_001, 59_000, 60_000, 61_000, 3_600_000].map(waitInWords)).toEqual([
      '1 second',
      '1 second',
      '45 seconds',
      '1 minute',
      '1 minute',
      '1 minute',
      '2 minutes',
      '60 minutes',
    ]);
  });
});
