// The metrics one app adds to the process's: its HTTP latency and the projection lag it sees.
import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import type { Platform } from '../platform.ts';
import { measureHttpRequests } from './httpMetrics.ts';
import { observeProjections } from './projectionMetrics.ts';

export function createAppMetrics(app: FastifyInstance, platform: Pick<Platform, 'runner' | 'db'>): Registry {
  const registry = new Registry();
  measureHttpRequests(app, registry);
  observeProjections(registry, platform);
  return registry;
}
