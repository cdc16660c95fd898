import {
  numberingPaths as paths,
  type TExternalSequence,
  type TExternalSequenceBody,
  type TInternalSequence,
  type TInternalSequenceBody,
  ZExternalSequencePage,
  ZInternalSequencePage,
} from '@posada/contracts';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query-keys';
import { resourceHooks } from '../lib/resource-hooks';

export const internalSequenceKeys = queryKeys('numeracion-interna');
export const externalSequenceKeys = queryKeys('numeracion-externa');

export const internalSequences = resourceHooks<TInternalSequence, TInternalSequenceBody>({
  keys: internalSequenceKeys,
  list: (p, signal) =>
    api.post(paths.internal.list, undefined, { query: { ...p }, schema: ZInternalSequencePage, signal }),
  save: (body, id) =>
    id ? api.post(paths.internal.update, { ...body, id }) : api.post(paths.internal.create, body),
});

export const externalSequences = resourceHooks<TExternalSequence, TExternalSequenceBody>({
  keys: externalSequenceKeys,
  list: (p, signal) =>
    api.post(paths.external.list, undefined, { query: { ...p }, schema: ZExternalSequencePage, signal }),
  save: (body, id) =>
    id ? api.post(paths.external.update, { ...body, id }) : api.post(paths.external.create, body),
});
