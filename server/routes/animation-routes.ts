// Animations: list and detail (requirements §7 animations_type_light, animation_light/{id}), e-learning
// modules, quiz/survey attempts, and the actions of the other types. Member calls; writes are refused while
// impersonating (an agent helping a member does not answer quizzes or take codes in their name). The detail
// also answers an unpublished animation, without a member token too, to a valid content preview token.
// At registration the animation files are checked and synced (a bad file stops the start).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readAnimationFiles } from '../animations/animation-files';
import { syncAnimationFiles } from '../animations/animation-sync';
import { findAnimation } from '../animations/animation-store';
import { detailOf, listAnimations } from '../animations/animation-view';
import {
  cancelEventRegistration,
  claimCode,
  completeExternal,
  getModule,
  joinBooster,
  markModuleRead,
  registerForEvent,
  startExternal,
} from '../animations/animation-actions';
import { getAttempt, quizForms, saveAnswer, startAttempt, submitAttempt } from '../animations/quiz-attempts';
import type { AttemptReader } from '../animations/quiz-attempts';
import { previewTokenValid } from '../content/preview-tokens';
import { ApiError } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import { requestLanguage } from '../http/request-language';
import type { LanguageCode } from '../http/request-language';
import type { Services } from '../services';

type Id = { id: string };
type ModuleIds = { id: string; moduleId: string };
type AttemptId = { attemptId: string };

export interface AnimationRouteOptions {
  /** Adds the dev route that reports an external e-learning's completion. */
  dev: boolean;
  /** Another folder of animation files (tests); default server/animations/data. */
  dir?: string;
}

export async function registerAnimationRoutes(app: FastifyInstance, services: Services, options: AnimationRouteOptions): Promise<void> {
  const { db, contract, auth, clock } = services;
  await syncAnimationFiles(db, readAnimationFiles(contract, options.dir), clock);
  const now = () => new Date(clock());
  const language = (request: FastifyRequest) => requestLanguage(request.headers['accept-language']);
  const reader = async (request: FastifyRequest) => (await auth.member(request)).id;
  // With a valid preview token (the editor's /animations-preview), a guest sees the animation without the
  // member's part. The portal always sends a token, for guests the anonymous one (401 member_required from the
  // member reader), so "not a member" is any 401, not only a missing Authorization header.
  const previewReader = async (request: FastifyRequest) => {
    try {
      return await reader(request);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
  // The contract refuses these writes to a support session (x-support-session), as every such operation.
  const writer = reader;
  // An attempt is answered with the quiz form's fields of the version live now (an editor's field among them).
  const attemptReader = async (request: FastifyRequest, member = reader): Promise<AttemptReader> => ({
    userId: await member(request),
    language: language(request),
    fields: contract.formFields(quizForms),
  });

  app.route<{ Querystring: { type?: Schemas['AnimationType']; status?: Schemas['AnimationStatus'] } }>({
    ...contract.route('listAnimations'),
    handler: async (request): Promise<Schemas['AnimationList']> =>
      listAnimations(db, await reader(request), request.query, language(request), now()),
  });

  app.route<{ Params: Id }>({
    ...contract.route('getAnimation'),
    handler: async (request): Promise<Schemas['AnimationDetail']> => {
      const header = request.headers['x-preview-token'];
      const preview = await previewTokenValid(db, Array.isArray(header) ? header[0] : header, clock);
      const userId = preview ? await previewReader(request) : await reader(request);
      const row = await findAnimation(db, Number(request.params.id), { preview });
      return detailOf(db, row, userId, language(request), now(), { preview });
    },
  });

  app.route<{ Params: ModuleIds }>({
    ...contract.route('getElearningModule'),
    handler: async (request): Promise<Schemas['ElearningModule']> =>
      getModule(
        db,
        { animationId: Number(request.params.id), moduleId: Number(request.params.moduleId) },
        await reader(request),
        language(request),
      ),
  });

  app.route<{ Params: ModuleIds }>({
    ...contract.route('markModuleRead'),
    handler: async (request): Promise<Schemas['ElearningModules']> => {
      const ids = { animationId: Number(request.params.id), moduleId: Number(request.params.moduleId) };
      return markModuleRead(db, ids, await writer(request), language(request), now());
    },
  });

  app.route<{ Params: Id }>({
    ...contract.route('startQuizAttempt'),
    handler: async (request, reply): Promise<Schemas['QuizAttempt']> => {
      const { created, attempt } = await startAttempt(db, Number(request.params.id), await attemptReader(request, writer), now());
      reply.code(created ? 201 : 200);
      return attempt;
    },
  });

  app.route<{ Params: AttemptId }>({
    ...contract.route('getQuizAttempt'),
    handler: async (request): Promise<Schemas['QuizAttempt']> =>
      getAttempt(db, Number(request.params.attemptId), await attemptReader(request)),
  });

  app.route<{ Params: AttemptId & { questionId: string }; Body: Schemas['QuizAnswerRequest'] }>({
    ...contract.route('saveQuizAnswer'),
    handler: async (request): Promise<Schemas['QuizAnswersSaved']> => {
      const ids = { attemptId: Number(request.params.attemptId), questionId: Number(request.params.questionId) };
      return saveAnswer(db, ids, await writer(request), request.body.choice_ids, now());
    },
  });

  app.route<{ Params: AttemptId; Body: Schemas['QuizSubmitRequest'] | undefined }>({
    ...contract.route('submitQuizAttempt'),
    // The body is optional (every field of the form is): a submit without one scores the answers saved so far.
    preValidation: async (request) => {
      request.body ??= {};
    },
    handler: async (request): Promise<Schemas['QuizAttempt']> =>
      submitAttempt(db, Number(request.params.attemptId), await attemptReader(request, writer), request.body ?? {}, now()),
  });

  const action = <T>(
    operationId: string,
    work: (db: Services['db'], id: number, userId: number, language: LanguageCode, now: Date) => Promise<unknown>,
  ) =>
    app.route<{ Params: Id }>({
      ...contract.route(operationId),
      handler: async (request): Promise<T> =>
        (await work(db, Number(request.params.id), await writer(request), language(request), now())) as T,
    });
  action<Schemas['AnimationExternalAction']>('startExternalElearning', startExternal);
  action<Schemas['AnimationBoosterAction']>('joinBooster', joinBooster);
  action<Schemas['AnimationEventAction']>('registerForEvent', registerForEvent);
  action<Schemas['AnimationEventAction']>('cancelEventRegistration', cancelEventRegistration);
  action<Schemas['AnimationCodeAction']>('claimAnimationCode', claimCode);

  if (options.dev) {
    app.route<{ Params: Id; Body: Schemas['DevExternalCompletionRequest'] }>({
      ...contract.route('completeDevExternalElearning'),
      handler: async (request): Promise<Schemas['AnimationExternalAction']> =>
        completeExternal(db, Number(request.params.id), request.body.email, language(request), now()),
    });
  }
}
