/** The hiring-team rules (issue 36, decision 238) at their boundaries, as server, mock and web app use them. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { memberRoleValues } from './generated/schema.ts';
import {
  DEFAULT_SCORECARD_CRITERIA,
  ROLE_CAPABILITIES,
  TEAM_LIMITS,
  TEAM_MESSAGES,
  mentionableMembers,
  mentionedMembers,
  ratingsProblem,
  roleMay,
  scorecardSummary,
  type ScorecardLike,
  type TeamCapability,
} from './team.ts';

/** The bundled contract's text (openapi/openapi.yaml, as `pnpm contract:bundle` writes it). */
const CONTRACT = readFileSync(new URL('../../../openapi/openapi.yaml', import.meta.url), 'utf8');

/**
 * The lines under the first line of `lines` that is `key:` (at `indent` spaces when given), down
 * to the next line as shallow as it: a YAML block, read by indentation.
 */
function blockOf(lines: string[], key: string, indent?: number): string[] {
  const start = lines.findIndex(
    (line) =>
      line.trimStart() === `${key}:` && (indent === undefined || line.search(/\S/) === indent),
  );
  if (start === -1) throw new Error(`no ${key} in the contract`);
  const depth = lines[start]!.search(/\S/);
  const end = lines.findIndex(
    (line, index) => index > start && line.trim() !== '' && line.search(/\S/) <= depth,
  );
  return lines.slice(start + 1, end === -1 ? undefined : end);
}

/** Numeric keyword `keyword` of `components.schemas.<schema>`, or of its property path `path`. */
function contractLimit(schema: string, path: string[], keyword: string): number {
  let lines = blockOf(blockOf(CONTRACT.split('\n'), 'schemas', 2), schema, 4);
  for (const key of path) lines = blockOf(blockOf(lines, 'properties'), key);
  const depth = lines[0]?.search(/\S/);
  const found = lines
    .filter((line) => line.search(/\S/) === depth)
    .map((line) => new RegExp(`^\\s*${keyword}: (\\S+)$`).exec(line))
    .find(Boolean);
  if (!found) throw new Error(`no ${keyword} on ${[schema, ...path].join('.')}`);
  return Number(found[1]);
}

describe('TEAM_LIMITS are the contract limits', () => {
  it('notes and comments: NoteBody 1–5,000, ScorecardInput.comment at most 5,000', () => {
    expect(contractLimit('NoteBody', [], 'minLength')).toBe(1);
    expect(contractLimit('NoteBody', [], 'maxLength')).toBe(TEAM_LIMITS.noteMaxLength);
    expect(contractLimit('ScorecardInput', ['comment'], 'maxLength')).toBe(
      TEAM_LIMITS.scorecardCommentMaxLength,
    );
    expect(contractLimit('Scorecard', ['comment'], 'maxLength')).toBe(
      TEAM_LIMITS.scorecardCommentMaxLength,
    );
  });

  it('ratings run 1–4, at most 10 a scorecard, criteria 1–60 characters, 1–10 a posting', () => {
    expect(contractLimit('ScorecardRating', ['rating'], 'minimum')).toBe(TEAM_LIMITS.minRating);
    expect(contractLimit('ScorecardRating', ['rating'], 'maximum')).toBe(TEAM_LIMITS.maxRating);
    expect(contractLimit('ScorecardInput', ['ratings'], 'minItems')).toBe(1);
    expect(contractLimit('ScorecardInput', ['ratings'], 'maxItems')).toBe(TEAM_LIMITS.maxCriteria);
    expect(contractLimit('ScorecardCriterion', [], 'minLength')).toBe(1);
    expect(contractLimit('ScorecardCriterion', [], 'maxLength')).toBe(
      TEAM_LIMITS.criterionMaxLength,
    );
    for (const schema of ['PostingInput', 'Posting']) {
      expect(contractLimit(schema, ['scorecard_criteria'], 'minItems')).toBe(
        TEAM_LIMITS.minCriteria,
      );
      expect(contractLimit(schema, ['scorecard_criteria'], 'maxItems')).toBe(
        TEAM_LIMITS.maxCriteria,
      );
    }
    expect(contractLimit('ScorecardListResponse', ['meta', 'criteria'], 'maxItems')).toBe(
      TEAM_LIMITS.maxCriteria,
    );
    expect(contractLimit('ScorecardSummary', ['criteria'], 'maxItems')).toBe(
      TEAM_LIMITS.maxCriteria,
    );
  });

  it('an invitation link works 7 days; postings get the default criteria the contract names', () => {
    expect(TEAM_LIMITS.invitationValidityMs).toBe(7 * 86_400_000);
    expect(CONTRACT).toContain('When the link stops working (7 days after it was sent).');
    expect(CONTRACT).toContain(`gets \`[${DEFAULT_SCORECARD_CRITERIA.join(', ')}]\``);
    expect(new Set(DEFAULT_SCORECARD_CRITERIA).size).toBe(DEFAULT_SCORECARD_CRITERIA.length);
    expect(DEFAULT_SCORECARD_CRITERIA.length).toBeGreaterThanOrEqual(TEAM_LIMITS.minCriteria);
    expect(DEFAULT_SCORECARD_CRITERIA.length).toBeLessThanOrEqual(TEAM_LIMITS.maxCriteria);
    for (const criterion of DEFAULT_SCORECARD_CRITERIA)
      expect(criterion.length).toBeLessThanOrEqual(TEAM_LIMITS.criterionMaxLength);
  });
});

