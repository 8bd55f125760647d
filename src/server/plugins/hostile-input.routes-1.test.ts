import { hostileRoutes } from '#server/test/hostile-input-suite.ts';

/** Hostile variations of every route, part 1 of HOSTILE_PARTS (src/server/test/hostile-input-suite.ts). */
hostileRoutes(1);
