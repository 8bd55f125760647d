import type { FastifyInstance } from 'fastify';
import { activitiesApi } from '#core/activity/activities.api.ts';
import { createdOrFound, registerEndpoint } from '#server/http/endpoint-route.ts';
import { locationActivities, marinaFeed, recordActivity } from './activities.service.ts';

export async function activitiesRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;
  registerEndpoint(app, activitiesApi.feed, (caller) => marinaFeed(caller, caller.input.query));
  registerEndpoint(app, activitiesApi.locationFeed, (caller) =>
    locationActivities(caller, caller.input.params.guid, caller.input.query),
  );
  registerEndpoint(app, activitiesApi.create, async (caller) => {
    const { activity, created } = await recordActivity({ ...caller, config }, caller.input.body);
    return createdOrFound(created, activity);
  });
}
