import type { PostbackTemplateInput, PostbackTemplateKey } from '../../../common/api/attribution.ts';
import { api } from '../../lib/api.ts';
import { defineAction } from '../../lib/actions.ts';

/** PUT /staff/api/postback-templates (admins, decision 051): a network's postback URL on a site; audited. */
export const savePostbackTemplate = defineAction('postback-template-save', (input: PostbackTemplateInput) =>
  api<{ ok: true }>('PUT', '/staff/api/postback-templates', input),
);

/** DELETE /staff/api/postback-templates: the network hears nothing more from that site; audited. */
export const deletePostbackTemplate = defineAction('postback-template-delete', (key: PostbackTemplateKey) =>
  api<{ ok: true }>('DELETE', '/staff/api/postback-templates', key),
);
