import { ZApiError } from '@posada/contracts';

/** The error answers every guarded call may give, for the OpenAPI document and the serializer. */
export const errorResponses = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
  422: ZApiError,
} as const;
