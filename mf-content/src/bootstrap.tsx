// `pnpm dev` in this folder: the app alone, without the shell.
import '@lemon/shared/styles/base.css';
import { runFeatureAppAlone } from '@lemon/shared';
import * as lifecycles from './lifecycles';

void runFeatureAppAlone('content', lifecycles);
