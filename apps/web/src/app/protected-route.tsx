import { Outlet } from 'react-router';

/**
 * Parent of every protected route (spec §2 "Protected-route guard"). The accounts work adds
 * the session check here — 'Loading...', remember the target, open the sign-in dialog —
 * so no page has to repeat it. Until sessions exist, protected pages render as they are.
 */
export function ProtectedRoute() {
  return <Outlet />;
}
