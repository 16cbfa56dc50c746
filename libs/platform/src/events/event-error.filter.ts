import { Catch, type RpcExceptionFilter } from '@nestjs/common';
import { throwError, type Observable } from 'rxjs';

/**
 * Nest's default RPC filter replaces an unknown error by `{ status: 'error', message: 'Internal server error' }`.
 * For events the job's failure reason should be the real error (operators read it in the failed set), so the
 * event consumer rethrows what the handler threw; BullMQ records it and retries.
 */
@Catch()
export class EventErrorPassthroughFilter implements RpcExceptionFilter<unknown> {
  catch(exception: unknown): Observable<never> {
    return throwError(() => exception);
  }
}
