import { expectTypeOf, test } from 'vitest';
import type {
  Api,
  ApiPaths,
  AuthResult,
  Job,
  NotificationList,
  NotificationSettings,
  User,
} from './index.ts';

test('public entity types are camelCase', () => {
  expectTypeOf<User>().toHaveProperty('firstName');
  expectTypeOf<User>().toHaveProperty('avatarThumbUrl');
  expectTypeOf<User>().not.toHaveProperty('first_name');
  expectTypeOf<AuthResult['user']>().toEqualTypeOf<User>();
  expectTypeOf<NotificationList>().toHaveProperty('unreadCount').toEqualTypeOf<number>();
  expectTypeOf<NotificationList['notifications'][number]>()
    .toHaveProperty('isImportant')
    .toEqualTypeOf<boolean>();
  expectTypeOf<Job>().toHaveProperty('salaryMin').toEqualTypeOf<number | null>();
  expectTypeOf<Job['company']>().toHaveProperty('openJobsCount');
  expectTypeOf<
    NonNullable<NotificationSettings['settings']['applicationReceived']>
  >().toEqualTypeOf<{
    inApp: boolean;
    email: boolean;
  }>();
});

test('functions take and return camelCase', () => {
  type Search = Parameters<Api['customer']['searchJobs']>[0];
  expectTypeOf<NonNullable<Search>>().toHaveProperty('includeUnstatedSalary');
  expectTypeOf<NonNullable<Search>>().not.toHaveProperty('include_unstated_salary');
  type Register = Parameters<Api['auth']['register']>[0];
  expectTypeOf<Register>().toHaveProperty('passwordConfirmation');
  type Unread = Awaited<ReturnType<ReturnType<Api['notifications']>['unreadCount']>>;
  expectTypeOf<Unread>().toEqualTypeOf<number>();
  type Scorecards = Awaited<ReturnType<Api['team']['scorecards']>>;
  expectTypeOf<Scorecards['meta']>().toHaveProperty('submittedCount').toEqualTypeOf<number>();
  expectTypeOf<Parameters<Api['team']['submitScorecard']>[1]>().toHaveProperty('ratings');
});

test('the raw client is typed camelCase too, path parameters as named in the contract', () => {
  type SearchQuery = NonNullable<ApiPaths['/api/v1/c/jobs']['get']['parameters']['query']>;
  expectTypeOf<SearchQuery>().toHaveProperty('perPage');
  expectTypeOf<SearchQuery>().not.toHaveProperty('per_page');
  type BookmarkPath = ApiPaths['/api/v1/c/bookmarks/{job_id}']['post']['parameters']['path'];
  expectTypeOf<BookmarkPath>().toHaveProperty('job_id');
  type RegisterBody = ApiPaths['/api/v1/auth/register']['post']['requestBody'];
  expectTypeOf<NonNullable<RegisterBody>['content']['application/json']>().toHaveProperty(
    'agreedToTerms',
  );
});
