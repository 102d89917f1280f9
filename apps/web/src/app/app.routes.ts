import { Route } from '@angular/router';

/** `title` values are translation keys under `titles.` (see TranslatedTitleStrategy). */
export const appRoutes: Route[] = [
  {
    path: '',
    pathMatch: 'full',
    title: 'home',
    loadComponent: () => import('./features/home/home.page').then((m) => m.HomePage),
  },
  {
    path: 'join/:code',
    title: 'join',
    loadComponent: () => import('./features/join/join.page').then((m) => m.JoinPage),
  },
  {
    path: 'decks',
    title: 'decks',
    loadComponent: () => import('./features/decks/decks.page').then((m) => m.DecksPage),
  },
  {
    path: 'events/:id/organize',
    title: 'organize',
    loadComponent: () => import('./features/organize/organize.page').then((m) => m.OrganizePage),
  },
  {
    path: 'events/:id/play',
    title: 'play',
    loadComponent: () => import('./features/play/play.page').then((m) => m.PlayPage),
  },
  {
    path: 'events/:id/pool',
    title: 'pool',
    loadComponent: () => import('./features/pool/pool.page').then((m) => m.PoolPage),
  },
  {
    path: '**',
    title: 'notFound',
    loadComponent: () => import('./features/not-found/not-found.page').then((m) => m.NotFoundPage),
  },
];
