// `pnpm dev` in this folder: the app alone, without the shell.
import '@lemon/kit/styles/base.css';
import { runFeatureAppAlone } from '@lemon/kit';
import * as lifecycles from './lifecycles';
import { accountPages } from './pages';

void runFeatureAppAlone('account', lifecycles, accountPages);
