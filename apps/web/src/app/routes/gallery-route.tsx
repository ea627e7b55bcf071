import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { GalleryPage, GuardedPage } from './lazy-pages.tsx';

/** /gallery: My Designs behind the sign-in guard (product §2). */
export function GalleryRoute() {
  const { user } = useAuth();
  return <GuardedPage page="gallery">{user ? <GalleryPage uid={user.uid} /> : null}</GuardedPage>;
}
