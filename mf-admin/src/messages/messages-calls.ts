import type { z } from '@lemon/shared';
import type { ContactSubject } from '@lemon/content-contract';
import { queryKeys } from '../api/query-keys';
import { staffCall } from '../api/staff-api';
import type { MessageReplyPayload, MessageState } from '@lemon/staff-contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messagesCalls } from './messages-api';

/** What the messages list asks for: a subject, a state, a page. */
export interface MessagesListQuery {
  subject?: ContactSubject;
  state?: MessageState;
  page?: number;
}

const messagesKey = queryKeys.messages.all;
type MessageList = z.infer<typeof messagesCalls.messages.response>;

/** Each move's declared call: a message read (opened), unread again, or answered elsewhere. */
const moveCalls = {
  read: messagesCalls.messageMarkRead,
  unread: messagesCalls.messageMarkUnread,
  answered: messagesCalls.messageMarkAnswered,
};

export function useMessages(query: MessagesListQuery) {
  return useQuery({
    queryKey: queryKeys.messages.list(query),
    queryFn: () => staffCall(messagesCalls.messages, { query: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Marks a message read (opened), unread again, or answered; the lists and the Today screen's count follow. A
 * message just opened stays where it is in the list being read (an "unread" list would otherwise drop it from
 * under the owner's eyes): it is changed in place, and the lists are read again on the next visit.
 */
export function useMoveMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, to }: { id: number; to: keyof typeof moveCalls }) => (await staffCall(moveCalls[to], { params: { id } })).data,
    onSuccess: (moved, { to }) => {
      if (to !== 'read') return;
      queryClient.setQueriesData<MessageList>(
        { queryKey: messagesKey },
        (list) => list && { ...list, data: list.data.map((message) => (message.id === moved.id ? moved : message)) },
      );
    },
    onSettled: async (_moved, _error, { to }) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.all, predicate: (query) => query.queryKey[1] !== messagesKey[1] });
      await queryClient.invalidateQueries({ queryKey: messagesKey, refetchType: to === 'read' ? 'none' : 'active' });
    },
  });
}

/** Sends a reply by the shop's mail: kept with the message, which is answered; the lists and Today follow. */
export function useReplyToMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: MessageReplyPayload) =>
      (await staffCall(messagesCalls.messageReply, { params: { id }, body: payload })).data,
    onSuccess: (answered) =>
      queryClient.setQueriesData<MessageList>(
        { queryKey: messagesKey },
        (list) => list && { ...list, data: list.data.map((message) => (message.id === answered.id ? answered : message)) },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.all, predicate: (query) => query.queryKey[1] !== messagesKey[1] }),
  });
}
