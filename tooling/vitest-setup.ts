import { composeRoutes } from '@lemon/app-protocol';
import { registerTranslations } from '@lemon/shared';
import { commonTranslations } from '@lemon/shared/i18n/common';
import { setShopRoutes } from '@lemon/shared/routes';
import { configure } from '@testing-library/dom';
import { workspacePages } from './workspace-pages';

// Component tests render with React's act(); tell React this environment supports it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// A form's answer shows within a second on a quiet machine; a CI machine running test files side by side, cold,
// took longer once (the promo code's first refusal). Waits (`findBy…`, `waitFor`) give it 5 s before they fail:
// what they wait for is unchanged.
configure({ asyncUtilTimeout: 5000 });

// The texts every app uses, in every language (a page in the browser loads its own language's alone).
registerTranslations('common', commonTranslations);

// Tests run as in a shop where every app of the workspace is deployed: its links and matches read the routes those
// apps declare (a test of other routes composes its own).
setShopRoutes(composeRoutes(await workspacePages()).table);
