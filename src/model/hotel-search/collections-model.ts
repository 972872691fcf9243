// A brand's page (/brands/:brand): the brand with its hotels. The brand opens again in another language (names and
// descriptions are translated); the latest opening's answer is the one shown. The lists of the content pages (the
// brands, the hotel group's lists) are their page config's data sources.
import { createEvent, sample } from 'effector';
import { thingQuery } from '@/model/remote-data/loadable-query';
import { loadBrandFx } from './hotel-calls';

export const brandOpened = createEvent<string>();

// Why member data: hotel cards carry the member's favorite flags. By code whatever the language: the same brand read
// again in another language stays on screen until its translation comes.
const brand = thingQuery(loadBrandFx, { name: 'brand', memberData: true, sameThing: (a: string, b: string) => a === b });
export const $brand = brand.$asked;

sample({ clock: brandOpened, target: brand.query.start });
