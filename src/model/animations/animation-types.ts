// The animations' shapes, as the API contract answers them (listAnimations, getAnimation).
import type { components } from '@/generated/api';

type Schemas = components['schemas'];
export type AnimationType = Schemas['AnimationType'];
export type AnimationStatus = Schemas['AnimationStatus'];
export type ParticipationState = Schemas['AnimationParticipation']['state'];
export type Picture = Schemas['AnimationPicture'];
export type AnimationSummary = Schemas['AnimationSummary'];
export type AnimationList = Schemas['AnimationList'];
export type AnimationDetail = Schemas['AnimationDetail'];
export type QuizAction = Schemas['AnimationQuizAction'];
export type ElearningAction = Schemas['AnimationElearningAction'];
export type ModuleSummary = Schemas['AnimationModuleState'];
