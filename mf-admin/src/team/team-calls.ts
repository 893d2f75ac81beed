import type { TeamInvitationPayload, TeamRole } from '@lemon/staff-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { staffCall } from '../api/staff-api';
import { teamCalls } from './team-api';

/** The members and what each role may do. */
export const useTeam = () =>
  useQuery({
    queryKey: queryKeys.team,
    queryFn: () => staffCall(teamCalls.team),
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
    mutationFn: async (payload: TeamInvitationPayload) => (await staffCall(teamCalls.invite, { body: payload })).data,
    onSuccess: refresh,
  });
}

/** Mails the invitation again, with a new link. */
export function useResendInvitation() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: async (id: number) => (await staffCall(teamCalls.resendInvitation, { params: { id } })).data,
    onSuccess: refresh,
  });
}

/** Gives a member another role. */
export function useChangeRole() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: async ({ id, role }: { id: number; role: TeamRole }) =>
      (await staffCall(teamCalls.changeRole, { params: { id }, body: { role } })).data,
    onSuccess: refresh,
  });
}

/** Takes a member out of the team: their sessions end at once. */
export function useRemoveMember() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: (id: number) => staffCall(teamCalls.removeMember, { params: { id } }),
    onSuccess: refresh,
  });
}

/** Forgets a member's lost phone: their sessions end, and their next sign-in asks them to set up the new one. */
export function useResetSecondFactor() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: async (id: number) => (await staffCall(teamCalls.resetSecondFactor, { params: { id } })).data,
    onSuccess: refresh,
  });
}
