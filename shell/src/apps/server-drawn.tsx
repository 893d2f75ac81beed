import { featureAppNames, type FeatureAppName } from '@lemon/shared';
import type { DrawnSlot } from '@lemon/shared/server-render';
import { DrawnInBrowser } from '@lemon/kit';
import { createContext, useContext } from 'react';
import { slotId } from './feature-apps';

/**
 * What the server drew of the page, which the shell's first render keeps as it is: the HTML in each feature
 * app's slot (the app takes it over when it mounts), and, on the server, each fragment's HTML by key.
 */
export interface ServerDrawn {
  slots: Partial<Record<FeatureAppName, DrawnSlot>>;
  /** On the server: the fragments of the page its apps drew (`fragmentKey`); one that is missing, the browser draws. */
  fragments?: Record<string, string>;
}

export const ServerDrawnContext = createContext<ServerDrawn>({ slots: {} });

/** The HTML the server left in the page's slots, read before the shell takes the page over. */
export function slotsDrawnInPage(): ServerDrawn['slots'] {
  const drawn = featureAppNames.map((app) => {
    const slot = document.getElementById(slotId(app));
    return [app, { html: slot?.innerHTML ?? '', build: slot?.dataset.build ?? '' }] as const;
  });
  return Object.fromEntries(drawn.filter(([, { html }]) => html !== ''));
}

/** Where a fragment drawn by its app goes in the shell's page on the server. */
export const fragmentPlaceholder = (key: string) => `<template data-fragment="${key}"></template>`;

/** Stands for a fragment in the shell's page on the server; without its HTML, React leaves it for the browser. */
export function ServerFragment({ fragment }: { fragment: string }) {
  const { fragments } = useContext(ServerDrawnContext);
  if (fragments?.[fragment] === undefined) throw new DrawnInBrowser(fragment);
  return <template data-fragment={fragment} />;
}
