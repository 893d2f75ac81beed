import type { StaffDutyName } from '@lemon/staff-contract';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from '../api/staff-api';
import { dutiesCalls } from './duties-api';

/** What the signed-in staff member's role may do, from the API's table: asked once a visit. */
export function useStaffDuties() {
  const duties = useQuery({
    queryKey: ['staff', 'duties'],
    queryFn: async () => (await staffCall(dutiesCalls.duties)).data,
    staleTime: Infinity,
  });
  /** Whether the role may do `duty`; unknown until the API answers. */
  const may = (duty: StaffDutyName): boolean | undefined => duties.data?.duties.includes(duty);
  return { may };
}
