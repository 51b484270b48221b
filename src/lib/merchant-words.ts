/**
 * What a merchant reads: Korean sentences in short polite 해요체, without the words developers use
 * among themselves. Codegen checks every schema help text (`x-help`, `@help`) with
 * `merchantTextProblems`, and the copy tests check the console's sentences with `developerWordsIn`.
 */

/** Words and shapes written for developers: a merchant never reads them. */
const DEVELOPER_WORDS: readonly (readonly [RegExp, string])[] = [
  [/스펙/, '스펙'],
  [/스키마/, '스키마'],
  [/엔드포인트/, '엔드포인트'],
  [/필드/, '필드'],
  [/파라미터/, '파라미터'],
  [/페이로드/, '페이로드'],
  [/(?<![A-Za-z])API(?![A-Za-z])/, 'API'],
  [/GraphQL/i, 'GraphQL'],
  [/(?<![A-Za-z])(?:mock|msw|json|enum|null|undefined|true|false|errors?)(?![A-Za-z])/i, '개발 용어'],
  // A lower-case id is a property name; 아이디 written ID is a merchant's word (계정 ID).
  [/(?<![A-Za-z])id(?![A-Za-z])/, '개발 용어'],
  [/(?<![\d,.-])(?:400|401|403|404|409|422)(?![\d,]*[원개자%])/, 'HTTP 상태 코드'],
  // SNAKE_CASE constants (ALL_DAY, BAD_USER_INPUT) and camelCase names (displayOrder, feeAmount).
  [/(?<![A-Za-z])[A-Z][A-Z0-9]*_[A-Z0-9_]+(?![A-Za-z])/, '코드 값'],
  [/(?<![A-Za-z])[a-z]+[A-Z][A-Za-z]*(?![A-Za-z])/, '코드 이름'],
  // Upper-case values (OPEN, CLOSED, CONFLICT); file formats a merchant picks are fine.
  [/(?<![A-Za-z])(?!(?:WEBP|HEIC|XLSX|HTTPS?)(?![A-Za-z]))[A-Z]{4,}(?![A-Za-z])/, '코드 값'],
  [/`/, '코드 표시(`)'],
];

/** The developer words in a sentence, named as a problem list says them (empty when none). */
export function developerWordsIn(text: string): string[] {
  return DEVELOPER_WORDS.filter(([pattern]) => pattern.test(text)).map(([, name]) => name);
}

/**
 * Why a text a merchant reads is not ready (empty when it is): it is Korean, each sentence ends in
 * 해요체 (…요. / …요?) unless it is an example (`예) 2021-서울마포-1234`), and it has no developer words.
 */
export function merchantTextProblems(text: string): string[] {
  const problems: string[] = [];
  if (!/[가-힣]/.test(text)) problems.push('한국어 문장이 아니에요');
  const sentences = text
    .trim()
    .split(/(?<=[.?!])\s+/)
    .filter(Boolean);
  const plain = sentences.filter(
    (sentence) => !sentence.startsWith('예)') && !/요(?:\([^)]*\))?[.?!]?$/.test(sentence),
  );
  if (plain.length > 0) problems.push(`해요체로 끝나지 않는 문장: "${plain.join('" "')}"`);
  const words = developerWordsIn(text);
  if (words.length > 0) problems.push(`개발자용 말: ${words.join(', ')}`);
  return problems;
}
