/**
 * What the app shares with every route plugin, including the AI routes: the store and the
 * validated configuration, as Fastify decorations.
 */
import type { Config } from '../config';
import type { Store } from '../store/store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database; call `store.forUser(request.user.id)` for a user's own rows. */
    store: Store;
    /** The configuration validated at boot. */
    appConfig: Config;
  }
}

export {};