describe('roleMay', () => {
  /** The role table of issue 36, cell by cell. */
  const TABLE: Record<string, Record<TeamCapability, boolean>> = {
    owner: { company: true, postings: true, pipeline: true, allApplications: true },
    admin: { company: true, postings: true, pipeline: true, allApplications: true },
    recruiter: { company: false, postings: true, pipeline: true, allApplications: true },
    interviewer: { company: false, postings: false, pipeline: false, allApplications: false },
  };

  it('answers every cell of the role table, for every role of the contract', () => {
    expect(Object.keys(ROLE_CAPABILITIES).sort()).toEqual([...memberRoleValues].sort());
    for (const role of memberRoleValues)
      for (const [capability, allowed] of Object.entries(TABLE[role]!))
        expect([role, capability, roleMay(role, capability as TeamCapability)]).toEqual([
          role,
          capability,
          allowed,
        ]);
  });

  it('words the 403 of a role with its article', () => {
    expect(TEAM_MESSAGES.forbidden('interviewer', 'company')).toBe(
      'An interviewer may not manage the company profile or its team.',
    );
    expect(TEAM_MESSAGES.forbidden('admin', 'postings')).toMatch(/^An admin may not /);
    expect(TEAM_MESSAGES.forbidden('recruiter', 'company')).toMatch(/^A recruiter may not /);
    expect(TEAM_MESSAGES.noteTooLong).toBe('A note can be at most 5,000 characters.');
  });
});

describe('mentionableMembers', () => {
  const members = [
    { id: 'o', role: 'owner' as const },
    { id: 'r', role: 'recruiter' as const },
    { id: 'i1', role: 'interviewer' as const },
    { id: 'i2', role: 'interviewer' as const },
  ];

  it('offers everyone who sees the application but the author', () => {
    expect(mentionableMembers(members, ['i1'], 'o').map((m) => m.id)).toEqual(['r', 'i1']);
  });

  it('leaves out an interviewer who is not on the hiring team', () => {
    expect(mentionableMembers(members, [], 'r').map((m) => m.id)).toEqual(['o']);
  });
});

