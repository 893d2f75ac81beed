import { teamMemberResponseSchema, teamResponseSchema, type TeamInvitationPayload, type TeamRole } from '@lemon/shared/staff-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { queryKeys } from '../calls/query-keys';
import { staffApi } from '../calls/staff-api';

/** The members and what each role may do. */
export const useTeam = () =>
  useQuery({
    queryKey: queryKeys.team,
    queryFn: () => staffApi.get('/api/staff/team', teamResponseSchema),
  });

function useAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.team }),
      queryClient.invalidateQueries({ queryKey: queryKeys.audit.all }),
    ]);
}

/** Invites someone by e-mail: a new address gets a link to choose a password, a shopper's account joins at once. */
export function useInvite() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: async (payload: TeamInvitationPayload) => (await staffApi.post('/api/staff/team', teamMemberResponseSchema, payload)).data,
    onSuccess: refresh,
  });
}

/** Mails the invitation again, with a new link. */
export function useResendInvitation() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: async (id: number) => (await staffApi.post(`/api/staff/team/${id}/invitation`, teamMemberResponseSchema)).data,
    onSuccess: refresh,
  });
}

/** Gives a member another role. */
export function useChangeRole() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: async ({ id, role }: { id: number; role: TeamRole }) =>
      (await staffApi.put(`/api/staff/team/${id}/role`, teamMemberResponseSchema, { role })).data,
    onSuccess: refresh,
  });
}

/** Takes a member out of the team: their sessions end at once. */
export function useRemoveMember() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: (id: number) => staffApi.delete(`/api/staff/team/${id}`, z.unknown()),
    onSuccess: refresh,
  });
}

/** Forgets a member's lost phone: their sessions end, and their next sign-in asks them to set up the new one. */
export function useResetSecondFactor() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: async (id: number) => (await staffApi.post(`/api/staff/team/${id}/second-factor/reset`, teamMemberResponseSchema)).data,
    onSuccess: refresh,
  });
}
