import type { DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { printSubgraphSchema } from '@apollo/subgraph';
import type { SubgraphDefinition } from './subgraph-definition.js';
import { SubgraphModule } from './subgraph.module.js';

/**
 * The subgraph's SDL as `printSubgraphSchema` prints it (with `@link` and the federation directives, which Nest's
 * autoSchemaFile output lacks): its module booted with `app.init()` and no listen, its resolvers' dependencies
 * stubbed, so the build needs neither PostgreSQL nor Redis.
 */
export async function printSubgraph(def: SubgraphDefinition): Promise<string> {
  const root: DynamicModule = {
    module: class SubgraphSchemaModule {},
    imports: [SubgraphModule.forService({ INTERNAL_SECRET: 'schema-only', NODE_ENV: 'production' }, def)],
    providers: [...def.resolvers, ...def.stubs.map((stub) => ({ provide: stub, useValue: {} }))],
  };
  const app = await NestFactory.create<NestFastifyApplication>(root, new FastifyAdapter(), { logger: false });
  try {
    await app.init();
    return printSubgraphSchema(app.get(GraphQLSchemaHost).schema);
  } finally {
    await app.close();
  }
}
