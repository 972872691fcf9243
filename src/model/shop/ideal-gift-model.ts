// The ideal gift's page: the selection the member may choose from, read at every visit (the access moves with
// the balance and the partner sales).
import { createEvent, sample } from 'effector';
import { loadableQuery } from '@/model/remote-data/loadable-query';
import { loadIdealGiftFx } from './shop-calls';

export const idealGiftOpened = createEvent();
const idealGift = loadableQuery(loadIdealGiftFx, { name: 'idealGift', memberData: true });
export const $idealGift = idealGift.$state;
sample({ clock: idealGiftOpened, target: idealGift.query.start });
