import { AccessGuard } from '../../features/auth/components/access-guard.tsx';
import { AssistantsPage } from '../../features/assistants/components/assistants-page.tsx';

/** /account/assistants: the AI assistants page, its tokens behind the sign-in guard (product §2, §13). */
export function AssistantsRoute() {
  return <AssistantsPage guard={(content) => <AccessGuard>{content}</AccessGuard>} />;
}
