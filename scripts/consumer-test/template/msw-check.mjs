// Run by the consumer test after `npm install`: the mock layer of @hireloop/api (its handlers on
// msw 3's `setupServer`) answers the typed client in Node. Prints one JSON line:
// `{ status, title, expected }` (HTTP status and job title of GET /api/v1/c/jobs/{id}).
import { createApiClient } from '@hireloop/api';
import { demo, handlers } from '@hireloop/api/msw';
import { setupServer } from 'msw/node';

const server = setupServer(...handlers);
server.listen({ onUnhandledRequest: 'error' });
try {
  const client = createApiClient({ baseUrl: 'http://api.example.test' });
  const job = demo.jobs.robotics;
  const { data, response } = await client.GET('/api/v1/c/jobs/{id}', {
    params: { path: { id: job.id } },
  });
  console.log(
    JSON.stringify({ status: response.status, title: data?.data?.title, expected: job.title }),
  );
} finally {
  server.close();
}
