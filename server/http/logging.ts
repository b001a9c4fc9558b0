import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, when it is answered: method, URL, host, address, status and time in
 * one line, instead of Fastify's two ("incoming request", then "request completed"). Each line is
 * a write on the event loop; at info level the second line cost as much as a cached API answer
 * (docs/decisions/015). A WebSocket upgrade is never "completed" (the socket takes the connection
 * over), so it keeps its line when it comes in. Routes with `logLevel: 'warn'` write neither.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (request.headers.upgrade === undefined || this.isLogDisabled(request)) return;
    request.log.info({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
