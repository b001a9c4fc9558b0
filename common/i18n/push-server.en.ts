import type { pushServerNl } from './push-server.nl.ts';

/** English: the answers of `POST /api/user.php?push=1`. */
export const pushServerEn: Record<keyof typeof pushServerNl, string> = {
  'push.subscriptionInvalid':
    'This push notification subscription is not valid. Turn notifications off and on again on this device.',
  'push.endpointNotAllowed':
    'We do not accept this push notification address: only your browser’s push service (https) is allowed.',
  'push.keysInvalid':
    'The keys of this push notification subscription are not valid. Turn notifications off and on again on this device.',
};
