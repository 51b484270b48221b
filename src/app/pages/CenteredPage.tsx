import type { ReactNode } from 'react';

/** A page without the header, its content centred (sign-in, maintenance, redirects). */
export function CenteredPage({ children }: { readonly children: ReactNode }) {
  return (
    <main style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24 }}>
      {children}
    </main>
  );
}
