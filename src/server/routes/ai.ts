/**
 * The AI routes of spec §7: plain feedback, the enhanced (ToneLens) response, alternative
 * wording, the EchoRoom reply, Spectral Meaning, the framed chat reply and the reanalysis with
 * adjusted values. Each computes the engine's full analysis of its text first and hands it to the
 * provider, so every answer is grounded in the numbers the user sees; each answer says who
 * answered (`source`). The replies (not the alternative wording, which keeps the text's
 * language) are asked in the signed-in user's interface language and say which language they
 * are in. All seven need a session (401) and share one per-user budget of `perUserPerMinute`
 * requests a minute (429): a person's AI use is counted, not a route's.
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyse } from '@engine/analyse';
import {
  EnhancedAnalysisRequest,
  EnhancedAnalysisResponse,
  GenerateAlternativeRequest,
  GenerateAlternativeResponse,
  PlainAnalysisRequest,
  PlainAnalysisResponse,
} from '@contract/analysis';
import {
  DefinitionRequest,
  DefinitionResponse,
  EchoAnalyseRequest,
  EchoAnalyseResponse,
} from '@contract/echo-room';
import {
  FramedReplyRequest,
  FramedReplyResponse,
  ReanalyseRequest,
  ReanalyseResponse,
} from '@contract/framed';
import type { AiProvider, AnalysedText } from '../ai/provider';
import type { Analyser } from '../analysis/analyser';
import { requireUser, userOf } from '../auth/require-user';
import { HttpError, waitInWords } from '../http/errors';
import { RecordNotFoundError } from '../store/errors';

export interface AiRoutesOptions {
  provider: AiProvider;
  perUserPerMinute: number;
  /** Analyses the long texts of the plain and enhanced routes off the event loop. */
  analyser: Analyser;
  /** The per-user analysis budget POST /api/analyse also spends (plain and enhanced only). */
  analysisLimit: preHandlerAsyncHookHandler;
}

const analysed = (text: string): AnalysedText => ({ text, analysis: analyse(text, 'full') });
/** An optional companion text: blank counts as absent. */
const optionalText = (text: string | null | undefined): AnalysedText | null =>
  text && text.trim() !== '' ? analysed(text) : null;

export async function aiRoutes(app: FastifyInstance, options: AiRoutesOptions): Promise<void> {
  const { provider, perUserPerMinute, analyser, analysisLimit } = options;
  const analysedOffLoop = async (text: string): Promise<AnalysedText> => ({
    text,
    analysis: await analyser.analyse(text, 'full'),
  });
  const { store } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // One limiter for all seven routes, so they share the budget; it runs after requireUser, so an
  // anonymous request is answered 401 and never counted, and the key is always a user's id.
  const limit = app.rateLimit({
    max: perUserPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `ai:${request.user?.id ?? request.ip}`,
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `You have reached the limit of ${perUserPerMinute} AI requests a minute. Please try again in ${waitInWords(context.ttl)}.`,
      ),
  });
  const preHandler = [requireUser, limit];
  const analysing = [requireUser, analysisLimit, limit];

  r.post(
    '/api/analyse/plain',
    {
      preHandler: analysing,
      schema: { body: PlainAnalysisRequest, response: { 200: PlainAnalysisResponse } },
    },
    async (request) => {
      const input = await analysedOffLoop(request.body.inputText);
      const feedback = await provider.plainFeedback({ ...input, language: userOf(request).language });
      const { wordCount, characterCount, sentimentClassification, sentimentScore } = input.analysis;
      return { ...feedback, wordCount, characterCount, sentimentClassification, sentimentScore };
    },
  );

  r.post(
    '/api/analyse/enhanced',
    {
      preHandler: analysing,
      schema: { body: EnhancedAnalysisRequest, response: { 200: EnhancedAnalysisResponse } },
    },
    async (request) =>
      provider.enhancedAnalysis({
        ...(await analysedOffLoop(request.body.inputText)),
        language: userOf(request).language,
      }),
  );

  r.post(
    '/api/generate-alternative',
    {
      preHandler,
      schema: { body: GenerateAlternativeRequest, response: { 200: GenerateAlternativeResponse } },
    },
    async (request) => {
      const { inputText, analysisId } = request.body;
      const analyses = store.forUser(userOf(request).id).analyses;
      // Checked first: a wrong id should not cost a model call.
      if (analysisId && !(await analyses.exists(analysisId))) throw new RecordNotFoundError('Analysis');
      const result = await provider.alternativeWording(analysed(inputText));
      if (analysisId && !(await analyses.setAlternativeText(analysisId, result.alternativeText))) {
        throw new RecordNotFoundError('Analysis');
      }
      return result;
    },
  );

  r.post(
    '/api/echoroom/analyse',
    { preHandler, schema: { body: EchoAnalyseRequest, response: { 200: EchoAnalyseResponse } } },
    async (request) => {
      const { inputText, echoMode, originalText } = request.body;
      return provider.echoReply({
        ...analysed(inputText),
        mode: echoMode,
        original: optionalText(originalText),
        language: userOf(request).language,
      });
    },
  );

  r.post(
    '/api/spectral-definition',
    { preHandler, schema: { body: DefinitionRequest, response: { 200: DefinitionResponse } } },
    async (request) => {
      const term = request.body.inputText;
      return provider.defineTerm({ term, analysis: analyse(term, 'full') });
    },
  );

  r.post(
    '/api/ai-response/framed',
    { preHandler, schema: { body: FramedReplyRequest, response: { 200: FramedReplyResponse } } },
    async (request) => {
      const { userMessage, emotionalValues, originalText, aiText, conversationHistory } = request.body;
      return provider.framedReply({
        userMessage: analysed(userMessage),
        emotionalValues,
        original: analysed(originalText),
        alternative: optionalText(aiText),
        conversationHistory,
        language: userOf(request).language,
      });
    },
  );

  r.post(
    '/api/reanalyse-adjusted',
    { preHandler, schema: { body: ReanalyseRequest, response: { 200: ReanalyseResponse } } },
    async (request) => {
      const { originalText, adjustedEmotionalValues } = request.body;
      return provider.reanalyseAdjusted({
        original: analysed(originalText),
        adjustedValues: adjustedEmotionalValues,
        language: userOf(request).language,
      });
    },
  );
}
