// Calls to the control API from a test.
import type { FastifyInstance } from 'fastify';
import { XHR } from './testGateway';

export const control = (app: FastifyInstance, method: 'POST' | 'DELETE', url: string, payload?: unknown) =>
  app.inject({ method, url, headers: XHR, ...(payload === undefined ? {} : { payload: payload as object }) });

export const state = async (app: FastifyInstance) => JSON.parse((await app.inject({ method: 'GET', url: '/__mock/state' })).body);

/** A flag's value as the flag service answers it. */
export const flag = async (app: FastifyInstance, name: string) =>
  JSON.parse((await app.inject({ method: 'GET', url: `/gateway/institutional/moneymovement/api/v2/feature/enabled?key=${name}` })).body).data;
