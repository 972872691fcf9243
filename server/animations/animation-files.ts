// Reads and checks the editors' animation files (server/animations/data/*.json) against
// schemas/animations/animation.schema.json, then the rules a schema cannot say (ids unique, right answers, the
// pass score, pictures that exist, zones that are the contract's CmsItems). Every problem is reported as
// `file#/json/pointer: message` and stops the start, like the content files: a broken quiz never reaches a member.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readJsonFolder, repeatedIds } from '../data-files/json-folder';
import type { Schemas } from '../http/api-types';
import type { Contract } from '../http/contract';
import type { LanguageCode } from '../http/request-language';

export type AnimationType = Schemas['AnimationType'];
export type LocalText = Record<LanguageCode, string>;
export interface PictureFile {
  src: string;
  width: number;
  height: number;
  alt: LocalText;
}
export interface ZonesTexts {
  title: string;
  summary?: string;
  zones: Record<string, Schemas['CmsItem'][]>;
}
export interface ChoiceFile {
  id: number;
  text: LocalText;
  picture?: PictureFile;
  correct?: boolean;
}
export interface QuestionFile {
  id: number;
  multiple?: boolean;
  text: LocalText;
  picture?: PictureFile;
  choices: ChoiceFile[];
}
export interface ModuleFile {
  id: number;
  texts: Record<LanguageCode, ZonesTexts>;
}
export interface AnimationFile {
  id: number;
  type: AnimationType;
  published: boolean;
  starts_on: string;
  ends_on: string;
  miles: number;
  attempts_allowed?: number;
  picture?: PictureFile;
  texts: Record<LanguageCode, ZonesTexts & { summary: string }>;
  quiz?: { pass_score?: number; questions: QuestionFile[] };
  modules?: ModuleFile[];
  external?: { url: string };
  booster?: { multiplier: number };
  event?: { event_at: string; cancel_until: string; seats: number; location: LocalText };
  codes?: string[];
  generated_codes?: { prefix: string; count: number };
}

const here = dirname(fileURLToPath(import.meta.url));
export const animationsDir = join(here, 'data');
const schemaFile = join(here, '../../schemas/animations/animation.schema.json');
const mediaDir = join(here, '../content/media');

function duplicates(ids: number[]): number[] {
  return ids.filter((id, i) => ids.indexOf(id) !== i);
}

function pictureProblems(picture: PictureFile | undefined, at: string): string[] {
  if (!picture) return [];
  const file = join(mediaDir, picture.src.slice('/media/'.length));
  return picture.src.includes('..') || !existsSync(file) ? [`${at}/src: no such file in server/content/media`] : [];
}

function zoneProblems(zones: ZonesTexts['zones'], at: string, contract: Contract): string[] {
  return Object.entries(zones).flatMap(([zone, items]) =>
    items.flatMap((item, index) =>
      (contract.errors('CmsItem', item) ?? [])
        .filter((error) => error.keyword !== 'if') // ajv also reports the failed `if` of a failed `then`
        .map((error) => `${at}/zones/${zone}/${index}${error.instancePath}: ${error.message ?? 'invalid'}`),
    ),
  );
}

/** The rules beyond the schema, for a file the schema accepted. */
function ruleProblems(file: AnimationFile, contract: Contract): string[] {
  const problems: string[] = [];
  if (/^\d/.test(file.starts_on) && /^\d/.test(file.ends_on) && file.ends_on < file.starts_on)
    problems.push('#/ends_on: must not be before starts_on');
  problems.push(...pictureProblems(file.picture, '#/picture'));
  for (const [language, texts] of Object.entries(file.texts)) problems.push(...zoneProblems(texts.zones, `#/texts/${language}`, contract));
  const questions = file.quiz?.questions ?? [];
  for (const id of duplicates(questions.map((q) => q.id))) problems.push(`#/quiz/questions: question id ${id} is used twice`);
  const scored = file.type !== 'survey';
  questions.forEach((question, q) => {
    const at = `#/quiz/questions/${q}`;
    problems.push(...pictureProblems(question.picture, `${at}/picture`));
    for (const id of duplicates(question.choices.map((c) => c.id))) problems.push(`${at}/choices: choice id ${id} is used twice`);
    question.choices.forEach((choice, c) => problems.push(...pictureProblems(choice.picture, `${at}/choices/${c}/picture`)));
    const right = question.choices.filter((c) => c.correct).length;
    if (scored && right === 0) problems.push(`${at}/choices: mark the right choice with "correct": true`);
    if (scored && !question.multiple && right > 1) problems.push(`${at}/choices: a single-choice question has exactly one right choice`);
  });
  if (scored && file.quiz?.pass_score !== undefined && file.quiz.pass_score > questions.length)
    problems.push(`#/quiz/pass_score: at most the number of questions (${questions.length})`);
  const modules = file.modules ?? [];
  for (const id of duplicates(modules.map((m) => m.id))) problems.push(`#/modules: module id ${id} is used twice`);
  modules.forEach((module, m) => {
    for (const [language, texts] of Object.entries(module.texts))
      problems.push(...zoneProblems(texts.zones, `#/modules/${m}/texts/${language}`, contract));
  });
  return problems;
}

/** Every animation file of `dir`, checked; throws one error listing every problem of every file. */
export function readAnimationFiles(contract: Contract, dir: string = animationsDir): AnimationFile[] {
  return readJsonFolder<AnimationFile>({
    dir,
    schemaFile,
    what: 'Animation files',
    fileRules: (file) => ruleProblems(file, contract),
    folderRules: (files) => repeatedIds(files, (file) => [{ id: file.id, at: '/id' }]),
  }).map(({ file }) => file);
}
