// `pnpm dev` in this folder: the app alone, without the shell.
import '@lemon/kit/styles/base.css';
import { runFeatureAppAlone } from '@lemon/kit';
import * as lifecycles from './lifecycles';
import { contentPages } from './pages';

void runFeatureAppAlone('content', lifecycles, contentPages);
