import type { FastifyRequest } from 'fastify';
import type { StaffActor } from './audit.repository';

/** The staff member making a request (one `requireStaff` let through). */
export async function actorOf(request: FastifyRequest): Promise<StaffActor> {
  const user = await request.currentUser();
  if (!user) throw new Error('actorOf: the route must require a staff member');
  return { id: user.id, email: user.email };
}
