import { COMMAND_LINE } from '../modules/audit/index.ts';
import type { TestContext } from './harness.ts';

/**
 * Approves a photo as the staff console does, through the inspection service (the command line as
 * the actor, so without a staff login): for tests whose subject is what an approved photo does.
 */
export async function approvePhoto(ctx: TestContext, photoId: number): Promise<void> {
  await ctx.app.services.photoInspection.approve(COMMAND_LINE, photoId);
}
