// What the apps' server renders are made of (Node only: never imported by a browser build).
export * from './draw-page';
export * from './feature-app-server-render';
export * from './page-parts';
