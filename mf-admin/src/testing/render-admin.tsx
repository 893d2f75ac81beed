// For the component tests: a back-office page drawn as the app draws it (its frame, its query client, the
// staff member logged in), inside a router at a given URL, with its calls answered by `answerCalls`.
import { $user, registerTranslations, type User, Provider } from '@lemon/shared';
import { staffDuties, type StaffDutyName, type TeamRole } from '@lemon/staff-contract';
import { render } from '@testing-library/react';
import { fork } from 'effector';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { adminTranslations } from '../i18n';
import { AdminLayout } from '../layout/admin-layout';

/** The back office's texts in every language, and the French ones the tests read, as the owner sees them. */
export { adminTranslations };
export const texts = adminTranslations.fr;

export const owner: User = {
  id: 1,
  email: 'marie@atelier-du-citron.fr',
  first_name: 'Marie',
  last_name: 'Bianchi',
  locale: 'fr',
  is_staff: true,
  staff_role: 'owner',
  second_factor_enrolled: true,
  pending_email: null,
};
export const helper: User = { ...owner, id: 2, email: 'luca@atelier-du-citron.fr', first_name: 'Luca', staff_role: 'staff' };

/** Where the router is, for the tests to read. */
function RouterProbe() {
  const location = useLocation();
  return (
    <span hidden data-testid="location">
      {location.pathname + location.search}
    </span>
  );
}

export function renderAdmin(
  element: ReactNode,
  { url = '/fr/gestion', path = '*', user = owner }: { url?: string; path?: string; user?: User } = {},
) {
  registerTranslations('admin', adminTranslations);
  dutiesRole = user.staff_role ?? 'staff';
  // A page whose test answers none of its calls still has its frame's.
  if (globalThis.fetch === unanswered) answerCalls({});
  const scope = fork({ values: [[$user, user]] });
  return render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[url]}>
        <AdminLayout>
          <Routes>
            <Route path={path} element={element} />
          </Routes>
        </AdminLayout>
        <RouterProbe />
      </MemoryRouter>
    </Provider>,
  );
}

/** Each role's duties, as the API's table gives them (`GET /api/staff/duties`). */
const dutiesOf: Record<TeamRole, readonly StaffDutyName[]> = {
  owner: staffDuties,
  staff: ['orders', 'stock', 'page_views', 'messages'],
};
let dutiesRole: TeamRole = 'owner';
/** The fetch of the test's environment, before any test answers the calls itself. */
const unanswered = globalThis.fetch;

type Answer = { status?: number; body?: unknown } | ((request: { url: URL; body: unknown }) => { status?: number; body?: unknown });

/**
 * Answers the page's API calls, keyed `GET /api/staff/orders` (the path, without the query); any other call
 * fails the test loudly. Returns the calls made, to check what the page sent.
 */
export function answerCalls(answers: Record<string, Answer>) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const answering = async (input: URL | string, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    // JSON is read back; a file sent as it is (a photo) is kept as the page sent it.
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body ?? undefined);
    // What the frame asks for itself (the role's duties) is answered as the API would, unless the test says otherwise.
    const frameAnswer: Answer | undefined =
      url.pathname === '/api/staff/duties' ? { body: { data: { role: dutiesRole, duties: dutiesOf[dutiesRole] } } } : undefined;
    const answer = answers[`${method} ${url.pathname}`] ?? frameAnswer;
    if (answer !== frameAnswer) calls.push({ method, url, body });
    if (!answer) throw new Error(`No answer set for ${method} ${url.pathname}`);
    const { status = 200, body: answerBody } = typeof answer === 'function' ? answer({ url, body }) : answer;
    return new Response(answerBody === undefined ? null : JSON.stringify(answerBody), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  vi.stubGlobal('fetch', answering);
  return calls;
}
