import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '../components/ui/toast.tsx';
import { AuthProvider } from '../features/auth/components/auth-provider.tsx';
import { HealthGate } from '../features/health/components/health-gate.tsx';
import { AccountBridge } from './account-bridge.tsx';
import { AppRoutes } from './router.tsx';
import { warmStudioStart } from './warm-start.ts';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
void warmStudioStart(queryClient, window.location.pathname);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <HealthGate>
          <AppRoutes />
        </HealthGate>
        <AccountBridge />
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
