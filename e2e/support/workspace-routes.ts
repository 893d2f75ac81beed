// The shop the tests drive is built from this workspace: their links and addresses are those its apps declare
// (`localizedPath` reads the routes composed here, as the shell composes those of the apps deployed).
import { composeRoutes } from '@lemon/app-protocol';
import { setShopRoutes } from '@lemon/shared/routes';
import { workspacePages } from '@lemon/tooling/workspace-pages';

setShopRoutes(composeRoutes(await workspacePages()).table);
