import {
  numberingPaths as paths,
  type TExternalSequence,
  type TExternalSequenceBody,
  type TInternalSequence,
  type TInternalSequenceBody,
  ZExternalSequencePage,
  ZInternalSequencePage,
} from '@posada/contracts';
import { api } from '../../lib/api';
import { resourceHooks } from '../../lib/resource-hooks';

export const internalSequences = resourceHooks<TInternalSequence, TInternalSequenceBody>({
  key: 'numeracion-interna',
  list: (p, signal) =>
    api.post(paths.internalList, undefined, { query: { ...p }, schema: ZInternalSequencePage, signal }),
  save: (body, id) =>
    id ? api.post(paths.internalUpdate, { ...body, id }) : api.post(paths.internalCreate, body),
});

export const externalSequences = resourceHooks<TExternalSequence, TExternalSequenceBody>({
  key: 'numeracion-externa',
  list: (p, signal) =>
    api.post(paths.externalList, undefined, { query: { ...p }, schema: ZExternalSequencePage, signal }),
  save: (body, id) =>
    id ? api.post(paths.externalUpdate, { ...body, id }) : api.post(paths.externalCreate, body),
});
