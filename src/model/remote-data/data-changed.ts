// What the generic calls of page config changed on the API (a config form's submit, an item removed from a data list),
// said to the models that keep a copy of the same data: a model that reads an endpoint for its own pages hears that
// a page changed it, without the page-data model (loaded with the data pages) being part of their code.
import { createEvent } from 'effector';

/** A generic call changed what `endpoint` holds (`method`: POST, PUT, PATCH or DELETE). */
export const dataChanged = createEvent<{ method: string; endpoint: string }>();
