import type { ReactNode } from "react";
import { Alert } from "#app/components/ui/alert.tsx";

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-pine-800">{title}</h1>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

/** The sign-in and sign-up pages after an unexpected failure (a thrown error). */
export function UnexpectedAuthError({ title }: { title: string }) {
  return (
    <AuthCard title={title}>
      <Alert tone="error">Unexpected error occurred. Please try again.</Alert>
    </AuthCard>
  );
}
