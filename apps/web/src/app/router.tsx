import { createBrowserRouter, Navigate } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner.tsx';
import { DEFAULT_PATH } from '../config/paths.ts';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/**
 * Spec §2 routes. Every screen is its own chunk; everything but /login (and the public profile)
 * sits behind the guard of `layouts/protected-layout.tsx`, and everything but /login inside the
 * data layer of `layouts/query-layout.tsx`; / and unknown paths go to /dashboard.
 */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: FullPageSpinner,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      { index: true, element: <Navigate to={DEFAULT_PATH} replace /> },
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('./routes/login.tsx')).LoginRoute }),
      },
      // CONTRACT: /auth/signup is the register mode of /login.
      {
        path: 'auth/signup',
        lazy: async () => ({ Component: (await import('./routes/signup-redirect.tsx')).SignupRedirectRoute }),
      },
      // React Query (the data layer) loads with the screens that read the API, not with /login.
      {
        lazy: async () => ({ Component: (await import('./layouts/query-layout.tsx')).QueryLayout }),
        children: [
          // Spec /u/{username}: public, anonymous visitors included.
          {
            path: 'u/:username',
            lazy: async () => ({
              Component: (await import('./routes/public-profile.tsx')).PublicProfileRoute,
            }),
          },
          {
            lazy: async () => ({
              Component: (await import('./layouts/protected-layout.tsx')).ProtectedLayout,
            }),
            children: [
              {
                path: 'dashboard',
                lazy: async () => ({ Component: (await import('./routes/dashboard.tsx')).DashboardRoute }),
              },
              {
                path: 'programs',
                lazy: async () => ({ Component: (await import('./routes/programs.tsx')).ProgramsRoute }),
              },
              {
                path: 'programs/:programId',
                lazy: async () => ({
                  Component: (await import('./routes/program-detail.tsx')).ProgramDetailRoute,
                }),
              },
              {
                // Issue 30: the programme's editor, its own chunk (drag and drop, the structure's schema).
                path: 'programs/:programId/edit',
                lazy: async () => ({
                  Component: (await import('./routes/program-editor.tsx')).ProgramEditorRoute,
                }),
              },
              {
                path: 'session/:sessionId',
                // Workout mode (issue 29): full screen, no app navigation, dark (layouts/app-layout.tsx).
                handle: { workoutMode: true },
                lazy: async () => ({
                  Component: (await import('./routes/session-player.tsx')).SessionPlayerRoute,
                }),
              },
              {
                path: 'free-workout',
                handle: { workoutMode: true },
                lazy: async () => ({
                  Component: (await import('./routes/free-workout.tsx')).FreeWorkoutRoute,
                }),
              },
              {
                path: 'session-old/:sessionId',
                lazy: async () => ({ Component: (await import('./routes/session-old.tsx')).SessionOldRoute }),
              },
              {
                path: 'session-summary',
                lazy: async () => ({
                  Component: (await import('./routes/session-summary.tsx')).SessionSummaryRoute,
                }),
              },
              {
                path: 'completion/:completionId',
                lazy: async () => ({
                  Component: (await import('./routes/completion-detail.tsx')).CompletionDetailRoute,
                }),
              },
              {
                path: 'exercises',
                lazy: async () => ({ Component: (await import('./routes/exercises.tsx')).ExercisesRoute }),
              },
              {
                path: 'exercises/:exerciseId',
                lazy: async () => ({
                  Component: (await import('./routes/exercise-detail.tsx')).ExerciseDetailRoute,
                }),
              },
              {
                path: 'profile',
                lazy: async () => ({ Component: (await import('./routes/profile.tsx')).ProfileRoute }),
              },
              {
                // Issue 33: before profile/:userId, which a static segment outranks anyway.
                path: 'profile/muscles',
                lazy: async () => ({ Component: (await import('./routes/muscles.tsx')).MusclesRoute }),
              },
              {
                path: 'profile/:userId',
                lazy: async () => ({
                  Component: (await import('./routes/user-profile.tsx')).UserProfileRoute,
                }),
              },
              // Issue 32: the coach space, an athlete's page, and the invitation a member opens.
              {
                path: 'coach',
                lazy: async () => ({ Component: (await import('./routes/coach.tsx')).CoachRoute }),
              },
              {
                path: 'coach/athletes/:athleteId',
                lazy: async () => ({
                  Component: (await import('./routes/coach-athlete.tsx')).CoachAthleteRoute,
                }),
              },
              {
                path: 'coach/join/:code',
                lazy: async () => ({ Component: (await import('./routes/coach-join.tsx')).CoachJoinRoute }),
              },
              {
                // Issue 32: the admin space (admins only; others see a not-found state).
                path: 'admin',
                lazy: async () => ({ Component: (await import('./routes/admin.tsx')).AdminRoute }),
              },
              {
                path: 'import',
                lazy: async () => ({ Component: (await import('./routes/import.tsx')).ImportRoute }),
              },
              {
                path: 'feed',
                lazy: async () => ({ Component: (await import('./routes/feed.tsx')).FeedRoute }),
              },
              {
                // Issue 34: challenges between friends, from /feed.
                path: 'challenges',
                lazy: async () => ({ Component: (await import('./routes/challenges.tsx')).ChallengesRoute }),
              },
              {
                path: 'challenges/new',
                lazy: async () => ({
                  Component: (await import('./routes/challenge-new.tsx')).ChallengeNewRoute,
                }),
              },
              {
                path: 'challenges/:challengeId',
                lazy: async () => ({
                  Component: (await import('./routes/challenge-detail.tsx')).ChallengeDetailRoute,
                }),
              },
              {
                path: 'friends',
                lazy: async () => ({ Component: (await import('./routes/friends.tsx')).FriendsRoute }),
              },
              {
                path: 'share',
                lazy: async () => ({ Component: (await import('./routes/share.tsx')).ShareRoute }),
              },
              {
                path: 'notifications/settings',
                lazy: async () => ({
                  Component: (await import('./routes/notification-settings.tsx')).NotificationSettingsRoute,
                }),
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={DEFAULT_PATH} replace /> },
    ],
  },
]);
