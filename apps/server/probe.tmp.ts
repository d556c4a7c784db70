import { openDatabase } from '/work/wt/speed/apps/server/src/db/client.ts';
import { searchJobs, toJobSearch } from '/work/wt/speed/apps/server/src/modules/marketplace/search.ts';
const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:54345/hl_bench_kept', poolSize: 4 });
const viewer = '00000000-0000-0000-0000-000000000000';
const cases: Record<string, unknown>[] = [
  { q: "engineer", salary_min: 50011 },
  { q: 'firmware', salary_min: 1 }, { q: 'firmware', salary_min: 2 },
  { q: 'frontend react', salary_min: 3 }, { q: 'sofware enginer', salary_min: 4 },
  { workplace_type: ['remote'], salary_min: 5 }, { q: 'engineer', location: 'NYC', salary_min: 6 },
  { q: 'engineer' }, { q: 'engineer' },
];
for (const c of cases) {
  const t0 = performance.now();
  const r = await searchJobs(database.db, viewer, toJobSearch(c as never), new Date());
  console.log(JSON.stringify(c).padEnd(50), (performance.now() - t0).toFixed(1), 'ms total', r.meta.total, r.total_is_capped, r.facets_are_sampled);
}
await database.close();
