import { BrowserRouter } from '@lemon/shared';
import { TakingOver } from '@lemon/kit';
import { StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { ServerDrawnContext, type ServerDrawn } from './apps/server-drawn';
import { ShellLayout } from './layout/shell-layout';

/**
 * Tells when the tree it wraps is in the page: its layout effect runs once all of it is committed. A wrapper,
 * not a sibling: the tree keeps the server's shape, so the ids React gives elements (useId) are the server's.
 */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

/**
 * The shell's page in the browser, around what the server drew into its slots (`drawnByServer`: the page itself
 * is the server's, taken over); `onCommit` once it is in the page.
 */
export function ShellPage({ drawn, drawnByServer, onCommit }: { drawn: ServerDrawn; drawnByServer: boolean; onCommit: () => void }) {
  return (
    <StrictMode>
      <Committed onCommit={onCommit}>
        <ServerDrawnContext value={drawn}>
          <BrowserRouter>
            <TakingOver drawnByServer={drawnByServer}>
              <ShellLayout />
            </TakingOver>
          </BrowserRouter>
        </ServerDrawnContext>
      </Committed>
    </StrictMode>
  );
}