describe('mentionedMembers', () => {
  const ana = { id: 'ana', name: 'Ana' };
  const anabel = { id: 'anabel', name: 'Anabel' };
  const anaLopez = { id: 'ana-lopez', name: 'Ana Lopez' };
  const kenji = { id: 'kenji', name: 'Kenji Watanabe' };
  const ids = (body: string, members: { id: string; name: string }[]) =>
    mentionedMembers(body, members).map((m) => m.id);

  it('needs the whole name after an @: `@Ana` does not mention "Anabel", nor `@Ana2`', () => {
    expect(ids('Thanks @Ana, see you.', [anabel])).toEqual([]);
    expect(ids('@Ana2 and @Anabel', [ana, anabel])).toEqual(['anabel']);
    expect(ids('Ask @Ana.', [ana, anabel])).toEqual(['ana']);
    expect(ids('Ask @Ana', [ana])).toEqual(['ana']);
  });

  it('ignores case', () => {
    expect(ids('cc @kenji WATANABE', [kenji])).toEqual(['kenji']);
  });

  it('takes the longest name at one @, and both when both are written', () => {
    expect(ids('@Ana Lopez could you look?', [ana, anaLopez])).toEqual(['ana-lopez']);
    expect(ids('@Ana Lopez and @Ana', [ana, anaLopez])).toEqual(['ana-lopez', 'ana']);
  });

  it('mentions nobody without an @, nor a member without a name; lists them as the text does', () => {
    expect(ids('Kenji Watanabe and Ana Lopez agree.', [kenji, anaLopez])).toEqual([]);
    expect(ids('@ hello', [{ id: 'blank', name: ' ' }])).toEqual([]);
    expect(ids('@Kenji Watanabe @Ana Lopez @Kenji Watanabe', [anaLopez, kenji])).toEqual([
      'kenji',
      'ana-lopez',
    ]);
  });
});

describe('scorecardSummary', () => {
  const criteria = ['skills', 'experience', 'communication'];
  const card = (
    recommendation: ScorecardLike['recommendation'],
    ratings: Record<string, number>,
  ): ScorecardLike => ({
    recommendation,
    ratings: Object.entries(ratings).map(([criterion, rating]) => ({ criterion, rating })),
  });

  it('counts the recommendations and averages each rated criterion to two decimals', () => {
    const summary = scorecardSummary(
      [
        card('yes', { skills: 4, experience: 4, communication: 3 }),
        card('strong_yes', { skills: 3, experience: 4 }),
        card('yes', { skills: 3, experience: 3, unknown: 1 }),
      ],
      criteria,
    );
    expect(summary).toEqual({
      submitted: 3,
      recommendations: { strong_no: 0, no: 0, yes: 2, strong_yes: 1 },
      criteria: [
        { criterion: 'skills', average: 3.33, count: 3 },
        { criterion: 'experience', average: 3.67, count: 3 },
        { criterion: 'communication', average: 3, count: 1 },
      ],
    });
  });

  it('keeps the posting order and leaves out criteria nobody rated; none submitted is all zero', () => {
    const summary = scorecardSummary([card('no', { communication: 2, skills: 1 })], criteria);
    expect(summary.criteria.map((c) => c.criterion)).toEqual(['skills', 'communication']);
    expect(scorecardSummary([], criteria)).toEqual({
      submitted: 0,
      recommendations: { strong_no: 0, no: 0, yes: 0, strong_yes: 0 },
      criteria: [],
    });
  });
});

describe('ratingsProblem', () => {
  const criteria = [...DEFAULT_SCORECARD_CRITERIA];
  const rate = (rating: number, criterion = 'skills') => [{ criterion, rating }];

  it('takes 1 and 4, some of the criteria, each once', () => {
    expect(ratingsProblem(rate(TEAM_LIMITS.minRating), criteria)).toBeNull();
    expect(ratingsProblem(rate(TEAM_LIMITS.maxRating), criteria)).toBeNull();
    expect(
      ratingsProblem(
        criteria.map((criterion) => ({ criterion, rating: 2 })),
        criteria,
      ),
    ).toBeNull();
  });

  it('refuses an unknown or repeated criterion, and 0, 5 or 2.5', () => {
    expect(ratingsProblem(rate(3, 'humour'), criteria)).toBe(TEAM_MESSAGES.ratings);
    expect(ratingsProblem(rate(3, 'Skills'), criteria)).toBe(TEAM_MESSAGES.ratings);
    expect(ratingsProblem([...rate(3), ...rate(4)], criteria)).toBe(TEAM_MESSAGES.ratings);
    for (const rating of [TEAM_LIMITS.minRating - 1, TEAM_LIMITS.maxRating + 1, 2.5])
      expect(ratingsProblem(rate(rating), criteria)).toBe(TEAM_MESSAGES.ratings);
  });
});
