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
    path: 'reentry',
    title: 'reentry',
    loadComponent: () => import('./features/access/reentry.page').then((m) => m.ReentryPage),
  },
  {
    path: 'events/:id/staff',
    title: 'organize',
    loadComponent: () => import('./features/access/staff-link.page').then((m) => m.StaffLinkPage),
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
    path: 'events/:id/draft',
    title: 'draft',
    loadComponent: () => import('./features/draft/draft.page').then((m) => m.DraftPage),
  },
  {
    path: 'events/:id/pool',
    title: 'pool',
    loadComponent: () => import('./features/pool/pool.page').then((m) => m.PoolPage),
  },
  // Tournament pages: their titles come from `tournament.titles` (set by the pages themselves).
  {
    path: 'events/:id/rounds',
    loadComponent: () => import('./features/rounds/rounds.page').then((m) => m.RoundsPage),
  },
  {
    path: 'events/:id/match',
    loadComponent: () => import('./features/my-match/my-match.page').then((m) => m.MyMatchPage),
  },
  {
    path: 'events/:id/decklists',
    loadComponent: () => import('./features/decklists/decklists.page').then((m) => m.DecklistsPage),
  },
  {
    path: 'events/:id/projector',
    loadComponent: () => import('./features/projector/projector.page').then((m) => m.ProjectorPage),
  },
  {
    path: 'events/:id/standings',
    loadComponent: () => import('./features/standings/standings.page').then((m) => m.StandingsPage),
  },
  {
    path: 'admin/card-sets',
    title: 'admin',
    loadComponent: () => import('./features/admin/card-sets-admin.page').then((m) => m.CardSetsAdminPage),
  },
  {
    path: '**',
    title: 'notFound',
    loadComponent: () => import('./features/not-found/not-found.page').then((m) => m.NotFoundPage),
  },
];
