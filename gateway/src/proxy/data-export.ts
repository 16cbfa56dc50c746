import {
  AccountExport,
  DATA_EXPORT_FILENAME,
  type DataExport,
  EVENT_SUBSCRIBERS,
  EventNames,
  ExportMessages,
  ServiceUserData,
  USER_DATA_EXPORT_PATH,
  type ServiceName,
} from '@pathwise/contracts';
import { signIdentity, type SessionRecord } from '@pathwise/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized, unavailable } from '../http/error-reply.js';
import { errorCode, type Upstreams } from './upstreams.js';

/**
 * The services an export needs: auth (the account) and every service that holds user data, which is every subscriber
 * of `user.deleted` (a service that keeps anything of a user deletes it on that event and serves its export).
 */
export function exportSources(): ServiceName[] {
  return [...new Set<ServiceName>(['auth', ...EVENT_SUBSCRIBERS[EventNames.userDeleted]])];
}

type Answer =
  { service: ServiceName; data: ServiceUserData } | { service: ServiceName; failure: string; status?: number };

/**
 * GET /api/profile/export, answered by the gateway itself: each source's USER_DATA_EXPORT_PATH is called at once with
 * the caller's signed identity, and the answers become one JSON file. When any source is down or answers anything
 * but its share, the whole export is refused (503 naming the services): a partial file never passes for a complete one.
 */
export async function gatherExport(
  request: FastifyRequest,
  reply: FastifyReply,
  session: SessionRecord,
  upstreams: Upstreams,
  secret: string,
): Promise<FastifyReply> {
  const answers = await Promise.all(
    exportSources().map((service) => fetchShare(upstreams, secret, service, session, request.id)),
  );
  const failed = answers.filter((a) => 'failure' in a);
  // The account is gone (deleted from another tab meanwhile): the session is no longer valid.
  if (failed.some((a) => a.service === 'auth' && a.status === 401)) return unauthorized(request, reply);
  if (failed.length) {
    request.log.warn({ failed }, 'data export incomplete: refused');
    return unavailable(request, reply, ExportMessages.unavailable(failed.map((a) => a.service)));
  }
  const shares = answers as { service: ServiceName; data: ServiceUserData }[];
  const account = AccountExport.safeParse(shares.find((a) => a.service === 'auth')!.data.data);
  if (!account.success) {
    request.log.error({ issues: account.error.issues }, 'data export: the auth service sent an invalid account');
    return unavailable(request, reply, ExportMessages.unavailable(['auth']));
  }
  const document: DataExport = {
    exportedAt: new Date().toISOString(),
    account: account.data,
    services: shares.filter((a) => a.service !== 'auth').map((a) => a.data),
  };
  return reply
    .code(200)
    .headers({
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${DATA_EXPORT_FILENAME}"`,
      'cache-control': 'no-store',
    })
    .send(JSON.stringify(document, null, 2));
}

async function fetchShare(
  upstreams: Upstreams,
  secret: string,
  service: ServiceName,
  session: SessionRecord,
  requestId: string,
): Promise<Answer> {
  const upstream = upstreams.get(service);
  const path = upstream.basePath + USER_DATA_EXPORT_PATH;
  try {
    const res = await upstream.agent.request({
      origin: upstream.origin,
      path,
      method: 'GET',
      headers: signIdentity(
        secret,
        { userId: session.userId, plan: session.plan, requestId },
        { method: 'GET', url: path },
      ),
    });
    if (res.statusCode !== 200) {
      await res.body.dump();
      return { service, failure: `answered ${res.statusCode}`, status: res.statusCode };
    }
    const share = ServiceUserData.safeParse(await res.body.json());
    if (!share.success || share.data.service !== service) return { service, failure: 'answered an invalid share' };
    return { service, data: share.data };
  } catch (err) {
    return { service, failure: errorCode(err) ?? String(err) };
  }
}
