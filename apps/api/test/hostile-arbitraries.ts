import fc from 'fast-check';

/** Field names the domain schemas read, so generated bodies reach past the first missing field. */
const FIELDS = [
  'title',
  'name',
  'email',
  'password',
  'first_name',
  'last_name',
  'program_id',
  'session_id',
  'exercise_id',
  'sets',
  'reps',
  'weight_kg',
  'height_cm',
  'duration_minutes',
  'notes',
  'status',
  'emoji',
  'friendId',
  'sessionCompletionId',
  'badgeId',
  'goalType',
  'goalTarget',
  'date',
  'target_date',
  'goal_type',
  'target_weight_kg',
  'measurement_date',
  'subscription',
  'endpoint',
  'ends_at',
  'training_days',
  'sessions_per_week',
  'message',
  'feeling',
  'photo_url',
  'current_password',
  'new_password',
  'is_private',
  'muscle_group',
  'type',
  'exercises',
  'keys',
  'q',
  'limit',
  'offset',
  'exercise_ids',
  'days',
  'unit',
  'before',
  'created_by',
  'user_id',
  'id',
] as const;
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'] as const;

/** 1 MiB of text: the JSON body limit, crossed once quoted. */
const MEGABYTE = 'é'.repeat(524_288);

/** Strings a member never types: NUL, RTL override, emoji sequences, numbers that are not. */
const nastyText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202Eabc\u202C',
  'مرحبا بالعالم',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '\uD800',
  '\uFEFF',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e309',
  '99999999999999999999',
  '2147483648',
  '0x10',
  ' 1',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '<img src=x onerror=alert(1)>',
  "'; drop table users; --",
  '../../etc/passwd',
  '%00',
  '2024-02-30',
  '9999-12-31T23:59:59Z',
  '25:61',
  'é'.repeat(5000),
);

const hostileString = fc.oneof(
  { weight: 4, arbitrary: nastyText },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constant(MEGABYTE) },
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    0,
    -1,
    1,
    2 ** 31,
    -(2 ** 31) - 1,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1e308,
    Number.MIN_VALUE,
    0.1 + 0.2,
  ),
);

const scalar = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));
const key = fc.oneof(
  fc.constantFrom(...FIELDS),
  fc.constantFrom(...PROTOTYPE_KEYS),
  fc.string({ maxLength: 12 }),
);

/** Any JSON value: scalars, arrays where objects go, objects nested a few levels. */
const { value: hostileValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 4 },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 6 }),
  ),
}));

/** JSON texts no object literal can make: forged prototypes, numbers JSON cannot hold, 5,000 levels. */
const rawJson = fc.constantFrom(
  '{"__proto__":{"role":"admin","isAdmin":true}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  '{"title":"a","__proto__":null}',
  '{"program_id":1e400,"id":-1e400}',
  '{"a":',
  '[',
  'null',
  '"texte"',
  '12',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
  '{"title":"\\u0000"}',
  '\u0000',
);

/** A request body: a JSON value, an object of known fields with hostile values, or a raw text. */
export const hostileBody = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 8 })
      .map((v) => ({ json: v })),
  },
  { weight: 2, arbitrary: hostileValue.map((v) => ({ json: v })) },
  { weight: 1, arbitrary: rawJson.map((text) => ({ raw: text })) },
);
export type HostileBody = { json: unknown } | { raw: string };

/** A lone surrogate cannot be put in a URL at all (encodeURIComponent throws): U+FFFD stands in. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** A path parameter, as it appears in the URL (encoded): ids of every wrong shape, and real ones. */
export const hostileParam = (realIds: string[]) =>
  fc
    .oneof(
      { weight: 2, arbitrary: fc.constantFrom(...realIds) },
      { weight: 2, arbitrary: nastyText.filter((text) => text.length < 100) },
      { weight: 2, arbitrary: hostileNumber.map(String) },
      { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
    )
    .map((text) => encodeURIComponent(wellFormed(text)) || '%20');

/** A query string of known names (and prototype keys) with hostile values, arrays included. */
export const hostileQuery = fc
  .dictionary(
    fc.oneof(fc.constantFrom(...FIELDS), fc.constantFrom(...PROTOTYPE_KEYS)),
    fc.oneof(nastyText, hostileNumber.map(String), fc.array(nastyText, { minLength: 2, maxLength: 3 })),
    { maxKeys: 4 },
  )
  .map((query) => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query))
      for (const item of [value].flat()) search.append(name, String(item));
    return search.toString();
  });
