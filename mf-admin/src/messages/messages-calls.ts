import { api, type ContactSubject } from '@lemon/shared';
import { messageListResponseSchema, messageResponseSchema, type MessageState } from '@lemon/shared/staff-contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** What the messages list asks for: a subject, a state, a page. */
export interface MessagesListQuery {
  subject?: ContactSubject;
  state?: MessageState;
  page?: number;
}

export function useMessages(query: MessagesListQuery) {
  return useQuery({
    queryKey: ['staff', 'messages', query],
    queryFn: () => api.get('/api/staff/messages', messageListResponseSchema, { ...query }),
    placeholderData: keepPreviousData,
  });
}

/** Marks a message read (opened), unread again, or answered; the lists and the Today screen's count follow. */
export function useMoveMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, to }: { id: number; to: 'read' | 'unread' | 'answered' }) =>
      (await api.post(`/api/staff/messages/${id}/${to}`, messageResponseSchema)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
